/* The owner's forms for a category's name: a new one, and one renamed in place (docs/decisions/0041-owner-kept-categories.md). */
import { CATEGORIES_MAX, type Category, categoryMessages, categoryName } from '@teatree/shared/schemas/category';
import { type FormEvent, type KeyboardEvent, type Ref, useEffect, useId } from 'react';
import { HiOutlinePlus } from 'react-icons/hi2';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { FieldFrame, framedControl } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useSingleField } from '../../../hooks/use-single-field';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { failureMessage } from '../../../lib/form-errors';
import { useAddCategory, useChangeCategory } from '../api/categories';

/** "1 tea", "4 teas". */
export const teasText = (teas: number) => (teas === 1 ? '1 tea' : `${teas} teas`);

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
        {...framedControl('input', { id, error, hint })}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
    </FieldFrame>
  );
}

export function AddCategoryForm({ list }: { list: readonly Category[] | undefined }) {
  const { ref: field, value: name, setValue: setName, error, setError, refuse, change } = useSingleField('');
  const add = useAddCategory();
  const onAuthFailure = useAuthFailure();

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
          onChange={change}
        />
      </div>
      {/* Level with the field, under its label. */}
      <button type="submit" className="btn btn-primary gap-2 sm:mt-8" aria-disabled={add.isPending || undefined}>
        <BusyIcon busy={add.isPending} icon={HiOutlinePlus} className="size-5" />
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
export function RenameForm({ category, list, onDone, onStale }: RenameFormProps) {
  const { ref: field, value: name, error, setError, refuse, change } = useSingleField(category.name);
  const rename = useChangeCategory();
  const onAuthFailure = useAuthFailure();

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [field]);

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
          onChange={change}
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
