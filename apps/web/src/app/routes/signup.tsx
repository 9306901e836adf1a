import { Navigate } from 'react-router';
import { AuthCard, AuthSwitch } from '../../components/layout/auth-card';
import { paths } from '../../config/paths';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { SignupForm } from '../../features/auth/components/signup-form';
import { useRememberedPage } from '../../lib/safe-redirect';

export default function SignupRoute() {
  const { redirectTo, signedIn } = useRememberedPage();

  // Signed up (or already signed in): on to the remembered page, as after a login.
  if (signedIn) return <Navigate to={redirectTo} replace />;

  return (
    <AuthCard
      title="Sign Up"
      description="Create your TeaTree account to order teas, pay online and share your reviews."
      footer={<AuthSwitch question="Already have an account?" to={paths.login.getHref(redirectTo)} label="Login" />}
    >
      <GoogleSignIn redirectTo={redirectTo} />
      <SignupForm />
    </AuthCard>
  );
}
