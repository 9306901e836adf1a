import type { ReactNode } from 'react';

type SubmitButtonProps = {
  /** The form is being sent: the button turns off and spins. */
  busy: boolean;
  /** What it says meanwhile ("Saving…"); without one it keeps its label. */
  busyLabel?: ReactNode;
  /** Off for another reason than sending (terms not ticked, the page not taken over yet). */
  disabled?: boolean;
  className: string;
  children: ReactNode;
};

/** A form's send button, as every form of the shop draws it: off and spinning while the form is sent. */
export function SubmitButton({ busy, busyLabel, disabled = false, className, children }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={disabled || busy}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
