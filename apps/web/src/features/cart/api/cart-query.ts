import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@teatree/shared/schemas/cart';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';
import { type BrowserLine, useBrowserCart } from '../browser-cart';

/** GET /api/cart: the signed-in customer's cart, as the server keeps it. */
export const accountCartQuery = queryOptions({
  queryKey: [...queryKeys.cart, 'account'],
  queryFn: ({ signal }) => api.get<Cart>('/cart', { signal }),
});

/** POST /api/cart/preview: a visitor's cart, kept in the browser, as it reads today. */
export const browserCartQuery = (lines: readonly BrowserLine[]) =>
  queryOptions({
    queryKey: [...queryKeys.cart, 'browser', lines],
    queryFn: () => api.post<Cart>('/cart/preview', { lines }),
    placeholderData: (previous) => previous,
  });

/**
 * The cart on screen: the account's when someone is signed in, otherwise this browser's. A visitor's
 * empty cart asks the server nothing.
 */
export function useCart() {
  const { user, isPending: sessionPending } = useSession();
  const browserLines = useBrowserCart();
  const account = useQuery({ ...accountCartQuery, enabled: Boolean(user) });
  const browser = useQuery({
    ...browserCartQuery(browserLines),
    enabled: !user && !sessionPending && browserLines.length > 0,
  });
  if (sessionPending) return { cart: undefined, isPending: true, isError: false, refetch: () => {}, signedIn: false };
  if (user) {
    return {
      cart: account.data,
      isPending: account.isPending,
      isError: account.isError,
      refetch: account.refetch,
      signedIn: true,
    };
  }
  if (browserLines.length === 0) {
    return { cart: EMPTY_CART, isPending: false, isError: false, refetch: () => {}, signedIn: false };
  }
  return {
    cart: browser.data,
    isPending: browser.isPending,
    isError: browser.isError,
    refetch: browser.refetch,
    signedIn: false,
  };
}

const EMPTY_CART: Cart = { lines: [], count: 0, total: 0, ready: false };
