import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { EmailField, FormAlert, FormNote } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';
import { useSignUp } from '../../../lib/subscriptions';

/**
 * "Tell me when it's back" on a sold-out tea's page (docs/decisions/0044-mails-with-consent.md): one mail
 * when the tea is back, or `size` when that size of a tea of several is the one sold out. The address is
 * the signed-in customer's until another is typed; a visitor confirms theirs by the link we mail. The
 * answer's message shows under the form; what is wrong with the address, under its field.
 */
export function BackInStock({ productId, size }: { productId: string; size?: { id: string; label: string } }) {
  const headingId = useId();
  const { user } = useSession();
  // Undefined until the shopper types: the field then shows the signed-in customer's address.
  const [typed, setTyped] = useState<string>();
  const email = typed ?? user?.email ?? '';
  const [fieldError, setFieldError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [message, setMessage] = useState<string>();
  const signUp = useSignUp();
  const queryClient = useQueryClient();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (signUp.isPending) return;
    setFieldError(undefined);
    setProblem(undefined);
    setMessage(undefined);
    const outcome = await signUp.mutateAsync({
      kind: 'back_in_stock',
      email,
      productId,
      ...(size && { sizeId: size.id }),
    });
    if (outcome.ok) {
      setMessage(outcome.message);
    } else if (outcome.about === 'email') {
      setFieldError(outcome.message);
      (form.elements.namedItem('email') as HTMLInputElement | null)?.focus();
    } else if (outcome.about === 'tea') {
      // Its stock changed since the page was drawn (it sells again): the page is drawn anew, and says so.
      toast(outcome.message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
    } else {
      setProblem(outcome.message);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-field border border-base-300 p-5">
      <h2 id={headingId} className="text-xl font-semibold">
        Tell me when it's back
      </h2>
      <p className="leading-relaxed text-base-content/75">
        {size ? `The ${size.label} is sold out. ` : ''}Leave your e-mail address and we will write to you once, as soon
        as it is back.
      </p>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="flex flex-col gap-4">
        <EmailField
          name="email"
          value={email}
          error={fieldError}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setFieldError(undefined);
          }}
        />
        <SubmitButton className="btn btn-primary self-start" busy={signUp.isPending}>
          Notify me
        </SubmitButton>
      </form>
      {message && <FormNote>{message}</FormNote>}
      <FormAlert message={problem} />
    </section>
  );
}
