import { toasts } from '@teatree/shared/messages';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useHydrated } from '../../../hooks/use-hydrated';
import { ApiError } from '../../../lib/api-client';
import { useSendContact } from '../api/send-contact';
import { type ContactErrors, type ContactFields, checkContact } from '../check-contact';

const fieldNames: (keyof ContactFields)[] = ['name', 'email', 'message'];

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-error">
      {message}
    </p>
  );
}

/** A field of the form: its label, its control (`children`, with the id `id`) and its error under it. */
function ContactField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium">
        {label}
      </label>
      {children}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

function readFields(form: HTMLFormElement): ContactFields {
  const data = new FormData(form);
  const [name, email, message] = fieldNames.map((field) => String(data.get(field) ?? ''));
  return { name: name ?? '', email: email ?? '', message: message ?? '' };
}

/**
 * The form checks the rules the server checks, in the same words (features/contact/check-contact.ts):
 * on sending, then on every change once it has been sent. The first field with a problem takes the focus.
 */
export function ContactForm() {
  const id = useId();
  const sendContact = useSendContact();
  // The home page's last section hydrates on its own, once its code has come (see app/routes/home.tsx).
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sentOnce, setSentOnce] = useState(false);

  const showErrors = (form: HTMLFormElement, found: ContactErrors) => {
    setErrors(found);
    const first = fieldNames.find((name) => found[name]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSentOnce(true);
    const checked = checkContact(readFields(form));
    if ('errors' in checked) {
      showErrors(form, checked.errors);
      return;
    }
    setErrors({});
    try {
      await sendContact.mutateAsync(checked.message);
      toast.success(toasts.contactOk);
      form.reset();
      setSentOnce(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        showErrors(form, Object.fromEntries(fieldNames.map((name) => [name, error.fields[name]])));
      }
      toast.error(toasts.contactFailed);
    }
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!sentOnce) return;
    const checked = checkContact(readFields(event.currentTarget));
    setErrors('errors' in checked ? checked.errors : {});
  };

  const fieldId = (name: keyof ContactFields) => `${id}-${name}`;
  // The control's own attributes: its name, and its error tied to it for screen readers.
  const control = (name: keyof ContactFields) => {
    const invalid = Boolean(errors[name]);
    return {
      id: fieldId(name),
      name,
      'aria-invalid': invalid,
      'aria-describedby': invalid ? `${fieldId(name)}-error` : undefined,
    };
  };
  const inputClass = (name: keyof ContactFields) =>
    `input input-lg w-full bg-base-100 text-base ${errors[name] ? 'input-error' : ''}`;
  const sending = sendContact.isPending;

  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-5">
      <ContactField id={fieldId('name')} label="Name" error={errors.name}>
        <input type="text" autoComplete="name" className={inputClass('name')} {...control('name')} />
      </ContactField>
      <ContactField id={fieldId('email')} label="Email" error={errors.email}>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          className={inputClass('email')}
          {...control('email')}
        />
      </ContactField>
      <ContactField
        id={fieldId('message')}
        label={
          <>
            Message <span className="font-normal text-base-content/70">(optional)</span>
          </>
        }
        error={errors.message}
      >
        <textarea
          rows={5}
          className={`textarea w-full bg-base-100 text-base ${errors.message ? 'textarea-error' : ''}`}
          {...control('message')}
        />
      </ContactField>
      {/* Drawn here rather than with the shared SubmitButton: the home page's last section loads no
          chunk of the account screens (docs/decisions/0018-home-page-scripts.md). */}
      <button type="submit" className="btn btn-primary btn-lg self-start px-8" disabled={sending || !hydrated}>
        {sending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {sending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
