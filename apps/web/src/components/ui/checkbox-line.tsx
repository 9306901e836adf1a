import type { ReactNode } from 'react';

type CheckboxLineProps = {
  label: ReactNode;
  /** What ticking it means, in smaller type under the label, which then reads in bold. */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A switch rather than a box: for a thing on or off (a delivery method offered to shoppers). */
  toggle?: boolean;
  /** The server's message about the choice, right under it. */
  error?: string;
  /** For a box whose message is drawn apart, with an id (the shipping a refund sends back): whether it is an error. */
  invalid?: boolean;
  /** The id of that message, while it shows. */
  describedBy?: string;
};

/**
 * A yes-or-no with its words beside it, as the shop's forms ask one: the tins back in stock, a method
 * collected at the shop, a promotion active, a zone for the rest of the world. With a description,
 * the box lines up with the label's first line and the description reads beneath it.
 */
export function CheckboxLine({
  label,
  description,
  checked,
  onChange,
  disabled,
  toggle = false,
  error,
  invalid,
  describedBy,
}: CheckboxLineProps) {
  const control = toggle ? 'toggle toggle-primary' : 'checkbox checkbox-primary';
  return (
    <>
      <label className={`flex ${description === undefined ? 'items-center' : 'items-start'} gap-3`}>
        <input
          type="checkbox"
          className={description === undefined ? control : `${control} mt-0.5`}
          checked={checked}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        {description === undefined ? (
          <span>{label}</span>
        ) : (
          <span>
            <span className="font-medium">{label}</span>
            <span className="block text-sm text-base-content/70">{description}</span>
          </span>
        )}
      </label>
      {error && <p className="-mt-3 text-sm font-medium text-error">{error}</p>}
    </>
  );
}
