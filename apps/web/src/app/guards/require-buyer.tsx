import { Outlet, useLocation } from 'react-router';
import { useHydrated } from '../../hooks/use-hydrated';
import { CheckingSession } from './checking-session';
import { RequireAuth } from './require-auth';

/**
 * An order's page and its payment page: open to whoever holds a key of a guest's order (`?key=`,
 * docs/decisions/0027-guest-orders.md), which the server checks on every call; otherwise as RequireAuth.
 * The account pages' drawn shell shows the session being checked (docs/decisions/0017-pages-answer-at-once.md):
 * a keyed page takes that markup over as drawn, then shows the order, or React finds the page changed.
 */
export function RequireBuyer() {
  const { search } = useLocation();
  const hydrated = useHydrated();
  if (!new URLSearchParams(search).get('key')) return <RequireAuth />;
  return hydrated ? <Outlet /> : <CheckingSession />;
}
