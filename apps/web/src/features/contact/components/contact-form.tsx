import { zodResolver } from '@hookform/resolvers/zod';
import { toasts } from '@teatree/shared/messages';
import { type ContactInput, contactInput } from '@teatree/shared/schemas/contact';
import { useId } from 'react';
import { type FieldError, type Path, useForm } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { useHydrated } from '../../../hooks/use-hydrated';
import { ApiError } from '../../../lib/api-client';
import { type ContactMessage, useSendContact } from '../api/send-contact';

const emptyForm: ContactInput = { name: '', email: '', message: '' };
const fieldNames: Path<ContactInput>[] = ['name', 'email', 'message'];

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-error">
      {error.message}
    </p>
  );
}

/** The same zod rule checks the form here and the body on the server, so both say the same words. */
export function ContactForm() {
  const id = useId();
  const sendContact = useSendContact();
  // The home page's last section hydrates on its own, once its code has come (see app/routes/home.tsx).
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactInput),
    defaultValues: emptyForm,
  });

  const onSubmit = async (values: ContactMessage) => {
    try {
      await sendContact.mutateAsync(values);
      toast.success(toasts.contactOk);
      reset(emptyForm);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        for (const name of fieldNames) {
          const message = error.fields[name];
          if (message) setError(name, { type: 'server', message }, { shouldFocus: true });
        }
      }
      toast.error(toasts.contactFailed);
    }
  };

  const field = (name: keyof ContactInput) => ({
    id: `${id}-${name}`,
    errorId: `${id}-${name}-error`,
    invalid: Boolean(errors[name]),
  });
  const nameField = field('name');
  const emailField = field('email');
  const messageField = field('message');
  const inputClass = (invalid: boolean) =>
    `input input-lg w-full bg-base-100 text-base ${invalid ? 'input-error' : ''}`;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <div>
        <label htmlFor={nameField.id} className="mb-1.5 block font-medium">
          Name
        </label>
        <input
          id={nameField.id}
          type="text"
          autoComplete="name"
          className={inputClass(nameField.invalid)}
          aria-invalid={nameField.invalid}
          aria-describedby={nameField.invalid ? nameField.errorId : undefined}
          {...register('name')}
        />
        <FieldMessage id={nameField.errorId} error={errors.name} />
      </div>
      <div>
        <label htmlFor={emailField.id} className="mb-1.5 block font-medium">
          Email
        </label>
        <input
          id={emailField.id}
          type="email"
          autoComplete="email"
          inputMode="email"
          className={inputClass(emailField.invalid)}
          aria-invalid={emailField.invalid}
          aria-describedby={emailField.invalid ? emailField.errorId : undefined}
          {...register('email')}
        />
        <FieldMessage id={emailField.errorId} error={errors.email} />
      </div>
      <div>
        <label htmlFor={messageField.id} className="mb-1.5 block font-medium">
          Message <span className="font-normal text-base-content/70">(optional)</span>
        </label>
        <textarea
          id={messageField.id}
          rows={5}
          className={`textarea w-full bg-base-100 text-base ${messageField.invalid ? 'textarea-error' : ''}`}
          aria-invalid={messageField.invalid}
          aria-describedby={messageField.invalid ? messageField.errorId : undefined}
          {...register('message')}
        />
        <FieldMessage id={messageField.errorId} error={errors.message} />
      </div>
      <button type="submit" className="btn btn-primary btn-lg self-start px-8" disabled={isSubmitting || !hydrated}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {isSubmitting ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
