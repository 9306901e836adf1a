import { useId } from 'react';
import { FieldFrame } from '../../../components/ui/form-field';

/** The red message under a control that is not a text field (the shipping box, the list of teas). */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-error">
      {message}
    </p>
  );
}

type TinsFieldProps = {
  /** What the tins are counted for: "Tins to refund of", "Tins to return of". */
  label: string;
  name: string;
  size: string | null;
  left: number;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** How many tins of one tea to refund or return, from none to what is left of it. */
export function TinsField({ label: start, name, size, left, value, error, onChange }: TinsFieldProps) {
  const id = useId();
  const leftId = useId();
  return (
    <FieldFrame
      id={id}
      label={
        <>
          {start} {name}
          {size && <span className="font-normal text-base-content/75"> ({size})</span>}
        </>
      }
      error={error}
    >
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={left}
          step={1}
          className={`input w-24 bg-base-100 text-base tabular-nums ${error ? 'input-error' : ''}`}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={[leftId, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
        <span id={leftId} className="text-sm text-base-content/75">
          of {left} left
        </span>
      </div>
    </FieldFrame>
  );
}
