import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { Order } from '@teatree/shared/schemas/order';
import { REFUND_REASON_MAX } from '@teatree/shared/schemas/refund';
import { returnMessages } from '@teatree/shared/schemas/returns';
import { useId } from 'react';
import { sizeName } from '../../../components/product/size-text';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextAreaField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useAskReturn } from '../api/ask-return';
import { refundableLines, tinsLeft } from '../utils/refund-form';
import { emptyReturn, returnToSend } from '../utils/return-form';
import { useDialogDraft, useLinesRefusal } from '../utils/use-dialog-draft';
import { FieldError, TinsField } from './tins-field';

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
  const linesErrorId = useId();
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
        <ul
          className="flex flex-col gap-3"
          aria-label="Teas"
          aria-describedby={errors.lines ? linesErrorId : undefined}
        >
          {lines.map((line) => (
            <li key={line.id}>
              <TinsField
                label="Tins to return of"
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
        <FieldError id={linesErrorId} message={errors.lines} />
        <TextAreaField
          label="Why are you returning them?"
          rows={3}
          maxLength={REFUND_REASON_MAX}
          required
          value={draft.reason}
          error={errors.reason}
          onChange={(event) => change({ reason: event.target.value })}
        />
      </fieldset>
    </FormDialog>
  );
}
