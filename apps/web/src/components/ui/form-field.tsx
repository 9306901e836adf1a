import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId, useState } from 'react';
import { HiOutlineEye, HiOutlineEyeSlash } from 'react-icons/hi2';

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  /** Right of the label, e.g. "Forgot password?". */
  labelAction?: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A field's label, its control and the message under it: the frame every form field of the shop shares. */
export function FieldFrame({ id, label, labelAction, error, hint, children }: FieldFrameProps) {
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {labelAction}
      </div>
      {children}
      <FieldMessage id={id} error={error} hint={hint} className="mt-1.5" />
    </div>
  );
}

type FieldMessageProps = {
  /** The field's id: the message's own is made from it, for the field to name (`controlProps`). */
  id: string;
  error?: string;
  hint?: ReactNode;
  /** Room above it, when the field does not keep it. */
  className?: string;
};

/** The line under a field: what is wrong with it, in red, or else its hint. */
export function FieldMessage({ id, error, hint, className }: FieldMessageProps) {
  const spacing = className ? `${className} ` : '';
  if (error) {
    return (
      <p id={`${id}-error`} className={`${spacing}text-sm font-medium text-error`}>
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className={`${spacing}text-sm text-base-content/70`}>
      {hint}
    </p>
  ) : null;
}

/** Ties the message under a field to it, so a screen reader reads the error with the field. */
function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** What every control in a FieldFrame carries: the frame's id, and whether it is wrong and why. */
export function controlProps(id: string, error: string | undefined, hint: ReactNode) {
  return { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy(id, error, hint) };
}

/**
 * A FieldFrame's own control, with daisyUI's look for its kind (an input, a select, a text area), red
 * while it is wrong; `className` adds to it.
 */
export function framedControl(
  kind: 'input' | 'select' | 'textarea',
  { id, error, hint, className = '' }: { id: string; error?: string; hint?: ReactNode; className?: string },
) {
  return {
    className: `${kind} w-full bg-base-100 text-base ${error ? `${kind}-error` : ''} ${className}`,
    ...controlProps(id, error, hint),
  };
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  labelAction?: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A labelled input with its error or hint below; spread react-hook-form's `register(...)` into it. */
export function TextField({ label, labelAction, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} labelAction={labelAction} error={error} hint={hint}>
      <input {...framedControl('input', { id, error, hint, className })} {...input} />
    </FieldFrame>
  );
}

/** A password input with a show/hide switch: on a phone, seeing what was typed saves a failed attempt. */
export function PasswordField({ label, labelAction, error, hint, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} labelAction={labelAction} error={error} hint={hint}>
      <div className="relative">
        <input
          type={visible ? 'text' : 'password'}
          className={`input w-full bg-base-100 pr-12 text-base ${error ? 'input-error' : ''} ${className}`}
          {...controlProps(id, error, hint)}
          autoCapitalize="none"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square absolute right-1.5 top-1/2 z-[1] -translate-y-1/2 text-base-content/70"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? (
            <HiOutlineEyeSlash className="size-5" aria-hidden="true" />
          ) : (
            <HiOutlineEye className="size-5" aria-hidden="true" />
          )}
        </button>
      </div>
    </FieldFrame>
  );
}

/** The shop's e-mail input: the keyboard, the autofill and the label every form asks it with. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<TextFieldProps, 'label' | 'type'> & { label?: ReactNode }) {
  return <TextField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, className = '', ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea {...framedControl('textarea', { id, error, hint, className })} {...textarea} />
    </FieldFrame>
  );
}

/** The password rule (docs/product.md, "Validation rules"), said before anyone gets it wrong. */
export const PASSWORD_HINT = (
  <>
    Use at least one number and one of{' '}
    <span className="whitespace-nowrap font-mono text-xs"># ? ! @ $ % ^ &amp; * -</span>
  </>
);

/** The red message under a form (docs/product.md, "Errors"), announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-field border border-error/25 bg-error/8 px-4 py-3 text-sm font-medium text-error"
    >
      {message}
    </p>
  );
}

/** The green line under a form that says what was done ("We sent a link to …"), read out when it appears. */
export function FormNote({ relaxed = false, children }: { relaxed?: boolean; children: ReactNode }) {
  return (
    <p
      role="status"
      className={`rounded-field bg-leaf-50 px-4 py-3 text-sm ${relaxed ? 'leading-relaxed ' : ''}text-base-content/85`}
    >
      {children}
    </p>
  );
}
