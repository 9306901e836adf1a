import { toasts } from '@teatree/shared/messages';
import { lazy, Suspense, useEffect } from 'react';
import { PageFrame } from '../../components/layout/page-frame';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Loading } from '../../components/ui/loading';
import { toast } from '../../components/ui/toast';
import { useProfile } from '../../features/profile/api/get-profile';
import { ChangePassword } from '../../features/profile/components/change-password';
import { MailConsents } from '../../features/profile/components/mail-consents';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { ProfileSummary, ProfileSummarySkeleton } from '../../features/profile/components/profile-summary';
import { YourData } from '../../features/profile/components/your-data';
import { isAuthFailure } from '../../lib/auth-failure';

// The address rules and every country's format load only with this section, never on the home page
// (docs/decisions/0018-home-page-scripts.md, docs/decisions/0030-delivery-addresses.md).
const AddressBook = lazy(() =>
  import('../../features/addresses/components/address-book').then((module) => ({ default: module.AddressBook })),
);

export default function ProfileRoute() {
  const { data: profile, isPending, isError, error, refetch } = useProfile();

  // Signing out and going to /login follow from the query's refusal (lib/auth-failure.ts); this says why.
  useEffect(() => {
    if (isAuthFailure(error)) toast.error(toasts.noUser);
  }, [error]);

  return (
    <PageFrame
      id="profile-heading"
      eyebrow="Your account"
      title="My Profile"
      intro={<p>How we greet you, and how we reach you about your orders.</p>}
    >
      {isError && !profile ? (
        isAuthFailure(error) ? null : (
          <ErrorNotice message="Your profile could not be loaded just now." onRetry={() => refetch()} />
        )
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr] lg:gap-8">
          {isPending ? <ProfileSummarySkeleton /> : <ProfileSummary profile={profile} />}
          <div className="flex min-w-0 flex-col gap-6 lg:gap-8">
            <section aria-labelledby="profile-form-heading" className="surface p-6 sm:p-8">
              <h2 id="profile-form-heading" className="mb-1 text-2xl font-semibold">
                Update your details
              </h2>
              <p className="mb-6 text-base-content/75">Only you and the TeaTree team can see these details.</p>
              {isPending ? (
                <Loading label="Loading your profile" className="flex flex-col gap-5">
                  <div className="skeleton h-12 w-full" />
                  <div className="skeleton h-12 w-full" />
                  <div className="skeleton h-28 w-full" />
                </Loading>
              ) : (
                <ProfileForm profile={profile} />
              )}
            </section>
            {profile && (
              <Suspense fallback={<div className="skeleton h-40 w-full" />}>
                <AddressBook who={{ name: profile.name, phone: profile.phone }} />
              </Suspense>
            )}
            {profile && <MailConsents />}
            {profile && <ChangePassword />}
            {profile && <YourData />}
          </div>
        </div>
      )}
    </PageFrame>
  );
}
