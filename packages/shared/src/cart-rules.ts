import { maxQuantityForPrice } from './constants.ts';
import { toCents } from './money.ts';

/**
 * The cart's rules without its schemas (docs/decisions/0013-carts.md), so that a page can check a line
 * before it asks the server, without loading the schema library.
 */

/** The most teas (lines) one cart, and so one order, may hold. */
export const CART_LINES_MAX = 20;

export const cartMessages = {
  productRequired: 'Product is required',
  full: `Your cart holds at most ${CART_LINES_MAX} teas. Please check out or remove one first.`,
  empty: 'Your cart is empty',
  notInCart: 'This tea is not in your cart',
  gone: (name: string) => `${name} is no longer sold`,
  soldOut: (name: string) => `${name} is sold out`,
  onlyLeft: (name: string, stock: number) => `Only ${stock} of ${name} left`,
  belowMin: (name: string, minOrder: number) => `${name}: order at least ${minOrder}`,
  tooDear: (name: string, max: number) => `${name}: one order may come to at most $100,000, so at most ${max}`,
  totalTooHigh: 'One order may come to at most $100,000: please take some teas out of your cart',
  /** A tea a merge could not take because the cart already held CART_LINES_MAX teas. */
  leftOutFull: (name: string) => `${name} was left out: your cart holds at most ${CART_LINES_MAX} teas`,
  /** What a merge left out, as one sentence (each tea with its reason). */
  leftOut: (teas: readonly { message: string }[]) =>
    teas.length === 1
      ? `${teas[0]!.message}.`
      : `${teas.length} teas were left out of your cart: ${teas.map((tea) => tea.message).join('; ')}.`,
} as const;

/** Why a line cannot be ordered as it is. */
export const CART_PROBLEMS = ['gone', 'soldOut', 'onlyLeft', 'belowMin', 'tooDear'] as const;
export type CartProblem = (typeof CART_PROBLEMS)[number];

/** What an order of a tea may hold: at least its minimum, at most its stock and what one order may cost. */
export function orderBounds(product: { quantity: number; minOrder: number; price: number }) {
  const max = Math.min(product.quantity, maxQuantityForPrice(toCents(product.price)));
  return { min: product.minOrder, max, soldOut: product.quantity < product.minOrder };
}

/**
 * Every reason `quantity` of this tea cannot be ordered today, in the order a cart names them; none when
 * it can. The one place these rules are written (docs/decisions/0024-one-order-path.md): a cart's
 * lines, a cart's checkout and the purchase form's answer read them here, and so does a refused order,
 * to say why. A tea whose stock is not known yet is given `quantity: Infinity`: its stock is checked
 * when it is taken.
 */
export function lineProblems(
  product: { quantity: number; minOrder: number; price: number } | undefined,
  quantity: number,
): CartProblem[] {
  if (!product) return ['gone'];
  const { min, soldOut } = orderBounds(product);
  const problems: CartProblem[] = [];
  if (soldOut) problems.push('soldOut');
  if (quantity > product.quantity) problems.push('onlyLeft');
  if (quantity > maxQuantityForPrice(toCents(product.price))) problems.push('tooDear');
  if (quantity < min) problems.push('belowMin');
  return problems;
}

/** Why `quantity` of this tea cannot be ordered today, or null when it can: the first of `lineProblems`, in words. */
export function lineProblem(
  name: string,
  product: { quantity: number; minOrder: number; price: number } | undefined,
  quantity: number,
): { problem: CartProblem; message: string } | null {
  const [problem] = lineProblems(product, quantity);
  if (!problem) return null;
  if (!product) return { problem, message: cartMessages.gone(name) };
  const { min, max } = orderBounds(product);
  const message = {
    gone: cartMessages.gone(name),
    soldOut: cartMessages.soldOut(name),
    onlyLeft: cartMessages.onlyLeft(name, product.quantity),
    tooDear: cartMessages.tooDear(name, max),
    belowMin: cartMessages.belowMin(name, min),
  }[problem];
  return { problem, message };
}
