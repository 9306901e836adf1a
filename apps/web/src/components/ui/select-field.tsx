import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { controlProps, FieldFrame } from './form-field';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/** A choice from a list, framed as every other field (components/ui/form-field.tsx); its own file keeps it out of the first script. */
export function SelectField({ label, error, hint, children, className = '', ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        className={`select w-full bg-base-100 text-base ${error ? 'select-error' : ''} ${className}`}
        {...controlProps(id, error, hint)}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
