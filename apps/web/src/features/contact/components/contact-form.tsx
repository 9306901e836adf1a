import { toasts } from '@teatree/shared/messages';
import { type FormEvent, useId, useState } from 'react';
import { OptionalLabel } from '../../../components/ui/optional-label';
import { SubmitButton } from '../../../components/ui/submit-button';
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

  const field = (name: keyof ContactFields) => {
    const invalid = Boolean(errors[name]);
    const errorId = `${id}-${name}-error`;
    return {
      id: `${id}-${name}`,
      errorId,
      invalid,
      props: { name, 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined },
    };
  };
  const nameField = field('name');
  const emailField = field('email');
  const messageField = field('message');
  const inputClass = (invalid: boolean) =>
    `input input-lg w-full bg-base-100 text-base ${invalid ? 'input-error' : ''}`;
  const sending = sendContact.isPending;

  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate className="flex flex-col gap-5">
      <div>
        <label htmlFor={nameField.id} className="mb-1.5 block font-medium">
          Name
        </label>
        <input
          id={nameField.id}
          type="text"
          autoComplete="name"
          className={inputClass(nameField.invalid)}
          {...nameField.props}
        />
        <FieldMessage id={nameField.errorId} message={errors.name} />
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
          {...emailField.props}
        />
        <FieldMessage id={emailField.errorId} message={errors.email} />
      </div>
      <div>
        <label htmlFor={messageField.id} className="mb-1.5 block font-medium">
          <OptionalLabel>Message</OptionalLabel>
        </label>
        <textarea
          id={messageField.id}
          rows={5}
          className={`textarea w-full bg-base-100 text-base ${messageField.invalid ? 'textarea-error' : ''}`}
          {...messageField.props}
        />
        <FieldMessage id={messageField.errorId} message={errors.message} />
      </div>
      <SubmitButton
        className="btn btn-primary btn-lg self-start px-8"
        busy={sending}
        busyLabel="Sending…"
        disabled={!hydrated}
      >
        Send message
      </SubmitButton>
    </form>
  );
}
