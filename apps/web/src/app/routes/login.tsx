import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { SignInCard } from '../../features/auth/components/sign-in-card';
import { googleSignInError } from '../../features/auth/utils/google-sign-in-error';

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  // Google sends the visitor back here with ?error=CODE when its sign-in did not finish.
  const googleError = searchParams.get('error');

  return (
    <SignInCard
      title="Login"
      description="Welcome back! Sign in to order, pay for and review our teas."
      other={{ question: 'New to TeaTree?', label: 'Sign Up', href: paths.signup.getHref }}
    >
      {/* The error changes only with a new visit from Google: a new form, with that error under it. */}
      <LoginForm key={googleError ?? ''} notice={googleError === null ? null : googleSignInError(googleError)} />
    </SignInCard>
  );
}
