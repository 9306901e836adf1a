import { Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { LoginForm } from '../../features/auth/components/login-form';
import { googleSignInError } from '../../features/auth/utils/google-sign-in-error';
import { useSession } from '../../lib/auth';
import { safeRedirect } from '../../lib/safe-redirect';

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  // Google sends the visitor back here with ?error=CODE when its sign-in did not finish.
  const googleError = searchParams.get('error');
  const { user } = useSession();

  // Signed in (just now, or already when the page opened): back to the remembered page (docs/product.md, "Signing in").
  if (user) return <Navigate to={redirectTo} replace />;

  return (
    <AuthCard
      title="Login"
      description="Welcome back! Sign in to order, pay for and review our teas."
      footer={
        <p className="text-base-content/75">
          New to TeaTree?{' '}
          <Link to={paths.signup.getHref(redirectTo)} className="link link-primary font-semibold">
            Sign Up
          </Link>
        </p>
      }
    >
      <GoogleSignIn redirectTo={redirectTo} />
      {/* The error changes only with a new visit from Google: a new form, with that error under it. */}
      <LoginForm key={googleError ?? ''} notice={googleError === null ? null : googleSignInError(googleError)} />
    </AuthCard>
  );
}
