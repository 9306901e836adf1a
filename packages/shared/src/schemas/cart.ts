import { z } from 'zod';
import { CART_LINES_MAX, CART_PROBLEMS, cartMessages } from '../cart-rules.ts';
import { quantityField } from './purchase.ts';

export {
  CART_LINES_MAX,
  type CartProblem,
  cartMessages,
  lineProblem,
  lineProblems,
  orderBounds,
} from '../cart-rules.ts';

/**
 * The cart (docs/decisions/0013-carts.md): teas and quantities, never prices. A visitor's cart lives in
 * the browser; a customer's is kept by the server, and signing in merges the one into the other. The
 * cart always shows today's prices; the order placed from it copies them at checkout.
 */

const productId = z
  .string({ error: cartMessages.productRequired })
  .min(1, { error: cartMessages.productRequired })
  .max(64, { error: cartMessages.productRequired });

const quantity = quantityField;

/** The size a line orders (docs/decisions/0032-sizes-and-stock-by-weight.md); without one, the tea's default size. */
const sizeId = z.string().min(1).max(64).optional();

/** POST /api/cart/items: add this much of a size of a tea (to what the cart already holds of it). */
export const cartItemInput = z.object({ productId, sizeId, quantity });
export type CartItemInput = z.input<typeof cartItemInput>;

/** PUT /api/cart/items/{sizeId}: the line's new quantity (a line is its size's; a tea's id names its default size's line). */
export const cartQuantityInput = z.object({ quantity });

/**
 * A cart as the browser keeps it, sent to be merged at sign-in (POST /api/cart/merge) or to be shown to
 * a visitor (POST /api/cart/preview). The name is only there to say which tea is gone if it was
 * deleted since.
 */
export const browserCartInput = z.object({
  lines: z
    .array(z.object({ productId, sizeId, quantity, name: z.string().max(200).optional() }))
    .max(CART_LINES_MAX, { error: cartMessages.full }),
});
export type BrowserCart = z.infer<typeof browserCartInput>;

/** One line of a cart, with the tea as the catalogue has it today. */
export const cartLine = z.object({
  productId: z.string(),
  /** The line's size: what its price, bounds and problem speak of. */
  sizeId: z.string(),
  name: z.string(),
  /** The size's label and weight ("250 g pouch", 250); null when the tea or the size is gone. */
  size: z.object({ label: z.string(), grams: z.number().int() }).nullable(),
  /** Empty when the tea is gone. */
  photo: z.string(),
  category: z.string(),
  /** Today's unit price in dollars; null when the tea is gone. */
  price: z.number().nullable(),
  quantity: z.number().int(),
  /** The least and the most of this tea one order may hold today (0 and 0 when gone or sold out). */
  minOrder: z.number().int(),
  maxOrder: z.number().int(),
  /** Today's price × quantity, in dollars; null when the tea is gone. */
  total: z.number().nullable(),
  problem: z.enum(CART_PROBLEMS).nullable(),
  /** What the problem means, in words ("Only 3 of Earl Grey Bloom left"). */
  message: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cart = z.object({
  lines: z.array(cartLine),
  /** The number of lines (a size of a tea each) in the cart, as the navbar's cart button shows it. */
  count: z.number().int(),
  /** The total of the lines that can be ordered, in dollars. */
  total: z.number(),
  /** True when every line can be ordered as it is and the total is within one order's limit. */
  ready: z.boolean(),
});
export type Cart = z.infer<typeof cart>;

/** Why a merge left a tea of the browser's cart out: no longer sold, or the cart already held its teas. */
export const LEFT_OUT_REASONS = ['gone', 'full'] as const;

/**
 * POST /api/cart/merge's answer: the cart, and every tea of the browser's cart it could not take, with
 * why in words ("Sencha was left out: your cart holds at most 20 teas").
 */
export const mergedCart = cart.extend({
  leftOut: z.array(
    z.object({
      productId: z.string(),
      sizeId: z.string().optional(),
      name: z.string(),
      reason: z.enum(LEFT_OUT_REASONS),
      message: z.string(),
    }),
  ),
});
export type MergedCart = z.infer<typeof mergedCart>;
