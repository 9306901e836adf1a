import { TextField } from '../../../components/ui/form-field';

type NameFieldProps = {
  value: string;
  onChange: (name: string) => void;
  error: string | undefined;
  /** An example name ("Europe", "Standard"). */
  placeholder: string;
};

/**
 * A zone's or a shipping method's name, in its dialog: at most 60 characters (SHIPPING_LIMITS.name), as
 * the server takes it.
 */
export function NameField({ value, onChange, error, placeholder }: NameFieldProps) {
  return (
    <TextField
      label="Name"
      value={value}
      maxLength={60}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      placeholder={placeholder}
    />
  );
}
