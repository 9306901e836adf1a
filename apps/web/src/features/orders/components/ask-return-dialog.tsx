import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { Order } from '@teatree/shared/schemas/order';
import { returnMessages } from '@teatree/shared/schemas/returns';
import { useAskReturn } from '../api/ask-return';
import { emptyReturn, returnToSend } from '../utils/return-form';
import { LinesDialog, useLinesDialog } from './lines-dialog';
import { ReasonField } from './reason-field';

type AskReturnDialogProps = {
  order: Order;
  open: boolean;
  onClose: () => void;
};

/**
 * The customer asks to send back some tins of a delivered order, saying why. The shop answers: it
 * refunds the tins it accepts, or says why it declines.
 */
export function AskReturnDialog({ order, open, onClose }: AskReturnDialogProps) {
  const ask = useAskReturn();
  const form = useLinesDialog(open, emptyReturn, onClose);

  const submit = () => {
    const { asked, sentLineIds } = returnToSend(order, form.draft);
    // What the shop would refuse anyway is said at once.
    const missing: Record<string, string> = {};
    if (asked.lines.length === 0) missing.lines = returnMessages.nothingChosen;
    if (asked.reason.trim() === '') missing.reason = returnMessages.reasonRequired;
    form.setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    ask.mutate(
      { id: order._id, asked },
      form.outcome(sentLineIds, () => 'We have your return request'),
    );
  };

  return (
    <LinesDialog
      open={open}
      busy={ask.isPending}
      onClose={onClose}
      title={`Return teas from order ${orderNumberLabel(order.number)}`}
      description="Choose the tins you would like to send back and tell us why. We answer by e-mail, and refund the tins we accept to the card you paid with."
      submitLabel="Ask to return"
      onSubmit={submit}
      verb="return"
      order={order}
      form={form}
    >
      <ReasonField
        label="Why are you returning them?"
        value={form.draft.reason}
        error={form.errors.reason}
        onChange={(reason) => form.change({ reason })}
      />
    </LinesDialog>
  );
}
