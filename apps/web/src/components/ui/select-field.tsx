import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { FieldFrame, framedControl } from './form-field';

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
      <select {...framedControl('select', { id, error, hint, className })} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
