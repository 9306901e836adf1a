import { REFUND_REASON_MAX } from '@teatree/shared/schemas/refund';
import { TextAreaField } from '../../../components/ui/form-field';

type ReasonFieldProps = {
  /** What the reason is for, and who reads it: "Why are you returning them?". */
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/**
 * The reason a refund or a return request gives (docs/decisions/0034-refunds.md): required, and no
 * longer than the shop keeps, since the other side reads it by e-mail.
 */
export function ReasonField({ label, value, error, onChange }: ReasonFieldProps) {
  return (
    <TextAreaField
      label={label}
      rows={3}
      maxLength={REFUND_REASON_MAX}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
