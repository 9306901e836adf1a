import { type ReactNode, useId } from 'react';

type ConsentBoxProps = {
  label: ReactNode;
  /** A line under the label (what to do next, the server's answer), read with the box. */
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** A box the customer ticks to agree to something (the terms, the newsletter), its words in small type beside it. */
export function ConsentBox({ label, hint, checked, disabled = false, onChange }: ConsentBoxProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="checkbox checkbox-primary mt-0.5"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="cursor-pointer text-sm leading-relaxed text-base-content/85">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-base-content/70">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
