type RuleCheckboxProps = {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
};

/**
 * A yes-or-no rule of the promotion (whether it is active, whether it combines): a checkbox with the rule's
 * name and what it means, and the server's message under it. The form asks two of them alike.
 */
export function RuleCheckbox({ label, description, checked, onChange, error }: RuleCheckboxProps) {
  return (
    <>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="checkbox checkbox-primary mt-0.5"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <span className="font-medium">{label}</span>
          <span className="block text-sm text-base-content/70">{description}</span>
        </span>
      </label>
      {error && <p className="-mt-3 text-sm font-medium text-error">{error}</p>}
    </>
  );
}
