import { CATEGORIES_MAX, type Category, categoryMessages, categoryName } from '@teatree/shared/schemas/category';
import { type FormEvent, type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import {
  HiArrowDown,
  HiArrowUp,
  HiOutlineArchiveBoxXMark,
  HiOutlinePencilSquare,
  HiOutlinePlus,
  HiOutlineSquares2X2,
} from 'react-icons/hi2';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { controlProps, FieldFrame } from '../../../components/ui/form-field';
import { QueryView } from '../../../components/ui/query-view';
import { toast } from '../../../components/ui/toast';
import { useDialogSubject } from '../../../hooks/use-dialog-subject';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { failureMessage } from '../../../lib/form-errors';
import { useAddCategory, useCategories, useChangeCategory, useRetireCategory } from '../api/categories';

/** "1 tea", "4 teas". */
const teasText = (teas: number) => (teas === 1 ? '1 tea' : `${teas} teas`);

/**
 * What is wrong with a name before it is sent, in the server's words: empty or too long, or another
 * category's already (as a shopper reads it: "green tea" is "Green Tea"), or one category too many.
 */
function nameProblem(name: string, list: readonly Category[] | undefined, self?: Category): string | undefined {
  const read = categoryName.safeParse(name);
  if (!read.success) return read.error.issues[0]?.message ?? categoryMessages.nameRequired;
  const wanted = read.data.toLowerCase();
  const taken = list?.find((other) => other._id !== self?._id && other.name.toLowerCase() === wanted);
  if (taken) return categoryMessages.taken(taken.name);
  if (!self && list && list.length >= CATEGORIES_MAX) return categoryMessages.tooMany;
  return undefined;
}

/** The name the server gave a refused name, when it said one. */
const nameRefusal = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 400 ? failure.fields.name : undefined;

type NameFieldProps = {
  label: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  error: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** A category's name, as the shop's fields draw it: its message under it, read with it. */
function NameField({ label, inputRef, value, error, hint, onChange, onKeyDown }: NameFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        ref={inputRef}
        name="name"
        autoComplete="off"
        className={`input w-full bg-base-100 text-base ${error ? 'input-error' : ''}`}
        {...controlProps(id, error, hint)}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
    </FieldFrame>
  );
}

function AddCategoryForm({ list }: { list: readonly Category[] | undefined }) {
  const field = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddCategory();
  const onAuthFailure = useAuthFailure();

  const refuse = (why: string) => {
    setError(why);
    field.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const problem = nameProblem(name, list);
    if (problem) return refuse(problem);
    setError(undefined);
    try {
      const added = await add.mutateAsync({ name: name.trim() });
      toast.success(`${added.name} is added`);
      setName('');
      field.current?.focus();
    } catch (failure) {
      const onField = nameRefusal(failure);
      if (onField) refuse(onField);
      else if (!(await onAuthFailure(failure))) toast.error(failureMessage(failure));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <NameField
          label="New category"
          inputRef={field}
          value={name}
          error={error}
          hint="It joins the end of the list; move it where shoppers should find it."
          onChange={(value) => {
            setName(value);
            if (error) setError(undefined);
          }}
        />
      </div>
      {/* Level with the field, under its label. */}
      <button type="submit" className="btn btn-primary gap-2 sm:mt-8" aria-disabled={add.isPending || undefined}>
        {add.isPending ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <HiOutlinePlus className="size-5" aria-hidden="true" />
        )}
        Add category
      </button>
    </form>
  );
}

type RenameFormProps = {
  category: Category;
  list: readonly Category[];
  /** The form is done with: saved, or given up. */
  onDone: () => void;
  /** The list is not as the server has it (the category went meanwhile): ask again. */
  onStale: () => void;
};

/** A category's name, changed in place: Enter saves, Escape gives up. */
function RenameForm({ category, list, onDone, onStale }: RenameFormProps) {
  const field = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string>();
  const rename = useChangeCategory();
  const onAuthFailure = useAuthFailure();

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const refuse = (why: string) => {
    setError(why);
    field.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rename.isPending) return;
    const wanted = name.trim();
    if (wanted === category.name) return onDone();
    const problem = nameProblem(name, list, category);
    if (problem) return refuse(problem);
    setError(undefined);
    try {
      await rename.mutateAsync({ categoryId: category._id, change: { name: wanted } });
      toast.success(`Renamed to ${wanted}`);
      onDone();
    } catch (failure) {
      const onField = nameRefusal(failure);
      if (onField) return refuse(onField);
      if (await onAuthFailure(failure)) return;
      toast.error(failureMessage(failure));
      if (failure instanceof ApiError && failure.status === 404) onStale();
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <NameField
          label={`New name for ${category.name}`}
          inputRef={field}
          value={name}
          error={error}
          onChange={(value) => {
            setName(value);
            if (error) setError(undefined);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
        />
      </div>
      <div className="flex gap-2 sm:mt-8">
        <button type="submit" className="btn btn-primary btn-sm" aria-disabled={rename.isPending || undefined}>
          {rename.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Save
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone} disabled={rename.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** Which of a row's buttons takes the focus back once the list is drawn again. */
type FocusKey = `${string}:${'rename' | 'up' | 'down'}`;

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
                      <button
                        ref={button(`${category._id}:up`)}
                        type="button"
                        className={`btn btn-ghost btn-sm btn-square ${first ? 'btn-disabled' : ''}`}
                        aria-label={`Move ${category.name} up`}
                        aria-disabled={first || undefined}
                        onClick={() => void moveBy(category, index, -1)}
                      >
                        <HiArrowUp className="size-4" aria-hidden="true" />
                      </button>
                      <button
                        ref={button(`${category._id}:down`)}
                        type="button"
                        className={`btn btn-ghost btn-sm btn-square ${last ? 'btn-disabled' : ''}`}
                        aria-label={`Move ${category.name} down`}
                        aria-disabled={last || undefined}
                        onClick={() => void moveBy(category, index, 1)}
                      >
                        <HiArrowDown className="size-4" aria-hidden="true" />
                      </button>
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
        <QueryView
          query={categories}
          failure="The categories could not be loaded just now."
          loading="Loading the categories"
          skeleton={<CategoryListSkeleton />}
        >
          {(list) => <CategoryList list={list} headingId={listHeadingId} onStale={() => void categories.refetch()} />}
        </QueryView>
      </section>
    </div>
  );
}
