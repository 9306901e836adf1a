import type { QueryClient } from '@tanstack/react-query';
import { CART_LINES_MAX, cartMessages } from '@teatree/shared/cart-rules';
import type { MergedCart } from '@teatree/shared/schemas/cart';
import type { DeliveredTo } from '@teatree/shared/schemas/order';
import { toast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { readBrowserCart, writeBrowserCart } from '../browser-cart';

/**
 * "Buy again" (docs/product.md, "Orders and payments"): an ended order's teas go back in the cart at
 * today's prices, and its checkout starts from the order's address. The order's page and My Orders
 * hand the order over in the navigation's state (`OrderAgain`), so a guest's order, opened by its key,
 * needs no call to be read again.
 */
export interface OrderAgain {
  /** Each line's tea and size (none for a line sold before teas had sizes: the tea's default size). */
  lines: { productId: string; sizeId?: string; quantity: number; name: string }[];
  /** Where the order went, field by field; null for an order whose address was typed as one line. */
  delivery: DeliveredTo | null;
}

/**
 * Puts the teas in the cart: the account's through POST /api/cart/merge (quantities add up within each
 * tea's bounds; a tea no longer sold is named), or this browser's for a visitor, whose cart page then
 * shows today's bounds on each line.
 */
export async function putInCart(queryClient: QueryClient, signedIn: boolean, again: OrderAgain) {
  if (signedIn) {
    const merged = await api.post<MergedCart>('/cart/merge', { lines: again.lines });
    await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    if (merged.leftOut?.length) toast.error(cartMessages.leftOut(merged.leftOut));
    return;
  }
  const lines = [...readBrowserCart()];
  for (const line of again.lines) {
    const held = lines.findIndex((kept) => kept.productId === line.productId && kept.sizeId === line.sizeId);
    if (held >= 0) lines[held] = { ...lines[held]!, quantity: lines[held]!.quantity + line.quantity };
    else if (lines.length < CART_LINES_MAX) lines.push(line);
  }
  writeBrowserCart(lines);
}
