import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card';
import { FormAlert } from '../../components/ui/form-field';
import { paths } from '../../config/paths';
import { AuthDivider, GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { LoginForm } from '../../features/auth/components/login-form';
import { useSession } from '../../lib/auth';
import { safeRedirect } from '../../lib/safe-redirect';

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  // Google sends the visitor back here with ?error= when its sign-in did not finish.
  const googleFailed = searchParams.has('error');
  const { user } = useSession();

  // Signed in (just now, or already when the page opened): back to the remembered page (SPEC.md section 4).
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
      {googleFailed && <FormAlert message="Google sign-in did not finish. Please try again, or use your e-mail." />}
      <GoogleSignIn redirectTo={redirectTo} />
      <AuthDivider>or with your e-mail</AuthDivider>
      <LoginForm />
    </AuthCard>
  );
}
