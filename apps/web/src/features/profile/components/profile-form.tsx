import { toasts } from '@teatree/shared/messages';
import { profileInput, type ShopUser } from '@teatree/shared/schemas/auth';
import { emailField } from '@teatree/shared/schemas/fields';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField, FormNote, TextAreaField, TextField } from '../../../components/ui/form-field';
import { OptionalLabel } from '../../../components/ui/optional-label';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { useZodForm } from '../../../hooks/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { showServerErrors } from '../../../lib/form-errors';
import { useChangeEmail } from '../api/change-email';
import { useUpdateProfile } from '../api/update-profile';

// The profile rule of packages/shared plus the e-mail, which changes through a confirmation link.
const profileFormSchema = profileInput.omit({ image: true }).extend({ email: emailField });
type ProfileFormValues = z.input<typeof profileFormSchema>;
type ProfileFormOutput = z.output<typeof profileFormSchema>;
const fieldNames: Path<ProfileFormValues>[] = ['name', 'email', 'phone', 'company', 'bio'];

const toFormValues = (profile: ShopUser): ProfileFormValues => ({
  name: profile.name,
  email: profile.email,
  phone: profile.phone,
  company: profile.company,
  bio: profile.bio,
});

/** The profile's update form, made to work (docs/product.md, departure 7): it saves, and says so. */
export function ProfileForm({ profile }: { profile: ShopUser }) {
  const updateProfile = useUpdateProfile();
  const changeEmail = useChangeEmail();
  const onAuthFailure = useAuthFailure();
  const [emailPending, setEmailPending] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useZodForm(profileFormSchema, toFormValues(profile));

  const onSubmit = async ({ email, ...changes }: ProfileFormOutput) => {
    const emailChanged = email !== profile.email.toLowerCase();
    try {
      const saved = await updateProfile.mutateAsync(changes);
      if (emailChanged) await changeEmail.mutateAsync(email);
      setEmailPending(emailChanged ? email : null);
      // The e-mail shown stays the current one until the confirmation link is opened.
      reset(toFormValues(saved));
      toast.success(emailChanged ? 'Profile saved. Please confirm your new e-mail.' : 'Your profile is saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // docs/product.md, "Errors": the session ended (expired, or signed out elsewhere) before saving.
        toast.error(toasts.noUser);
        await onAuthFailure(error);
        return;
      }
      const message = showServerErrors(error, setError, fieldNames);
      toast.error(message ?? 'Please check the fields marked in red.');
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <EmailField
          error={errors.email?.message}
          hint="Changing it sends a confirmation link first."
          {...register('email')}
        />
        <TextField
          label={<OptionalLabel>Phone</OptionalLabel>}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={<OptionalLabel>Company</OptionalLabel>}
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
      </div>
      <TextAreaField
        label={<OptionalLabel>Bio</OptionalLabel>}
        rows={4}
        error={errors.bio?.message}
        hint="A line or two about you and the teas you love."
        {...register('bio')}
      />
      {emailPending && (
        <FormNote relaxed>
          We e-mailed a confirmation link. Your e-mail changes to <strong className="break-all">{emailPending}</strong>{' '}
          once it is opened.
        </FormNote>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton className="btn btn-primary px-8" busy={isSubmitting} busyLabel="Saving…">
          Save profile
        </SubmitButton>
        <button
          type="button"
          className="btn btn-ghost"
          disabled={!isDirty || isSubmitting}
          onClick={() => reset(toFormValues(profile))}
        >
          Undo changes
        </button>
      </div>
    </form>
  );
}
