import { HiOutlineCheckBadge, HiOutlineExclamationTriangle } from 'react-icons/hi2';
import { useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth';

const shopLink = (
  <Link to={paths.products.getHref()} className="link link-primary font-semibold">
    Back to the shop
  </Link>
);

/**
 * Where the mailed verification link ends (GET /api/auth/verify-email?token=…&callbackURL=/verified).
 * The server has verified the address by then, and changed nobody's session: whoever is signed in in
 * this browser stays so, and a visitor signs in as themselves. A link it refused comes back with
 * ?error=INVALID_TOKEN or TOKEN_EXPIRED (any case), and a new one is sent from /profile. An account whose
 * password is still to choose is sent to /reset-password?verified=1 instead.
 */
export default function VerifiedRoute() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const { user } = useSession();

  if (error !== null) {
    const expired = error.toLowerCase() === 'token_expired';
    return (
      <AuthCard
        title="This link is no longer valid"
        description={
          expired
            ? 'Verification links work for an hour, and this one has run out.'
            : 'It may have been used already, or only part of it was copied from the e-mail.'
        }
        footer={shopLink}
      >
        <HiOutlineExclamationTriangle className="mx-auto -mt-2 size-12 text-amber-ink" aria-hidden="true" />
        <p className="text-center leading-relaxed text-base-content/85">
          Your e-mail address is not verified yet. Send yourself a new link from your profile page: it takes one click
          {user ? '' : ' once you are signed in'}.
        </p>
        <Link to={paths.profile.getHref()} className="btn btn-primary btn-lg w-full">
          Send a new link from my profile
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Your e-mail address is verified"
      description="Thank you! Your TeaTree account is all set: order, pay for and review our teas whenever you like."
    >
      <HiOutlineCheckBadge className="mx-auto -mt-2 size-12 text-primary" aria-hidden="true" />
      <div className="flex flex-col gap-3">
        <Link to={paths.products.getHref()} className="btn btn-primary btn-lg w-full">
          Browse our teas
        </Link>
        {user ? (
          <Link to={paths.profile.getHref()} className="btn btn-outline btn-primary btn-lg w-full">
            Go to my profile
          </Link>
        ) : (
          <Link to={paths.login.getHref()} className="btn btn-outline btn-primary btn-lg w-full">
            Sign in
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
