import { consentMessages } from '@teatree/shared/schemas/consent';
import { useEffect, useRef } from 'react';
import { HiOutlineCheckBadge, HiOutlineExclamationTriangle } from 'react-icons/hi2';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/layout/auth-card';
import { FormAlert, FormNote } from '../../../components/ui/form-field';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-errors';
import { type MailLink, useFollowMailLink } from '../../../lib/subscriptions';

/** What each page says while its link is followed, and once it has been. */
const wording: Record<MailLink, { busy: string; done: (changed: boolean) => string }> = {
  confirm: {
    busy: 'Confirming your subscription',
    done: (changed) => (changed ? 'Subscription confirmed' : 'Nothing more to confirm'),
  },
  unsubscribe: { busy: 'Unsubscribing', done: () => 'You are unsubscribed' },
};

const shopLink = (
  <Link to={paths.products.getHref()} className="link link-primary font-semibold">
    Back to the shop
  </Link>
);

/**
 * Where a consent's mailed link lands (docs/decisions/0044-mails-with-consent.md): /subscribe/confirm
 * and /unsubscribe, each with the link's `?token=…`, open to anyone. The token is sent once as the page
 * opens (the ref keeps React's second run of the effect in development from sending it again), and the
 * page says what the server answered, or why the link does not work. Search engines are asked to leave
 * these pages out; the build does not draw them in advance either (app/router.tsx).
 */
export function MailLinkPage({ link }: { link: MailLink }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { mutate, data, error, isError } = useFollowMailLink(link);
  const sent = useRef<string | null>(null);
  const words = wording[link];

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);

  const noIndex = <meta name="robots" content="noindex" />;

  if (!token || isError) {
    // A link the server refused (400) cannot work by trying again; a call that did not get through can.
    const badLink = !token || (error instanceof ApiError && error.status === 400);
    return (
      <AuthCard title={badLink ? 'This link is not valid' : 'We could not do that just now'} footer={shopLink}>
        {noIndex}
        <HiOutlineExclamationTriangle className="mx-auto -mt-2 size-12 text-amber-ink" aria-hidden="true" />
        <FormAlert message={token ? failureMessage(error) : consentMessages.badLink} />
        {!badLink && (
          <button type="button" className="btn btn-primary btn-lg w-full" onClick={() => mutate(token)}>
            Try again
          </button>
        )}
      </AuthCard>
    );
  }

  if (!data) {
    return (
      <AuthCard title={words.busy} footer={shopLink}>
        {noIndex}
        <div aria-busy="true" className="flex justify-center">
          <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
          <span className="sr-only" role="status">
            {words.busy}
          </span>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={words.done(data.changed)} footer={shopLink}>
      {noIndex}
      <HiOutlineCheckBadge className="mx-auto -mt-2 size-12 text-primary" aria-hidden="true" />
      <FormNote relaxed>{data.message}</FormNote>
    </AuthCard>
  );
}
