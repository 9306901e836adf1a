import { Outlet, useLocation } from 'react-router';
import { RequireAuth } from './require-auth';

/**
 * An order's page and its payment page: open to whoever holds a key of a guest's order (`?key=`,
 * docs/decisions/0027-guest-orders.md), which the server checks on every call; otherwise as RequireAuth.
 */
export function RequireBuyer() {
  const { search } = useLocation();
  if (new URLSearchParams(search).get('key')) return <Outlet />;
  return <RequireAuth />;
}
