import type { Promotion } from '@teatree/shared/schemas/promotion';
import { type ReactNode, useState } from 'react';
import { HiOutlinePause, HiOutlinePlay, HiOutlinePlus, HiOutlineTag } from 'react-icons/hi2';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { DeleteButton, EditButton } from '../../../components/ui/row-buttons';
import { toast } from '../../../components/ui/toast';
import { useDialogSubject } from '../../../hooks/use-dialog-subject';
import { failureMessage } from '../../../lib/form-errors';
import { useDeletePromotion, useSavePromotion } from '../api/promotions';
import { inputOf } from '../promotion-input';
import { combinesText, limitsText, minimumText, takingsText, timeState, timesText } from '../promotion-text';
import { PromotionForm } from './promotion-form';

/** The form open: for a new promotion (null) or for one to change. */
type Editing = { promotion: Promotion | null };

/** What the owner calls a promotion in a sentence: its code, or an offer's name. */
const labelOf = (promotion: Promotion) => promotion.code ?? promotion.name;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-base-content/70">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * The owner's promotions, newest first (docs/decisions/0035-promotions.md), each with its rules and what
 * it did; one dialog at a time adds or changes one, or asks before deleting one. A promotion that orders
 * used cannot be deleted: the server says so, and the owner pauses it instead.
 */
export function PromotionList({ promotions, timeZone }: { promotions: readonly Promotion[]; timeZone: string }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const deleting = useDialogSubject<Promotion>();
  const remove = useDeletePromotion();
  const pause = useSavePromotion();
  const pausing = pause.isPending ? pause.variables?.promotionId : undefined;

  const switchActive = (promotion: Promotion) => {
    const active = !promotion.active;
    pause.mutate(
      { promotionId: promotion._id, promotion: inputOf(promotion, { active }) },
      {
        onSuccess: () => toast.success(`${labelOf(promotion)} is ${active ? 'active again' : 'paused'}`),
        onError: (error) => toast.error(failureMessage(error)),
      },
    );
  };

  const confirmDelete = () => {
    const promotion = deleting.subject;
    if (!promotion) return;
    remove.mutate(promotion._id, {
      onSuccess: () => toast.success(`${labelOf(promotion)} is deleted`),
      onError: (error) => toast.error(failureMessage(error)),
      onSettled: deleting.close,
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ promotion: null })}>
          <HiOutlinePlus aria-hidden="true" className="size-5" /> Add promotion
        </button>
      </div>
      {promotions.length === 0 ? (
        <EmptyState
          Icon={HiOutlineTag}
          title="No promotions yet"
          description="Add a discount code for shoppers to enter, or an automatic offer that every order it fits gets."
        />
      ) : (
        <ul className="flex flex-col gap-5" aria-label="Promotions">
          {promotions.map((promotion) => {
            const headingId = `promotion-${promotion._id}`;
            const label = labelOf(promotion);
            const state = timeState(promotion, timeZone);
            return (
              <li key={promotion._id}>
                <article className="surface p-5 sm:p-6" aria-labelledby={headingId}>
                  <header className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 id={headingId} className="text-lg font-semibold">
                          {promotion.code ? <span className="font-mono">{promotion.code}</span> : 'Automatic offer'}
                        </h3>
                        {promotion.active ? (
                          <span className="badge badge-sm badge-success badge-soft">Active</span>
                        ) : (
                          <span className="badge badge-sm badge-ghost">Paused</span>
                        )}
                        {state === 'ended' && (
                          <span className="badge badge-sm badge-warning badge-soft text-amber-ink">Ended</span>
                        )}
                        {state === 'not-yet' && (
                          <span className="badge badge-sm badge-primary badge-soft">Not started yet</span>
                        )}
                      </div>
                      <p className="mt-1 font-medium">{promotion.name}</p>
                      <p className="text-base-content/80">{promotion.summary}</p>
                    </div>
                    <div className="flex flex-wrap gap-1">
                      <EditButton label={`Edit ${label}`} onClick={() => setEditing({ promotion })} />
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        onClick={() => switchActive(promotion)}
                        disabled={pausing === promotion._id}
                        aria-label={`${promotion.active ? 'Pause' : 'Resume'} ${label}`}
                      >
                        {pausing === promotion._id ? (
                          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                        ) : promotion.active ? (
                          <HiOutlinePause aria-hidden="true" className="size-4" />
                        ) : (
                          <HiOutlinePlay aria-hidden="true" className="size-4" />
                        )}
                        {promotion.active ? 'Pause' : 'Resume'}
                      </button>
                      <DeleteButton label={`Delete ${label}`} onClick={() => deleting.ask(promotion)} />
                    </div>
                  </header>
                  <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
                    <Fact term="When">{timesText(promotion, timeZone)}</Fact>
                    <Fact term="Minimum">{minimumText(promotion.minSubtotal)}</Fact>
                    <Fact term="Limits">{limitsText(promotion)}</Fact>
                    <Fact term="With other promotions">{combinesText(promotion.combines)}</Fact>
                  </dl>
                  <p className="mt-4 border-t border-base-300 pt-3 text-sm tabular-nums">{takingsText(promotion)}</p>
                </article>
              </li>
            );
          })}
        </ul>
      )}

      {editing && (
        <PromotionForm open promotion={editing.promotion} timeZone={timeZone} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting.open}
        title={deleting.subject ? `Delete ${labelOf(deleting.subject)}?` : ''}
        confirmLabel="Delete promotion"
        busy={remove.isPending}
        onClose={deleting.close}
        onConfirm={confirmDelete}
      >
        Shoppers can no longer use it. A promotion that orders used stays in the books: pause it instead.
      </ConfirmDialog>
    </div>
  );
}
