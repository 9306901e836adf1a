import type { ReactNode } from 'react';

type CheckboxLineProps = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Only for a box with a message under it (the shipping to refund): whether the message is an error. */
  invalid?: boolean;
  /** The id of that message, while it shows. */
  describedBy?: string;
};

/**
 * A checkbox with its label beside it, as the refund and return dialogs offer them: the tins back in
 * stock, the shipping refunded too.
 */
export function CheckboxLine({ label, checked, onChange, invalid, describedBy }: CheckboxLineProps) {
  return (
    <label className="flex items-center gap-3">
      <input
        type="checkbox"
        className="checkbox checkbox-primary"
        checked={checked}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
