import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/auth';
import { safeRedirect } from '../../lib/safe-redirect';

/**
 * For the sign-in and sign-up screens: the page remembered in `?redirectTo=` (lib/safe-redirect.ts), and
 * whether the session names someone yet (just signed in, or already when the page opened), when it is
 * time to go back there (docs/product.md, "Signing in").
 */
export function useRememberedPage() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  return { redirectTo: safeRedirect(searchParams.get('redirectTo')), signedIn: user !== null, searchParams };
}
