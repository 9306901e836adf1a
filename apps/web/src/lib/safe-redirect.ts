import { useSearchParams } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from './auth';

const authScreens = new Set<string>([paths.login.path, paths.signup.path]);

/**
 * Where to go after signing in: the remembered page, only when it is a path on this very site. An
 * address such as `//evil.example` or `/\evil.example` would leave the shop (an open redirect), and a
 * sign-in screen would lead back to itself, so both fall back to the home page.
 */
export function safeRedirect(value: string | null | undefined, fallback = paths.home.getHref()): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin || authScreens.has(url.pathname)) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/**
 * For the sign-in and sign-up screens: the page remembered in `?redirectTo=` (lib/safe-redirect.ts), and
 * whether the session names someone yet (just signed in, or already when the page opened), when it is
 * time to go back there (docs/product.md, "Signing in").
 */
export function useRememberedPage() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  return { redirectTo: safeRedirect(searchParams.get('redirectTo')), signedIn: user !== null };
}
