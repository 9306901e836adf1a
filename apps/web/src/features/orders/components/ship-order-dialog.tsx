import type { Order } from '@teatree/shared/schemas/order';
import { orderStatusInput } from '@teatree/shared/schemas/order-requests';
import { useCallback, useId } from 'react';
import { HiOutlineTruck } from 'react-icons/hi2';
import type { z } from 'zod';
import { TextField } from '../../../components/ui/form-field';
import { IconDisc } from '../../../components/ui/icon-disc';
import { Modal } from '../../../components/ui/modal';
import { OptionalLabel } from '../../../components/ui/optional-label';
import { useZodForm } from '../../../hooks/use-zod-form';

/** The shipping details of PATCH /api/purchase/{id}/status, checked by the same rules as on the server. */
const shippingSchema = orderStatusInput.pick({ carrier: true, trackingNumber: true });
export type Shipping = z.output<typeof shippingSchema>;

type ShipOrderDialogProps = {
  /** Kept by the caller after the dialog closes, so its text does not blank out while it fades away. */
  order: Order | null;
  open: boolean;
  busy: boolean;
  onShip: (shipping: Shipping) => void;
  onClose: () => void;
};

/**
 * Mark shipped, on Manage All Orders: the carrier and the tracking number, both optional, which the
 * customer then sees on My Orders and on the order's page, in a modal (components/ui/modal.tsx) whose
 * focus starts in the first field.
 */
export function ShipOrderDialog({ order, open, busy, onShip, onClose }: ShipOrderDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useZodForm(shippingSchema, { carrier: '', trackingNumber: '' });

  const onOpen = useCallback(() => {
    reset({ carrier: '', trackingNumber: '' });
    setFocus('carrier');
  }, [reset, setFocus]);

  return (
    <Modal open={open} busy={busy} onClose={onClose} onOpen={onOpen} labelledBy={titleId} describedBy={bodyId}>
      <div className="flex items-center gap-3">
        <IconDisc
          icon={<HiOutlineTruck className="size-5" />}
          className="size-10 shrink-0 bg-[#dbe7f5] text-[#1f4a7a]"
        />
        <h2 id={titleId} className="text-xl font-semibold">
          Ship this order
        </h2>
      </div>
      <p id={bodyId} className="mt-3 leading-relaxed text-base-content/80">
        {order?.quantity} × <strong className="text-base-content">{order?.name}</strong> for{' '}
        <span className="break-all">{order?.user}</span>. The customer sees the carrier and the tracking number, and is
        told by e-mail.
      </p>
      <form onSubmit={handleSubmit(onShip)} noValidate className="mt-5 flex flex-col gap-4">
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <legend className="sr-only">Shipping details</legend>
          <TextField
            label={<OptionalLabel>Carrier</OptionalLabel>}
            autoComplete="off"
            placeholder="Royal Mail, DHL, UPS…"
            error={errors.carrier?.message}
            {...register('carrier')}
          />
          <TextField
            label={<OptionalLabel>Tracking number</OptionalLabel>}
            autoComplete="off"
            spellCheck={false}
            error={errors.trackingNumber?.message}
            {...register('trackingNumber')}
          />
        </fieldset>
        <div className="modal-action mt-2">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary gap-1.5" disabled={busy}>
            {busy ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <HiOutlineTruck className="size-5" aria-hidden="true" />
            )}
            Mark shipped
          </button>
        </div>
      </form>
    </Modal>
  );
}
