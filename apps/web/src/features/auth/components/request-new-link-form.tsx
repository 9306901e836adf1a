import { toasts } from '@teatree/shared/messages';
import { emailField } from '@teatree/shared/schemas/fields';
import { useState } from 'react';
import { z } from 'zod';
import { EmailField, FormNote } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { useZodForm } from '../../../hooks/use-zod-form';
import { failureMessage } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';

const schema = z.object({ email: emailField });

/** Offered where a reset link failed: a fresh link is one e-mail away, without going back to /login. */
export function RequestNewLinkForm() {
  const requestReset = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { email: '' });

  const onSubmit = async ({ email }: z.output<typeof schema>) => {
    try {
      await requestReset.mutateAsync(email);
      toast.success(toasts.resetSent);
      setSent(true);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <EmailField error={errors.email?.message} {...register('email')} />
      <SubmitButton className="btn btn-primary w-full" busy={isSubmitting}>
        Send me a new link
      </SubmitButton>
      {sent && (
        <FormNote>If that address has an account, a new link is on its way. It works once, within the hour.</FormNote>
      )}
    </form>
  );
}
