import { Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card';
import { Link } from '../../components/ui/link';
import { paths } from '../../config/paths';
import { GoogleSignIn } from '../../features/auth/components/google-sign-in';
import { SignupForm } from '../../features/auth/components/signup-form';
import { useSession } from '../../lib/auth';
import { safeRedirect } from '../../lib/safe-redirect';

export default function SignupRoute() {
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const { user } = useSession();

  // Signed up (or already signed in): on to the remembered page, as after a login (docs/product.md, "Signing in").
  if (user) return <Navigate to={redirectTo} replace />;

  return (
    <AuthCard
      title="Sign Up"
      description="Create your TeaTree account to order teas, pay online and share your reviews."
      footer={
        <p className="text-base-content/75">
          Already have an account?{' '}
          <Link to={paths.login.getHref(redirectTo)} className="link link-primary font-semibold">
            Login
          </Link>
        </p>
      }
    >
      <GoogleSignIn redirectTo={redirectTo} />
      <SignupForm />
    </AuthCard>
  );
}
