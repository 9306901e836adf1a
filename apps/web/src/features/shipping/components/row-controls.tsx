import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { HiOutlinePlus, HiOutlineTrash } from 'react-icons/hi2';

/*
 * The controls of a list the owner edits row by row: a method's rate bands and the shop's tax rates. A
 * row's boxes each carry a small label above them, a row has a button that removes it, and the list one
 * that adds a row. Both forms draw them alike, so they are written once here.
 */

const ROW_LABEL = 'flex flex-col gap-1 text-sm';

type RowControlProps = {
  label: ReactNode;
  /** The label's classes, where the box takes another width in its row. */
  className?: string;
  onChange: (value: string) => void;
};

type RowInputProps = RowControlProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'onChange'>;

/** A text box in a row, under its label. */
export function RowInput({ label, className = ROW_LABEL, onChange, ...input }: RowInputProps) {
  return (
    <label className={className}>
      <span className="text-base-content/75">{label}</span>
      <input className="input w-full bg-base-100" {...input} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

type RowSelectProps = RowControlProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'onChange'>;

/** A choice in a row, under its label; its options are its children. */
export function RowSelect({ label, className = ROW_LABEL, onChange, children, ...select }: RowSelectProps) {
  return (
    <label className={className}>
      <span className="text-base-content/75">{label}</span>
      <select className="select w-full bg-base-100" {...select} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </label>
  );
}

type RowButtonProps = { disabled?: boolean; onClick: () => void };

/** The bin at the end of a row, named for the row it removes ("Remove band 2"). */
export function RemoveRowButton({ label, disabled, onClick }: { label: string } & RowButtonProps) {
  return (
    <button type="button" className="btn btn-ghost btn-square" aria-label={label} disabled={disabled} onClick={onClick}>
      <HiOutlineTrash aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The button under a list that adds a row to it ("Add a band"). */
export function AddRowButton({ disabled, onClick, children }: { children: ReactNode } & RowButtonProps) {
  return (
    <button type="button" className="btn btn-ghost btn-sm mt-2 text-primary" disabled={disabled} onClick={onClick}>
      <HiOutlinePlus aria-hidden="true" className="size-4" /> {children}
    </button>
  );
}
