import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@teatree/shared/money';
import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { Order, OrderDetail } from '@teatree/shared/schemas/order';
import { REFUND_REASON_MAX } from '@teatree/shared/schemas/refund';
import { returnMessages } from '@teatree/shared/schemas/returns';
import { type ReactNode, useId } from 'react';
import { sizeName } from '../../../components/product/size-text';
import { CheckboxLine } from '../../../components/ui/checkbox-line';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextAreaField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { failureMessage } from '../../../lib/form-errors';
import { useAnswerReturn } from '../api/answer-return';
import { getOrderQueryOptions } from '../api/get-order';
import { shippingCharged, shippingRefundable } from '../utils/refund-form';
import { useDialogDraft } from '../utils/use-dialog-draft';

type AnswerReturnDialogProps = {
  /** Kept by the caller after the dialog closes, so its text does not blank out while it fades away. */
  order: Order | undefined;
  open: boolean;
  onClose: () => void;
};

type Decision = 'accept' | 'decline';

type AnswerDraft = { decision: Decision; restock: boolean; shipping: boolean; note: string };

const emptyAnswer: AnswerDraft = { decision: 'accept', restock: false, shipping: false, note: '' };

const decisions: { decision: Decision; label: string; hint: string }[] = [
  { decision: 'accept', label: 'Accept and refund', hint: 'The returned tins go back to their card.' },
  { decision: 'decline', label: 'Decline', hint: 'Nothing is refunded; the customer reads why.' },
];

/** The return waiting for the shop's answer, with each of its teas as "2 × Genmaicha (100 g tin)". */
function waitingReturn(detail: OrderDetail | undefined) {
  const asked = detail?.returns.findLast((candidate) => candidate.status === 'asked');
  if (!detail || !asked) return null;
  const byId = new Map(detail.lines.map((line) => [line.id, line]));
  const tins = asked.lines.map(({ lineId, quantity }) => {
    const line = byId.get(lineId);
    const size = line ? sizeName(line.size) : null;
    const name = line ? (size ? `${line.name} (${size})` : line.name) : 'A tea no longer in the order';
    return { lineId, text: `${quantity} × ${name}` };
  });
  return { ...asked, tins };
}

/**
 * Answer the return a customer asked, on Manage All Orders: accept it, refunding the returned tins (with
 * the shipping when the parcel came wrong, and the tins back in stock when they can be sold again), or
 * decline it with a note the customer reads.
 */
export function AnswerReturnDialog({ order, open, onClose }: AnswerReturnDialogProps) {
  const answer = useAnswerReturn();
  const onAuthFailure = useAuthFailure();
  const decisionName = useId();
  const detail = useQuery({ ...getOrderQueryOptions(order?._id ?? ''), enabled: open && Boolean(order) });
  const waiting = waitingReturn(detail.data);
  const { draft, change, errors, setErrors } = useDialogDraft(open, emptyAnswer);
  const accepting = draft.decision === 'accept';
  const number = order ? orderNumberLabel(order.number) : '';

  const submit = () => {
    if (!order || !waiting) return;
    if (!accepting && draft.note.trim() === '') {
      setErrors({ note: returnMessages.noteRequired });
      return;
    }
    setErrors({});
    const body = accepting
      ? {
          decision: 'accept' as const,
          restock: draft.restock,
          shipping: shippingRefundable(order) && draft.shipping,
          note: draft.note,
        }
      : { decision: 'decline' as const, note: draft.note };
    answer.mutate(
      { id: order._id, returnId: waiting.id, answer: body },
      {
        onSuccess: () => {
          toast.success(accepting ? `Return accepted on order ${number}` : `Return declined on order ${number}`);
          onClose();
        },
        onError: async (failure) => {
          if (await onAuthFailure(failure)) {
            onClose();
            return;
          }
          const fields = failure instanceof ApiError ? failure.fields : {};
          if (fields.note) {
            setErrors({ note: fields.note });
            return;
          }
          // Answered already (409), or the refund refused (a tea refunded meanwhile, the shipping sent back).
          toast.error(Object.values(fields)[0] ?? failureMessage(failure));
        },
      },
    );
  };

  let content: ReactNode;
  if (detail.isPending && open) {
    content = (
      <p className="flex items-center gap-2 text-sm text-base-content/75" role="status">
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        Loading the return
      </p>
    );
  } else if (!waiting) {
    content = (
      <p className="rounded-field bg-base-200/70 px-4 py-3 text-sm">
        {detail.isError ? failureMessage(detail.error) : 'No return of this order waits for an answer.'}
      </p>
    );
  } else {
    content = (
      <fieldset disabled={answer.isPending} className="flex flex-col gap-4">
        <legend className="sr-only">Your answer</legend>
        <div className="rounded-field bg-base-200/70 px-4 py-3 text-sm">
          <h3 className="font-sans font-semibold">Tins to return</h3>
          <ul className="mt-1">
            {waiting.tins.map(({ lineId, text }) => (
              <li key={lineId}>{text}</li>
            ))}
          </ul>
          <h3 className="mt-2 font-sans font-semibold">The customer's reason</h3>
          <blockquote className="mt-1 whitespace-pre-line break-words">{waiting.reason}</blockquote>
        </div>
        <div role="radiogroup" aria-label="Your answer" className="grid gap-2 sm:grid-cols-2">
          {decisions.map((option) => (
            <div
              key={option.decision}
              className={`flex flex-col rounded-field border p-3 text-sm ${draft.decision === option.decision ? 'border-primary bg-leaf-50' : 'border-base-300'}`}
            >
              <label className="flex cursor-pointer items-center gap-2 font-medium">
                <input
                  type="radio"
                  name={decisionName}
                  className="radio radio-primary radio-sm"
                  checked={draft.decision === option.decision}
                  aria-describedby={`${decisionName}-${option.decision}`}
                  onChange={() => {
                    change({ decision: option.decision });
                    setErrors({});
                  }}
                />
                {option.label}
              </label>
              <span id={`${decisionName}-${option.decision}`} className="mt-1 text-base-content/70">
                {option.hint}
              </span>
            </div>
          ))}
        </div>
        {accepting && (
          <div className="flex flex-col gap-3">
            <CheckboxLine
              label="Put the returned tins back in stock"
              checked={draft.restock}
              onChange={(restock) => change({ restock })}
            />
            {order && shippingRefundable(order) && (
              <CheckboxLine
                label={`Refund the shipping too (${formatPrice(shippingCharged(order))})`}
                checked={draft.shipping}
                onChange={(shipping) => change({ shipping })}
              />
            )}
          </div>
        )}
        <TextAreaField
          label={accepting ? 'A note for the customer (optional)' : 'Why you decline (the customer reads it)'}
          rows={3}
          maxLength={REFUND_REASON_MAX}
          required={!accepting}
          value={draft.note}
          error={errors.note}
          onChange={(event) => change({ note: event.target.value })}
        />
      </fieldset>
    );
  }

  return (
    <FormDialog
      open={open}
      busy={answer.isPending}
      onClose={onClose}
      title={`Answer the return of order ${number}`}
      description={
        <>
          <span className="break-all">{order?.user}</span> asked to send back some tins. They are told your answer by
          e-mail.
        </>
      }
      submitLabel={accepting ? 'Accept and refund' : 'Decline'}
      onSubmit={submit}
    >
      {content}
    </FormDialog>
  );
}
