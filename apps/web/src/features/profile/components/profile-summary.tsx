import type { ShopUser } from '@teatree/shared/schemas/auth';
import { HiOutlineCheckBadge, HiOutlineExclamationTriangle } from 'react-icons/hi2';
import { SkeletonBars } from '../../../components/ui/skeleton-bars';
import { toast } from '../../../components/ui/toast';
import { failureMessage } from '../../../lib/form-errors';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { ProfilePhoto } from './profile-photo';

const memberSince = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' });

/**
 * The photo (changed or removed here), display name and e-mail of the profile screen (docs/product.md),
 * with the account's standing.
 */
export function ProfileSummary({ profile }: { profile: ShopUser }) {
  const resend = useSendVerificationEmail();
  const since = new Date(profile.createdAt);

  return (
    <section aria-labelledby="profile-name" className="flex flex-col items-center gap-4 surface p-6 text-center sm:p-8">
      <ProfilePhoto profile={profile} />
      <div className="flex min-w-0 max-w-full flex-col gap-1">
        <h2 id="profile-name" className="break-words text-2xl font-semibold">
          {profile.name}
        </h2>
        <p className="break-all text-base-content/75">{profile.email}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <span className={`badge ${profile.role === 'admin' ? 'badge-accent' : 'badge-primary badge-soft'}`}>
          {profile.role === 'admin' ? 'Administrator' : 'Customer'}
        </span>
        {profile.emailVerified ? (
          <span className="badge badge-success badge-soft gap-1">
            <HiOutlineCheckBadge className="size-4" aria-hidden="true" /> E-mail verified
          </span>
        ) : (
          <span className="badge badge-warning badge-soft gap-1 text-amber-ink">
            <HiOutlineExclamationTriangle className="size-4" aria-hidden="true" /> E-mail not verified
          </span>
        )}
      </div>
      {!profile.emailVerified && (
        <div className="w-full rounded-field bg-base-200/80 p-4 text-sm text-base-content/80">
          <p>We e-mailed you a link to verify your address. Nothing arrived?</p>
          <button
            type="button"
            className="btn btn-outline btn-primary btn-sm mt-3"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(profile.email, {
                onSuccess: () => toast.success(`We sent a new link to ${profile.email}`),
                onError: (error) => toast.error(failureMessage(error, 'The link could not be sent. Try again soon.')),
              })
            }
          >
            {resend.isPending ? 'Sending…' : 'Send the link again'}
          </button>
        </div>
      )}
      {!Number.isNaN(since.getTime()) && (
        <p className="text-sm text-base-content/70">Tea lover since {memberSince.format(since)}</p>
      )}
    </section>
  );
}

export function ProfileSummarySkeleton() {
  return (
    <SkeletonBars
      className="flex flex-col items-center gap-4 surface p-8"
      bars={['size-28 rounded-full', 'h-6 w-40', 'h-4 w-52', 'h-5 w-32']}
    />
  );
}
