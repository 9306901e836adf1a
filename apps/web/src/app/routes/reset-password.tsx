import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card';
import { FormAlert } from '../../components/ui/form-field';
import { Link } from '../../components/ui/link';
import { toast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { useResetPassword } from '../../features/auth/api/reset-password';
import { RequestNewLinkForm } from '../../features/auth/components/request-new-link-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { ApiError } from '../../lib/api-client';
import { failureMessage } from '../../lib/form-errors';

const backToLogin = (
  <Link to={paths.login.getHref()} className="link link-primary font-semibold">
    Back to Login
  </Link>
);

/**
 * Where the mailed reset link lands: the server checked the token and sent the visitor here with it
 * (or with ?error=INVALID_TOKEN). A link that fails offers a fresh one on the spot. A verification link
 * lands here too (?verified=1): the owner of the newly proven address chooses the account's password
 * (docs/decisions/0009-accounts-trust.md).
 */
export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  // Sent here by a verification link: the address is proven, and its owner chooses the account's password.
  const justVerified = searchParams.get('verified') === '1';
  const [rejected, setRejected] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const resetPassword = useResetPassword();
  const navigate = useNavigate();

  if (!token || linkError || rejected) {
    const broken = Boolean(linkError) || rejected;
    return (
      <AuthCard
        title="Reset your password"
        description={
          broken ? undefined : 'Ask for a reset link first: we e-mail it to you, and it brings you back here.'
        }
        footer={backToLogin}
      >
        {broken && (
          <FormAlert message="This reset link is invalid or has expired. Links work once, within an hour: ask for a new one below." />
        )}
        <RequestNewLinkForm />
      </AuthCard>
    );
  }

  const onSubmit = async (newPassword: string) => {
    setFormError(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword });
      toast.success(
        justVerified
          ? 'Your password is saved. Please sign in with it.'
          : 'Your new password is saved. Please sign in with it.',
      );
      navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      // A used or expired token cannot be saved by typing again; anything else (a password the server
      // finds too short, say) can, so it stays on the form.
      if (error instanceof ApiError && error.reason === 'INVALID_TOKEN') setRejected(true);
      else setFormError(failureMessage(error));
    }
  };

  return (
    <AuthCard
      title={justVerified ? 'Your e-mail address is verified: choose your password' : 'Choose a new password'}
      description={
        justVerified
          ? 'To keep the account yours, it takes a password chosen now, by whoever opened the link we mailed: the one typed at sign-up no longer works. Type it twice, then sign in with it.'
          : 'Type it twice to be sure. Then sign in with your new password.'
      }
      footer={backToLogin}
    >
      <ResetPasswordForm onSubmit={onSubmit} />
      <FormAlert message={formError} />
    </AuthCard>
  );
}
