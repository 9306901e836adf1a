import { useState } from 'react';
import type { FooterNote } from '../../lib/subscriptions';

/**
 * The footer's newsletter sign-up (docs/decisions/0044-mails-with-consent.md). The footer is in every
 * page's first script, so this is the form alone: what checks and sends the address (lib/subscriptions.ts)
 * loads when it is first sent. The note under the field is the answer's message, or what is wrong.
 */
export function NewsletterSignup() {
  const [note, setNote] = useState<FooterNote>();
  return (
    <form
      noValidate
      className="flex w-full max-w-sm flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        import('../../lib/subscriptions').then(
          (module) => module.sendFooterSignUp(form, setNote),
          // Its code did not come (the connection dropped): the next press asks again.
          () => setNote({ text: 'Please try again.', bad: true }),
        );
      }}
    >
      <label htmlFor="newsletter-email" className="font-medium">
        Get our newsletter
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          aria-invalid={note?.bad}
          aria-describedby="newsletter-note"
          className="input min-w-0 flex-1 bg-base-100 text-base text-base-content"
        />
        <button type="submit" className="btn btn-primary">
          Subscribe
        </button>
      </div>
      <p
        id="newsletter-note"
        role="status"
        className={note?.bad ? 'rounded-field bg-error px-3 py-2 text-sm text-error-content' : 'text-sm'}
      >
        {note?.text}
      </p>
    </form>
  );
}
