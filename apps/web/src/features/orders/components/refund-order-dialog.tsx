import { formatPrice, toCents, toDollars } from '@teatree/shared/money';
import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { Order } from '@teatree/shared/schemas/order';
import { useId } from 'react';
import { CheckboxLine } from '../../../components/ui/checkbox-line';
import { TextField } from '../../../components/ui/form-field';
import { useRefundOrder } from '../api/refund-order';
import {
  chosenText,
  emptyRefund,
  leftToRefund,
  refundToSend,
  shippingCharged,
  shippingRefundable,
} from '../utils/refund-form';
import { LinesDialog, useLinesDialog } from './lines-dialog';
import { ReasonField } from './reason-field';
import { FieldError } from './tins-field';

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
  const form = useLinesDialog(open, emptyRefund, onClose);
  const { draft, change, errors } = form;
  const chosen = order ? chosenText(order, refundToSend(order, draft).refund) : null;

  const submit = () => {
    if (!order) return;
    const { refund: body, sentLineIds } = refundToSend(order, draft);
    form.setErrors({});
    refund.mutate(
      { id: order._id, refund: body },
      form.outcome(sentLineIds, (answer: Order) => {
        const sent = toDollars(toCents(answer.refunded) - toCents(order.refunded));
        return `Refunded ${formatPrice(sent)} on order ${orderNumberLabel(order.number)}`;
      }),
    );
  };

  return (
    <LinesDialog
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
      verb="refund"
      order={order}
      form={form}
    >
      {order && shippingRefundable(order) && (
        <div>
          <CheckboxLine
            label={`Refund the shipping (${formatPrice(shippingCharged(order))})`}
            checked={draft.shipping}
            invalid={Boolean(errors.shipping)}
            describedBy={errors.shipping ? shippingErrorId : undefined}
            onChange={(shipping) => change({ shipping })}
          />
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
      <ReasonField
        label="Reason (the customer reads it)"
        value={draft.reason}
        error={errors.reason}
        onChange={(reason) => change({ reason })}
      />
      <div>
        <CheckboxLine
          label="Put the refunded tins back in stock"
          checked={draft.restock}
          onChange={(restock) => change({ restock })}
        />
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
    </LinesDialog>
  );
}
