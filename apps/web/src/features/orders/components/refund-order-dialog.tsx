import { formatPrice, toCents, toDollars } from '@teatree/shared/money';
import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { Order } from '@teatree/shared/schemas/order';
import { REFUND_REASON_MAX } from '@teatree/shared/schemas/refund';
import { useId } from 'react';
import { sizeName } from '../../../components/product/size-text';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useRefundOrder } from '../api/refund-order';
import {
  chosenText,
  emptyRefund,
  leftToRefund,
  refundableLines,
  refundToSend,
  shippingCharged,
  shippingRefundable,
  tinsLeft,
} from '../utils/refund-form';
import { useDialogDraft, useLinesRefusal } from '../utils/use-dialog-draft';
import { FieldError, TinsField } from './tins-field';

type RefundOrderDialogProps = {
  /** Kept by the caller after the dialog closes, so its text does not blank out while it fades away. */
  order: Order | undefined;
  open: boolean;
  onClose: () => void;
};

/**
 * Refund part of an order, on Manage All Orders (docs/decisions/0034-refunds.md): some tins of its
 * teas, its shipping, an amount, or any of these together, with the reason the customer reads. What a
 * line sends back depends on its tax, which the server knows: the dialog says what is chosen, and the
 * toast says what was refunded.
 */
export function RefundOrderDialog({ order, open, onClose }: RefundOrderDialogProps) {
  const refund = useRefundOrder();
  const shippingErrorId = useId();
  const linesErrorId = useId();
  const { draft, change, errors, setErrors } = useDialogDraft(open, emptyRefund);
  const refused = useLinesRefusal(onClose, setErrors);
  const lines = order ? refundableLines(order) : [];
  const chosen = order ? chosenText(order, refundToSend(order, draft).refund) : null;

  const submit = () => {
    if (!order) return;
    const { refund: body, sentLineIds } = refundToSend(order, draft);
    setErrors({});
    refund.mutate(
      { id: order._id, refund: body },
      {
        onSuccess: (answer) => {
          const sent = toDollars(toCents(answer.refunded) - toCents(order.refunded));
          toast.success(`Refunded ${formatPrice(sent)} on order ${orderNumberLabel(order.number)}`);
          onClose();
        },
        onError: (failure) => refused(failure, sentLineIds),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      busy={refund.isPending}
      onClose={onClose}
      title={`Refund part of order ${order ? orderNumberLabel(order.number) : ''}`}
      description={
        <>
          What you choose goes back to <span className="break-all">{order?.user}</span>'s card, and they are told by
          e-mail with your reason.
        </>
      }
      submitLabel="Refund"
      onSubmit={submit}
    >
      <fieldset disabled={refund.isPending} className="flex flex-col gap-4">
        <legend className="sr-only">What to refund</legend>
        {lines.length > 0 && (
          <ul
            className="flex flex-col gap-3"
            aria-label="Teas"
            aria-describedby={errors.lines ? linesErrorId : undefined}
          >
            {lines.map((line) => (
              <li key={line.id}>
                <TinsField
                  label="Tins to refund of"
                  name={line.name}
                  size={sizeName(line.size)}
                  left={tinsLeft(line)}
                  value={draft.tins[line.id] ?? '0'}
                  error={errors[`line:${line.id}`]}
                  onChange={(value) => change({ tins: { ...draft.tins, [line.id]: value } })}
                />
              </li>
            ))}
          </ul>
        )}
        <FieldError id={linesErrorId} message={errors.lines} />
        {order && shippingRefundable(order) && (
          <div>
            <label className="flex items-center gap-3">
              <input
                type="checkbox"
                className="checkbox checkbox-primary"
                checked={draft.shipping}
                aria-invalid={Boolean(errors.shipping)}
                aria-describedby={errors.shipping ? shippingErrorId : undefined}
                onChange={(event) => change({ shipping: event.target.checked })}
              />
              <span>Refund the shipping ({formatPrice(shippingCharged(order))})</span>
            </label>
            <FieldError id={shippingErrorId} message={errors.shipping} />
          </div>
        )}
        <TextField
          label="Other amount ($)"
          inputMode="decimal"
          placeholder="0.00"
          value={draft.amount}
          error={errors.amount}
          hint="A goodwill gesture, a dented tin the customer keeps."
          onChange={(event) => change({ amount: event.target.value })}
        />
        <TextAreaField
          label="Reason (the customer reads it)"
          rows={3}
          maxLength={REFUND_REASON_MAX}
          required
          value={draft.reason}
          error={errors.reason}
          onChange={(event) => change({ reason: event.target.value })}
        />
        <div>
          <label className="flex items-center gap-3">
            <input
              type="checkbox"
              className="checkbox checkbox-primary"
              checked={draft.restock}
              onChange={(event) => change({ restock: event.target.checked })}
            />
            <span>Put the refunded tins back in stock</span>
          </label>
          <p className="mt-1 pl-9 text-sm text-base-content/70">Food that came back usually cannot be sold again.</p>
        </div>
        <p className="rounded-field bg-base-200/70 px-4 py-3 text-sm" aria-live="polite">
          {chosen ? (
            <>
              You refund: <strong>{chosen}</strong>. Each tea goes back with its tax; you see the total once it is sent.
            </>
          ) : (
            'Choose the teas, the shipping or an amount to refund.'
          )}
        </p>
        <p className="text-sm tabular-nums">
          Left to refund: <strong>{order ? formatPrice(leftToRefund(order)) : ''}</strong>
        </p>
      </fieldset>
    </FormDialog>
  );
}
