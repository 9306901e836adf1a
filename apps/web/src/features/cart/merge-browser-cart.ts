import { cartMessages } from '@teatree/shared/cart-rules';
import type { MergedCart } from '@teatree/shared/schemas/cart';
import { toast } from '../../components/ui/toast';
import { api } from '../../lib/api-client';
import { type BrowserLine, readBrowserCart, writeBrowserCart } from './browser-cart';

/**
 * Joins the cart this browser kept while its visitor was signed out to their account's cart (POST
 * /api/cart/merge: the quantities of a tea add up, within its stock and limits) and empties it here; a
 * tea the account's cart could not take (no longer sold, or the cart full) is named in a toast. Loaded
 * only when there is a cart to merge: the cart count that calls it is in every page's first script.
 */
export async function mergeIntoAccount(onMerged: () => void) {
  const lines: BrowserLine[] = readBrowserCart();
  if (lines.length === 0) return;
  const merged = await api.post<MergedCart>('/cart/merge', { lines });
  writeBrowserCart([]);
  onMerged();
  if (merged.leftOut?.length) toast.error(cartMessages.leftOut(merged.leftOut));
}
