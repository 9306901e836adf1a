import type { Order } from '@teatree/shared/schemas/order';
import type { ComponentProps, ReactNode } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { toast } from '../../../components/ui/toast';
import { refundableLines } from '../utils/refund-form';
import { useDialogDraft, useLinesRefusal } from '../utils/use-dialog-draft';
import { TinsList } from './tins-list';

/** The tins of each line as typed, by its id: what every draft of a lines dialog holds. */
type Tins = { tins: Record<string, string> };

/**
 * The state of a dialog that sends back some tins of an order (the refund and return dialogs): its
 * draft and messages, started afresh each time it opens, and `outcome`, what its send does once
 * answered: a green toast and the dialog closed, or the server's refusal shown where it belongs.
 */
export function useLinesDialog<Draft extends Tins>(open: boolean, empty: Draft, onClose: () => void) {
  const form = useDialogDraft(open, empty);
  const refused = useLinesRefusal(onClose, form.setErrors);
  const outcome = <Answer,>(sentLineIds: readonly string[], said: (answer: Answer) => string) => ({
    onSuccess: (answer: Answer) => {
      toast.success(said(answer));
      onClose();
    },
    onError: (failure: unknown) => refused(failure, sentLineIds),
  });
  return { ...form, outcome };
}

type LinesDialogProps = Omit<ComponentProps<typeof FormDialog>, 'children'> & {
  /** What the dialog does with the tins: its fieldset is "What to refund", each tea's count "Tins to refund of". */
  verb: 'refund' | 'return';
  /** Kept by the caller after the dialog closes; none shows no tins. */
  order: Order | undefined;
  /** What useLinesDialog keeps: the tins typed, and the messages under the fields. */
  form: { draft: Tins; errors: Record<string, string>; change: (next: Tins) => void };
  /** The dialog's own fields, under the tins. */
  children: ReactNode;
};

/**
 * The form of a dialog that sends back some tins of an order (refund, return), in its modal: the tins
 * of each tea left to choose first, then the dialog's own fields, all held still while it is sent.
 */
export function LinesDialog({ verb, order, form, children, ...dialog }: LinesDialogProps) {
  return (
    <FormDialog {...dialog}>
      <fieldset disabled={dialog.busy} className="flex flex-col gap-4">
        <legend className="sr-only">{`What to ${verb}`}</legend>
        <TinsList
          label={`Tins to ${verb} of`}
          lines={order ? refundableLines(order) : []}
          tins={form.draft.tins}
          errors={form.errors}
          onChange={(tins) => form.change({ tins })}
        />
        {children}
      </fieldset>
    </FormDialog>
  );
}
