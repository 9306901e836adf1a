import type { QueryClient } from '@tanstack/react-query';
import { CART_LINES_MAX, cartMessages, lineProblem } from '@teatree/shared/cart-rules';
import type { Cart } from '@teatree/shared/schemas/cart';
import { api } from '../../../lib/api-client';
import { readBrowserCart, writeBrowserCart } from '../browser-cart';
import { accountCartQuery } from './cart-query';

/**
 * What changes a cart: on the server for a signed-in customer (the answer is the whole cart, kept as
 * the query's data), in this browser for a visitor, checked by the same rules first
 * (docs/decisions/0013-carts.md). Loaded when a customer first changes a cart, not with the page.
 */
export type TeaToAdd = { _id: string; name: string; minOrder: number; quantity: number; price: number };

/** A change a visitor's browser refuses, with the same words the server would use. */
export class CartRefusal extends Error {
  override name = 'CartRefusal';
}

function keepAccountCart(queryClient: QueryClient, cart: Cart) {
  queryClient.setQueryData(accountCartQuery.queryKey, cart);
  return cart;
}

export async function addToCart(queryClient: QueryClient, signedIn: boolean, tea: TeaToAdd, quantity: number) {
  if (signedIn) {
    return keepAccountCart(queryClient, await api.post<Cart>('/cart/items', { productId: tea._id, quantity }));
  }
  const lines = readBrowserCart();
  const held = lines.find((line) => line.productId === tea._id);
  if (!held && lines.length >= CART_LINES_MAX) throw new CartRefusal(cartMessages.full);
  const total = (held?.quantity ?? 0) + quantity;
  const refused = lineProblem(tea.name, tea, total);
  if (refused) throw new CartRefusal(refused.message);
  writeBrowserCart(
    held
      ? lines.map((line) => (line.productId === tea._id ? { ...line, quantity: total } : line))
      : [...lines, { productId: tea._id, name: tea.name, quantity }],
  );
  return null;
}

/** Sets a line's quantity; the cart page has checked it against the line's bounds. */
export async function setLineQuantity(
  queryClient: QueryClient,
  signedIn: boolean,
  productId: string,
  quantity: number,
) {
  if (signedIn) {
    return keepAccountCart(
      queryClient,
      await api.put<Cart>(`/cart/items/${encodeURIComponent(productId)}`, { quantity }),
    );
  }
  writeBrowserCart(readBrowserCart().map((line) => (line.productId === productId ? { ...line, quantity } : line)));
  return null;
}

export async function removeLine(queryClient: QueryClient, signedIn: boolean, productId: string) {
  if (signedIn) {
    return keepAccountCart(queryClient, await api.delete<Cart>(`/cart/items/${encodeURIComponent(productId)}`));
  }
  writeBrowserCart(readBrowserCart().filter((line) => line.productId !== productId));
  return null;
}
