import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartMessages } from '@teatree/shared/cart-rules';
import type { MergedCart } from '@teatree/shared/schemas/cart';
import { useEffect } from 'react';
import { toast } from '../../components/ui/toast';
import { api } from '../../lib/api-client';
import { useSession, useSessionEnding } from '../../lib/auth';
import { queryKeys } from '../../lib/query-keys';
import { accountCartQuery } from './api/cart-query';
import { type BrowserLine, readBrowserCart, useBrowserCart, writeBrowserCart } from './browser-cart';

let merging: Promise<void> | null = null;

/**
 * Once someone is signed in, the cart this browser kept while they were a visitor joins their
 * account's cart (POST /api/cart/merge: the quantities of a tea add up, within its stock and limits)
 * and is emptied here; a tea it could not take (no longer sold, or the cart full) is named in a toast.
 * Runs once however many components ask at the same moment.
 */
function mergeBrowserCart(onMerged: () => void) {
  if (merging) return;
  merging = (async () => {
    const lines: BrowserLine[] = readBrowserCart();
    if (lines.length === 0) return;
    try {
      const merged = await api.post<MergedCart>('/cart/merge', { lines });
      writeBrowserCart([]);
      onMerged();
      if (merged.leftOut?.length) toast.error(cartMessages.leftOut(merged.leftOut));
    } catch {
      // Kept in the browser: the next page tries again.
    }
  })().finally(() => {
    merging = null;
  });
}

async function rereadCart(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: queryKeys.cart });
  await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
}

/**
 * How many teas the cart holds, for the navbar's cart button: the account's cart once signed in (after
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
  const account = useQuery({ ...accountCartQuery, enabled: asking, select: (cart) => cart.count });
  if (isPending) return undefined;
  return signedIn ? account.data : browserLines.length;
}
