import { toasts } from '@teatree/shared/messages';
import { signUpInput } from '@teatree/shared/schemas/auth';
import { useState } from 'react';
import { HiOutlineEnvelope } from 'react-icons/hi2';
import type { z } from 'zod';
import { ConsentBox } from '../../../components/ui/consent-box';
import { EmailField, FormAlert, PASSWORD_HINT, PasswordField, TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { showServerErrors } from '../../../lib/form-errors';
import { useSignUp } from '../api/sign-up';

type SignUpDetails = z.output<typeof signUpInput>;

/**
 * docs/product.md: the account is made and signed in at once, the verification link is mailed,
 * and the welcome toast shows. The page moves on by itself once the session has the new customer.
 */
export function SignupForm({ details }: { details?: { name: string; email: string } } = {}) {
  const signUp = useSignUp();
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(signUpInput, { name: details?.name ?? '', email: details?.email ?? '', password: '' });

  const onSubmit = async (details: SignUpDetails) => {
    setFormError(null);
    try {
      await signUp.mutateAsync(details);
      // The newest toast shows on top: the welcome goes second so it leads.
      toast(`We e-mailed a link to ${details.email}: open it to verify your address.`, {
        duration: 6000,
        icon: <HiOutlineEnvelope className="size-5 shrink-0" aria-hidden="true" />,
      });
      toast.success(toasts.welcome);
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['name', 'email', 'password']));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <EmailField
        error={errors.email?.message}
        hint="We will e-mail you a link to verify it."
        readOnly={Boolean(details)}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={PASSWORD_HINT}
        {...register('password')}
      />
      <ConsentBox
        label={
          <>
            {/* In a new tab, so what is typed here stays while the customer reads. */}I accept TeaTree's{' '}
            <a href={paths.terms.getHref()} target="_blank" rel="noopener noreferrer" className="link link-primary">
              terms and conditions<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            and agree that{' '}
            <a href={paths.privacy.getHref()} target="_blank" rel="noopener noreferrer" className="link link-primary">
              my order details are kept<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            to deliver my tea.
          </>
        }
        checked={acceptedTerms}
        onChange={setAcceptedTerms}
      />
      <SubmitButton
        className="btn btn-primary btn-lg w-full"
        busy={isSubmitting}
        busyLabel="Creating your account…"
        disabled={!acceptedTerms}
      >
        Sign Up
      </SubmitButton>
      {!acceptedTerms && (
        <p className="-mt-2 text-center text-sm text-base-content/70">Tick the box above to create your account.</p>
      )}
      <FormAlert message={formError} />
    </form>
  );
}
