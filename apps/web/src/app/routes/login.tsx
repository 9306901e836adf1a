import { Navigate } from 'react-router';
import { AuthCard, AuthSwitch } from '../../components/layout/auth-card';
import { paths } from '../../config/paths';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { LoginForm } from '../../features/auth/components/login-form';
import { googleSignInError } from '../../features/auth/utils/google-sign-in-error';
import { useRememberedPage } from '../../lib/safe-redirect';

export default function LoginRoute() {
  const { redirectTo, signedIn, searchParams } = useRememberedPage();
  // Google sends the visitor back here with ?error=CODE when its sign-in did not finish.
  const googleError = searchParams.get('error');

  if (signedIn) return <Navigate to={redirectTo} replace />;

  return (
    <AuthCard
      title="Login"
      description="Welcome back! Sign in to order, pay for and review our teas."
      footer={<AuthSwitch question="New to TeaTree?" to={paths.signup.getHref(redirectTo)} label="Sign Up" />}
    >
      <GoogleSignIn redirectTo={redirectTo} />
      {/* The error changes only with a new visit from Google: a new form, with that error under it. */}
      <LoginForm key={googleError ?? ''} notice={googleError === null ? null : googleSignInError(googleError)} />
    </AuthCard>
  );
}
