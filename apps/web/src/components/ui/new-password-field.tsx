import type { ComponentProps } from 'react';
import { PASSWORD_HINT, PasswordField } from './form-field';

type NewPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete' | 'hint'>;

/**
 * The new password a customer chooses (a reset, or a change in My Profile): offered to the browser's
 * password manager as a new one, with the sign-up rule under it (docs/product.md, "Validation rules").
 * Spread react-hook-form's `register(...)` into it.
 */
export function NewPasswordField(props: NewPasswordFieldProps) {
  return <PasswordField label="New password" autoComplete="new-password" hint={PASSWORD_HINT} {...props} />;
}
