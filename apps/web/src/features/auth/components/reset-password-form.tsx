import { passwordField } from '@teatree/shared/schemas/fields';
import { z } from 'zod';
import { PasswordField } from '../../../components/ui/form-field';
import { NewPasswordField } from '../../../components/ui/new-password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useZodForm } from '../../../hooks/use-zod-form';

const newPasswordSchema = z
  .object({
    newPassword: passwordField,
    confirmPassword: z.string().min(1, { error: 'Please enter the new password again' }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The two passwords are not the same',
  });

type ResetPasswordFormProps = { onSubmit: (newPassword: string) => Promise<void> };

/**
 * A new password under the sign-up rule (docs/product.md, "Validation rules"), typed twice so a slip
 * does not lock anyone out.
 */
export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(newPasswordSchema, { newPassword: '', confirmPassword: '' });

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values.newPassword))} noValidate className="flex flex-col gap-5">
      <NewPasswordField error={errors.newPassword?.message} {...register('newPassword')} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton className="btn btn-primary btn-lg w-full" busy={isSubmitting} busyLabel="Saving…">
        Save new password
      </SubmitButton>
    </form>
  );
}
