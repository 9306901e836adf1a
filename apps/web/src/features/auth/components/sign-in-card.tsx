import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AuthCard, AuthSwitch } from '../../../components/layout/auth-card';
import { useRememberedPage } from '../../../lib/safe-redirect';
import { GoogleSignIn } from './google-sign-in';

type SignInCardProps = {
  title: string;
  description: string;
  /** The way to the other of the two screens, which remembers the same page. */
  other: { question: string; label: string; href: (redirectTo: string) => string };
  /** The e-mail form, under Google's button. */
  children: ReactNode;
};

/**
 * The login and sign-up screens (docs/product.md, "Signing in"): Google's button, the e-mail form and
 * the way to the other screen; once the session names someone (just signed in or up, or already when
 * the page opened), on to the remembered page.
 */
export function SignInCard({ title, description, other, children }: SignInCardProps) {
  const { redirectTo, signedIn } = useRememberedPage();

  if (signedIn) return <Navigate to={redirectTo} replace />;

  return (
    <AuthCard
      title={title}
      description={description}
      footer={<AuthSwitch question={other.question} to={other.href(redirectTo)} label={other.label} />}
    >
      <GoogleSignIn redirectTo={redirectTo} />
      {children}
    </AuthCard>
  );
}
