import { fieldMessages, toasts } from '@teatree/shared/messages';
import { emailField, passwordField } from '@teatree/shared/schemas/fields';
import { useState } from 'react';
import { z } from 'zod';
import { EmailField, FormAlert, FormNote, PasswordField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useZodForm } from '../../../hooks/use-zod-form';
import { failureMessage, showServerErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSignIn } from '../api/sign-in';

// The login form checks the password with the sign-up rule too (docs/product.md, "Validation rules").
const loginSchema = z.object({ email: emailField, password: passwordField });
type LoginCredentials = z.output<typeof loginSchema>;

/**
 * E-mail and password sign-in. The page moves on by itself once the session says who signed in.
 * `notice` is a failure that brought the visitor here (a refused Google sign-in): it shows in the
 * form's red line until the form is sent.
 */
export function LoginForm({ notice = null }: { notice?: string | null }) {
  const signIn = useSignIn();
  const requestReset = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(notice);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const [rememberMe, setRememberMe] = useState(true);
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setFocus,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(loginSchema, { email: '', password: '' });

  const onSubmit = async (credentials: LoginCredentials) => {
    setFormError(null);
    try {
      await signIn.mutateAsync({ ...credentials, rememberMe });
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['email', 'password']));
    }
  };

  // An empty e-mail gets a browser alert; otherwise the reset link is mailed (docs/product.md, "Validation rules").
  const onForgotPassword = async () => {
    const email = getValues('email').trim();
    if (!email) {
      window.alert(fieldMessages.forgotPasswordEmail);
      setFocus('email');
      return;
    }
    if (!(await trigger('email'))) {
      setFocus('email');
      return;
    }
    requestReset.mutate(email.toLowerCase(), {
      onSuccess: () => {
        toast.success(toasts.resetSent);
        // The red line said what happened last (a wrong password); the reset link is what happened now.
        setFormError(null);
        setResetSentTo(email.toLowerCase());
      },
      onError: (error) => toast.error(failureMessage(error)),
    });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAction={
          <button
            type="button"
            className="link link-primary text-sm font-medium no-underline hover:underline"
            onClick={onForgotPassword}
            disabled={requestReset.isPending}
          >
            {requestReset.isPending ? 'Sending…' : 'Forgot password?'}
          </button>
        }
        {...register('password')}
      />
      {resetSentTo && (
        <FormNote>
          We sent a link to <strong className="break-all">{resetSentTo}</strong>. Open it to choose a new password.
        </FormNote>
      )}
      <label className="flex cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          className="checkbox checkbox-primary checkbox-sm"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        Keep me signed in on this device
      </label>
      {/* Never the browser's own submit, which would put the password in the address (scripts off). */}
      <SubmitButton
        className="btn btn-primary btn-lg w-full"
        busy={isSubmitting}
        busyLabel="Signing in…"
        disabled={!hydrated}
      >
        Login
      </SubmitButton>
      <FormAlert message={formError} />
    </form>
  );
}
