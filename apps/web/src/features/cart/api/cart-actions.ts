import type { QueryClient } from '@tanstack/react-query';
import { CART_LINES_MAX, cartMessages, lineProblem } from '@teatree/shared/cart-rules';
import type { Cart } from '@teatree/shared/schemas/cart';
import { api } from '../../../lib/api-client';
import { keptLineIndex, readBrowserCart, writeBrowserCart } from '../browser-cart';
import { accountCartQuery } from './cart-query';

/**
 * What changes a cart: on the server for a signed-in customer (the answer is the whole cart, kept as
 * the query's data), in this browser for a visitor, checked by the same rules first
 * (docs/decisions/0013-carts.md). Loaded when a customer first changes a cart, not with the page.
 *
 * A line is a size of a tea (docs/decisions/0032-sizes-and-stock-by-weight.md): `quantity`, `minOrder`
 * and `price` are the size's, `sizeId` names it; without one, the tea's default size (`defaultSizeId`).
 */
export type TeaToAdd = {
  _id: string;
  name: string;
  minOrder: number;
  quantity: number;
  price: number;
  sizeId?: string;
  defaultSizeId?: string;
};

/** A line of a cart as the server names it: its tea and its size. */
export type LineKey = { productId: string; sizeId: string };

/** A change a visitor's browser refuses, with the same words the server would use. */
export class CartRefusal extends Error {
  override name = 'CartRefusal';
}

function keepAccountCart(queryClient: QueryClient, cart: Cart) {
  queryClient.setQueryData(accountCartQuery.queryKey, cart);
  return cart;
}

export async function addToCart(queryClient: QueryClient, signedIn: boolean, tea: TeaToAdd, quantity: number) {
  const sizeId = tea.sizeId ?? tea.defaultSizeId;
  if (signedIn) {
    return keepAccountCart(
      queryClient,
      await api.post<Cart>('/cart/items', { productId: tea._id, ...(sizeId ? { sizeId } : {}), quantity }),
    );
  }
  const lines = readBrowserCart();
  // A line kept without a size is the default size's.
  const heldAt = lines.findIndex((line) => line.productId === tea._id && (line.sizeId ?? tea.defaultSizeId) === sizeId);
  const held = lines[heldAt];
  if (!held && lines.length >= CART_LINES_MAX) throw new CartRefusal(cartMessages.full);
  const total = (held?.quantity ?? 0) + quantity;
  const refused = lineProblem(tea.name, tea, total);
  if (refused) throw new CartRefusal(refused.message);
  writeBrowserCart(
    held
      ? lines.map((line, index) => (index === heldAt ? { ...line, quantity: total } : line))
      : [...lines, { productId: tea._id, ...(sizeId ? { sizeId } : {}), name: tea.name, quantity }],
  );
  return null;
}

/** Sets a line's quantity; the cart page has checked it against the line's bounds. */
export async function setLineQuantity(queryClient: QueryClient, signedIn: boolean, line: LineKey, quantity: number) {
  if (signedIn) {
    return keepAccountCart(
      queryClient,
      await api.put<Cart>(`/cart/items/${encodeURIComponent(line.sizeId)}`, { quantity }),
    );
  }
  const lines = readBrowserCart();
  const at = keptLineIndex(lines, line);
  writeBrowserCart(lines.map((kept, index) => (index === at ? { ...kept, sizeId: line.sizeId, quantity } : kept)));
  return null;
}

export async function removeLine(queryClient: QueryClient, signedIn: boolean, line: LineKey) {
  if (signedIn) {
    return keepAccountCart(queryClient, await api.delete<Cart>(`/cart/items/${encodeURIComponent(line.sizeId)}`));
  }
  const lines = readBrowserCart();
  const at = keptLineIndex(lines, line);
  writeBrowserCart(lines.filter((_, index) => index !== at));
  return null;
}
