import { HiOutlinePencilSquare, HiOutlineTrash } from 'react-icons/hi2';

/*
 * The Edit and Delete buttons of the owner's lists that change one thing in place (a shipping zone or
 * method, a promotion): small and quiet beside what they act on, each named for it.
 */

type RowButtonProps = {
  /** The button's accessible name, which says what it acts on. */
  label: string;
  onClick: () => void;
};

/** A listed thing's Edit button, named for what it edits ("Edit zone Europe"). */
export function EditButton({ label, onClick }: RowButtonProps) {
  return (
    <button type="button" className="btn btn-ghost btn-sm" onClick={onClick} aria-label={label}>
      <HiOutlinePencilSquare aria-hidden="true" className="size-4" /> Edit
    </button>
  );
}

/** A listed thing's Delete button, in red; `iconOnly` where its row is short (a shipping method's). */
export function DeleteButton({ label, onClick, iconOnly = false }: RowButtonProps & { iconOnly?: boolean }) {
  return (
    <button
      type="button"
      className={iconOnly ? 'btn btn-ghost btn-sm btn-square text-error' : 'btn btn-ghost btn-sm text-error'}
      onClick={onClick}
      aria-label={label}
    >
      <HiOutlineTrash aria-hidden="true" className="size-4" />
      {!iconOnly && ' Delete'}
    </button>
  );
}
