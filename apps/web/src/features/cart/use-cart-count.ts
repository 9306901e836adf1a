import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession, useSessionEnding } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';
import { accountCartQuery } from './api/cart-query';
import { useBrowserCart } from './browser-cart';

let merging: Promise<void> | null = null;

/**
 * Once someone is signed in, the cart this browser kept while they were a visitor joins their
 * account's cart (./merge-browser-cart.ts, loaded then). Runs once however many components ask at the
 * same moment.
 */
function mergeBrowserCart(onMerged: () => void) {
  if (merging) return;
  merging = import('./merge-browser-cart')
    .then(({ mergeIntoAccount }) => mergeIntoAccount(onMerged))
    // Kept in the browser: the next page tries again.
    .catch(() => undefined)
    .finally(() => {
      merging = null;
    });
}

async function rereadCart(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: queryKeys.cart });
  await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
}

/** How many items (tins, pouches, pieces) some lines hold: the cart button counts them, not the lines. */
const itemsIn = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * How many items the cart holds, for the navbar's cart button: the account's cart once signed in (after
 * merging this browser's into it), this browser's otherwise. In every page's first script: it imports
 * no schema library, only types.
 */
export function useCartCount(): number | undefined {
  const { user, isPending } = useSession();
  const queryClient = useQueryClient();
  const browserLines = useBrowserCart();
  const ending = useSessionEnding();
  const signedIn = Boolean(user);
  const asking = signedIn && !ending;
  useEffect(() => {
    if (asking && browserLines.length > 0) {
      // Read again rather than set, and a read sent before the merge answered is dropped first: an
      // invalidation alone would wait for that read when the cart has no answer yet (just signed in),
      // and show the account's cart as it was before the merge.
      mergeBrowserCart(() => void rereadCart(queryClient));
    }
  }, [asking, browserLines, queryClient]);
  const account = useQuery({ ...accountCartQuery, enabled: asking, select: (cart) => itemsIn(cart.lines) });
  if (isPending) return undefined;
  return signedIn ? account.data : itemsIn(browserLines);
}
