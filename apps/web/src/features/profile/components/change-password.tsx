import { toasts } from '@teatree/shared/messages';
import { signInInput } from '@teatree/shared/schemas/auth';
import { passwordField } from '@teatree/shared/schemas/fields';
import { type FormEvent, useRef } from 'react';
import { z } from 'zod';
import { PasswordField } from '../../../components/ui/form-field';
import { NewPasswordField } from '../../../components/ui/new-password-field';
import { toast } from '../../../components/ui/toast';
import { useZodForm } from '../../../hooks/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { isAuthFailure, useAuthFailure } from '../../../lib/auth-failure';
import { showServerErrors } from '../../../lib/form-errors';
import { type PasswordChange, useChangePassword } from '../api/change-password';

export const PASSWORD_CHANGED = 'Your password is changed. Other devices are signed out.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not right';

// The current password only has to be there; the new one follows the sign-up rule, in its words.
const changePasswordSchema = z.object({
  currentPassword: signInInput.shape.password,
  newPassword: passwordField,
});
const emptyForm: PasswordChange = { currentPassword: '', newPassword: '' };

/**
 * Change your password: the current one proves it is the customer, and every other device is signed out
 * once it is changed. This one stays signed in.
 */
export function ChangePassword() {
  const changePassword = useChangePassword();
  const onAuthFailure = useAuthFailure();
  const button = useRef<HTMLButtonElement>(null);
  // The button stays focusable while the change is sent (aria-disabled): this keeps a second press from sending it twice.
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(changePasswordSchema, emptyForm);

  const onValid = async (change: PasswordChange) => {
    try {
      await changePassword.mutateAsync(change);
      reset(emptyForm);
      toast.success(PASSWORD_CHANGED);
      button.current?.focus();
    } catch (error) {
      if (isAuthFailure(error)) {
        // docs/product.md, "Errors": the session ended (expired, or signed out elsewhere) before the change.
        toast.error(toasts.noUser);
        await onAuthFailure(error);
        return;
      }
      if (error instanceof ApiError && error.reason === 'INVALID_PASSWORD') {
        setError('currentPassword', { type: 'server', message: WRONG_CURRENT_PASSWORD }, { shouldFocus: true });
        return;
      }
      // A new password the server refuses shows under its field; anything else (an account that signs in
      // with Google has no password to change) in a red toast.
      const message = showServerErrors(error, setError, ['currentPassword', 'newPassword']);
      if (message) toast.error(message);
    }
  };

  const submit = handleSubmit(onValid);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await submit(event);
    } finally {
      sending.current = false;
    }
  };

  return (
    <section aria-labelledby="change-password-heading" className="surface p-6 sm:p-8">
      <h2 id="change-password-heading" className="mb-1 text-2xl font-semibold">
        Change your password
      </h2>
      <p className="mb-6 text-base-content/75">
        You stay signed in here; every other device is signed out once it is changed.
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <NewPasswordField error={errors.newPassword?.message} {...register('newPassword')} />
        </div>
        <div>
          <button ref={button} type="submit" className="btn btn-primary px-8" aria-disabled={isSubmitting || undefined}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Change password
          </button>
        </div>
      </form>
    </section>
  );
}
