import { paths } from '../../config/paths';
import { SignInCard } from '../../features/auth/components/sign-in-card';
import { SignupForm } from '../../features/auth/components/signup-form';

export default function SignupRoute() {
  return (
    <SignInCard
      title="Sign Up"
      description="Create your TeaTree account to order teas, pay online and share your reviews."
      other={{ question: 'Already have an account?', label: 'Login', href: paths.login.getHref }}
    >
      <SignupForm />
    </SignInCard>
  );
}
