import type { Category } from '@teatree/shared/schemas/category';
import { useEffect, useId, useRef, useState } from 'react';
import {
  HiArrowDown,
  HiArrowUp,
  HiOutlineArchiveBoxXMark,
  HiOutlinePencilSquare,
  HiOutlineSquares2X2,
} from 'react-icons/hi2';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { toast } from '../../../components/ui/toast';
import { useDialogSubject } from '../../../hooks/use-dialog-subject';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { failureMessage } from '../../../lib/form-errors';
import { useCategories, useChangeCategory, useRetireCategory } from '../api/categories';
import { AddCategoryForm, RenameForm, teasText } from './category-name-forms';

/** Which of a row's buttons takes the focus back once the list is drawn again. */
type FocusKey = `${string}:${'rename' | 'up' | 'down'}`;

/** A row's two move buttons: a place up, then a place down (the first row cannot go up, nor the last down). */
const STEPS = [
  { by: -1, way: 'up', Icon: HiArrowUp },
  { by: 1, way: 'down', Icon: HiArrowDown },
] as const;

/**
 * The owner's categories in their order: each renamed in place, moved a place up or down, or retired
 * once no tea uses it. A button that cannot act says so (aria-disabled) and keeps the focus; a moved
 * category's button keeps it too, so the owner presses it again to move it further.
 */
