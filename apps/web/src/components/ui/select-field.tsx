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

type OptionsProps<Value extends string> =
  /** The values, each shown by its name (or as itself when the list has no names). */
  | { values: readonly Value[]; names?: Readonly<Record<Value, string>> }
  /** The choices, each a value and the words that show it. */
  | { choices: readonly { value: string; label: string }[] };

/** A select's choices: a list of values, or of values with their words. */
export function Options<Value extends string>(props: OptionsProps<Value>) {
  const choices =
    'choices' in props
      ? props.choices
      : props.values.map((value) => ({ value, label: props.names ? props.names[value] : value }));
  return choices.map(({ value, label }) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
