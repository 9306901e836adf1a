import type { ReactNode } from 'react';

/** A group of the catalogue's filters under its legend, its choices in one to three columns. */
export function FilterGroup({
  legend,
  columns = 1,
  children,
}: {
  legend: string;
  columns?: 1 | 2 | 3;
  children: ReactNode;
}) {
  const grid = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-2 xl:grid-cols-3' }[columns];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-base-content">{legend}</legend>
      <div className={`grid gap-x-3 ${grid}`}>{children}</div>
    </fieldset>
  );
}

type ChoiceProps = {
  type: 'checkbox' | 'radio';
  /** A radio group's name. */
  name?: string;
  label: ReactNode;
  count: number | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  sheet: boolean;
  updating: boolean;
};

/**
 * One choice with its count, read out as "Low, 5 teas". A choice that would list no tea stays in its
 * place, greyed and out of reach, unless it is ticked (then it can be unticked).
 */
export function FilterChoice({ type, name, label, count, checked, onChange, sheet, updating }: ChoiceProps) {
  const empty = count === 0 && !checked;
  return (
    <label
      className={`flex items-center gap-2.5 rounded-field px-1.5 text-sm ${sheet ? 'min-h-11' : 'min-h-8'} ${
        empty ? 'cursor-not-allowed text-base-content/45' : 'cursor-pointer hover:bg-base-200/70'
      }`}
    >
      <input
        type={type}
        name={name}
        className={
          type === 'checkbox'
            ? 'checkbox checkbox-primary checkbox-sm shrink-0'
            : 'radio radio-primary radio-sm shrink-0'
        }
        checked={checked}
        disabled={empty}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="min-w-0 flex-1">{label}</span>
      {count !== undefined && (
        <>
          <span
            className={`tabular-nums text-xs ${empty ? '' : 'text-base-content/65'} ${updating ? 'opacity-60' : ''}`}
            aria-hidden="true"
          >
            {count}
          </span>
          <span className="sr-only">{`, ${count} ${count === 1 ? 'tea' : 'teas'}`}</span>
        </>
      )}
    </label>
  );
}