function CategoryList({
  list,
  headingId,
  onStale,
}: {
  list: readonly Category[];
  headingId: string;
  onStale: () => void;
}) {
  const move = useChangeCategory();
  const retire = useRetireCategory();
  const retiring = useDialogSubject<Category>();
  const onAuthFailure = useAuthFailure();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [moved, setMoved] = useState('');
  const buttons = useRef(new Map<FocusKey, HTMLButtonElement>());
  const button = (key: FocusKey) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  /** The button the focus returns to when the moved list is drawn. */
  const afterMove = useRef<FocusKey | null>(null);
  /** The Rename button the focus returns to when its form closes. */
  const afterRename = useRef<FocusKey | null>(null);
  /** A category was retired: its row is gone, so the focus goes to the list's heading. */
  const afterRetire = useRef(false);

  // The moved row's node may have been taken out and put back, which drops the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list drawn anew is what the effect reacts to
  useEffect(() => {
    const key = afterMove.current;
    afterMove.current = null;
    if (key) buttons.current.get(key)?.focus();
  }, [list]);

  useEffect(() => {
    const key = afterRename.current;
    if (renaming !== null || !key) return;
    afterRename.current = null;
    buttons.current.get(key)?.focus();
  }, [renaming]);

  // Runs after the dialog has closed (its effect runs first), when the page is no longer inert.
  useEffect(() => {
    if (retiring.open || !afterRetire.current) return;
    afterRetire.current = false;
    document.getElementById(headingId)?.focus();
  }, [retiring.open, headingId]);

  const moveBy = async (category: Category, index: number, by: -1 | 1) => {
    const position = index + 1 + by;
    if (move.isPending || position < 1 || position > list.length) return;
    afterMove.current = `${category._id}:${by === -1 ? 'up' : 'down'}`;
    try {
      await move.mutateAsync({ categoryId: category._id, change: { position } });
      setMoved(`${category.name} is now ${position} of ${list.length}`);
    } catch (failure) {
      afterMove.current = null;
      if (await onAuthFailure(failure)) return;
      toast.error(failureMessage(failure));
      if (failure instanceof ApiError && failure.status === 404) onStale();
    }
  };

  const stopRenaming = () => {
    if (renaming) afterRename.current = `${renaming}:rename`;
    setRenaming(null);
  };

  const confirmRetire = () => {
    const category = retiring.subject;
    if (!category || retire.isPending) return;
    retire.mutate(category._id, {
      onSuccess: () => {
        toast.success(`${category.name} is retired`);
        afterRetire.current = true;
      },
      onError: async (failure) => {
        if (await onAuthFailure(failure)) return;
        // In use after all (a tea joined it meanwhile), or gone already: the list is asked again.
        toast.error(failureMessage(failure));
        if (failure instanceof ApiError && (failure.status === 404 || failure.status === 409)) onStale();
      },
      onSettled: retiring.close,
    });
  };

  return (
    <>
      {list.length === 0 ? (
        <EmptyState
          Icon={HiOutlineSquares2X2}
          description="No categories yet. Add the first one above: every tea is filed under one."
        />
      ) : (
        <ol aria-labelledby={headingId} className="surface divide-y divide-base-300">
          {list.map((category, index) => {
            const first = index === 0;
            const last = index === list.length - 1;
            const inUse = category.teas > 0;
            const whyKept = `${headingId}-${index}-in-use`;
            return (
              <li
                key={category._id}
                className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6"
              >
                {renaming === category._id ? (
                  <RenameForm category={category} list={list} onDone={stopRenaming} onStale={onStale} />
                ) : (
                  <>
                    <div className="flex min-w-0 items-baseline gap-3">
                      <span aria-hidden="true" className="w-7 shrink-0 text-right tabular-nums text-base-content/75">
                        {index + 1}.
                      </span>
                      <div className="min-w-0">
                        <p className="break-words font-medium">{category.name}</p>
                        <p className="text-sm tabular-nums text-base-content/75">{teasText(category.teas)}</p>
                      </div>
                    </div>
                    <div className="flex flex-wrap items-center gap-1 pl-10 sm:shrink-0 sm:pl-0">
                      <button
                        ref={button(`${category._id}:rename`)}
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-label={`Rename ${category.name}`}
                        onClick={() => setRenaming(category._id)}
                      >
                        <HiOutlinePencilSquare className="size-4" aria-hidden="true" /> Rename
                      </button>
                      {STEPS.map(({ by, way, Icon }) => {
                        const stuck = by === -1 ? first : last;
                        return (
                          <button
                            key={way}
                            ref={button(`${category._id}:${way}`)}
                            type="button"
                            className={`btn btn-ghost btn-sm btn-square ${stuck ? 'btn-disabled' : ''}`}
                            aria-label={`Move ${category.name} ${way}`}
                            aria-disabled={stuck || undefined}
                            onClick={() => void moveBy(category, index, by)}
                          >
                            <Icon className="size-4" aria-hidden="true" />
                          </button>
                        );
                      })}
                      <button
                        type="button"
                        className={`btn btn-ghost btn-sm ${inUse ? 'btn-disabled' : 'text-error'}`}
                        aria-label={`Retire ${category.name}`}
                        aria-disabled={inUse || undefined}
                        aria-describedby={inUse ? whyKept : undefined}
                        onClick={() => !inUse && retiring.ask(category)}
                      >
                        <HiOutlineArchiveBoxXMark className="size-4" aria-hidden="true" /> Retire
                      </button>
                      {inUse && (
                        <span id={whyKept} className="sr-only">
                          Used by {teasText(category.teas)}
                        </span>
                      )}
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <p role="status" className="sr-only">
        {moved}
      </p>
      <ConfirmDialog
        open={retiring.open}
        title={retiring.subject ? `Retire ${retiring.subject.name}?` : ''}
        confirmLabel="Retire category"
        busy={retire.isPending}
        onClose={retiring.close}
        onConfirm={confirmRetire}
      >
        No tea uses it. It leaves the product form, the promotions and the catalogue’s filters; orders and reviews keep
        the name they were made with.
      </ConfirmDialog>
    </>
  );
}

function CategoryListSkeleton() {
  return (
    <div className="surface flex flex-col gap-3 p-4">
      {['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} className="skeleton h-12 w-full" />
      ))}
    </div>
  );
}

/**
 * The Categories screen below its title (docs/decisions/0041-owner-kept-categories.md): a form to add a
 * category, then the list in the owner's order, each to rename, move or retire.
 */
export function CategoriesEditor() {
  const categories = useCategories();
  const listHeadingId = useId();

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="add-category-heading" className="flex flex-col gap-4">
        <h2 id="add-category-heading" className="text-2xl font-semibold">
          Add a category
        </h2>
        <div className="surface p-5 sm:p-6">
          <AddCategoryForm list={categories.data} />
        </div>
      </section>
      <section aria-labelledby={listHeadingId} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id={listHeadingId} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
            Your categories
          </h2>
          <p className="text-base-content/75">
            In the order the product form and the catalogue’s filters offer them. A category some teas use stays until
            they move to another.
          </p>
        </div>
        <QueryView query={categories} subject="the categories" skeleton={<CategoryListSkeleton />}>
          {(list) => <CategoryList list={list} headingId={listHeadingId} onStale={() => void categories.refetch()} />}
        </QueryView>
      </section>
    </div>
  );
}
