import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { Order } from '@teatree/shared/schemas/order';
import { returnMessages } from '@teatree/shared/schemas/returns';
import { FormDialog } from '../../../components/ui/form-dialog';
import { toast } from '../../../components/ui/toast';
import { useAskReturn } from '../api/ask-return';
import { refundableLines } from '../utils/refund-form';
import { emptyReturn, returnToSend } from '../utils/return-form';
import { useDialogDraft, useLinesRefusal } from '../utils/use-dialog-draft';
import { ReasonField } from './reason-field';
import { TinsList } from './tins-list';

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
  const { draft, change, errors, setErrors } = useDialogDraft(open, emptyReturn);
  const refused = useLinesRefusal(onClose, setErrors);
  const lines = refundableLines(order);

  const submit = () => {
    const { asked, sentLineIds } = returnToSend(order, draft);
    // What the shop would refuse anyway is said at once.
    const missing: Record<string, string> = {};
    if (asked.lines.length === 0) missing.lines = returnMessages.nothingChosen;
    if (asked.reason.trim() === '') missing.reason = returnMessages.reasonRequired;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    ask.mutate(
      { id: order._id, asked },
      {
        onSuccess: () => {
          toast.success('We have your return request');
          onClose();
        },
        onError: (failure) => refused(failure, sentLineIds),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      busy={ask.isPending}
      onClose={onClose}
      title={`Return teas from order ${orderNumberLabel(order.number)}`}
      description="Choose the tins you would like to send back and tell us why. We answer by e-mail, and refund the tins we accept to the card you paid with."
      submitLabel="Ask to return"
      onSubmit={submit}
    >
      <fieldset disabled={ask.isPending} className="flex flex-col gap-4">
        <legend className="sr-only">What to return</legend>
        <TinsList
          label="Tins to return of"
          lines={lines}
          tins={draft.tins}
          errors={errors}
          onChange={(tins) => change({ tins })}
        />
        <ReasonField
          label="Why are you returning them?"
          value={draft.reason}
          error={errors.reason}
          onChange={(reason) => change({ reason })}
        />
      </fieldset>
    </FormDialog>
  );
}
