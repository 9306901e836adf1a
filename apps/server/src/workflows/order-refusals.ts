import { maxQuantityForPrice } from '@teatree/shared/constants';
import { toDollars } from '@teatree/shared/money';
import { type Cart, type CartProblem, cartMessages, lineProblems } from '@teatree/shared/schemas/cart';
import { orderMessages } from '@teatree/shared/schemas/order';
import {
  badRequest,
  conflict,
  forbidden,
  type HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../lib/http-errors.ts';
import type { TeaAsSold } from '../modules/products/teas-as-sold.ts';
import type { OrderRules } from './context.ts';

/**
 * The answers of an order refused, by either way of ordering (docs/decisions/0024-one-order-path.md).
 * The rules themselves are written once each: the account's in migration 0021's
 * `order_customer_refusal`, a line's in `lineProblems`, an order's total in the cart's `toCart`. Here
 * only what each way says of them: the purchase form names its `quantity` field, a cart its lines.
 */

/** A buyer's refusal (the reason the database gave; a guest's begin with `guest_`) as the answer that says it, or undefined for one no answer says. */
export function accountRefusal(rules: OrderRules, reason: string | undefined): HttpError | undefined {
  switch (reason) {
    case 'signed_out':
      return unauthorized('Please sign in again');
    case 'unverified':
      return forbidden(orderMessages.verifyFirst, undefined, 'EMAIL_NOT_VERIFIED');
    case 'unpaid':
      return tooManyRequests(orderMessages.tooManyUnpaid(rules.maxUnpaidOrders), undefined, 'TOO_MANY_UNPAID_ORDERS');
    case 'rate':
      return tooManyRequests(orderMessages.tooManyOrders(rules.ordersPerHour), undefined, 'ORDER_RATE_LIMITED');
    case 'guest_unpaid':
      return tooManyRequests(
        orderMessages.guestTooManyUnpaid(rules.maxUnpaidOrders),
        undefined,
        'TOO_MANY_UNPAID_ORDERS',
      );
    case 'guest_rate':
      return tooManyRequests(orderMessages.guestTooManyOrders(rules.ordersPerHour), undefined, 'ORDER_RATE_LIMITED');
    default:
      return undefined;
  }
}

/**
 * A hold refused (migration 0029's `order_hold_refusal`: `hold_share|<size>|<more>|<most>`, counted in
 * that size, or `hold_value|<more>|<most>`) as the answer that says what is allowed, or undefined for
 * any other reason. `line` names the size's line to the customer and its tea; `field` names what each
 * way of ordering shows it on: the purchase form its `quantity`, a cart the line of the tea, or its
 * `lines` for the value.
 */
export function holdRefusal(
  rules: OrderRules,
  reason: string | undefined,
  line: (sizeId: string) => { name: string; productId: string },
  field: (productId?: string) => string,
): HttpError | undefined {
  const [kind, ...parts] = reason?.split('|') ?? [];
  let message: string;
  let named: string;
  if (kind === 'hold_share' && parts.length === 3) {
    const [sizeId, more, most] = parts as [string, string, string];
    const { name, productId } = line(sizeId);
    message = orderMessages.holdShare(name, rules.unpaidSharePercent, Number(most), Number(more));
    named = field(productId);
  } else if (kind === 'hold_value' && parts.length === 2) {
    message = orderMessages.holdValue(Number(parts[1]), Number(parts[0]));
    named = field();
  } else {
    return undefined;
  }
  return conflict(message, { [named]: message }, 'UNPAID_HOLD_LIMIT');
}

/**
 * The purchase form names one problem of its quantity, the first in this order (a cart names the first
 * in `lineProblems`' own): the minimum, then the stock, then what one order may cost, so that a quantity
 * above both the stock and the price's bound names the tea's real stock.
 */
const FORM_ORDER: readonly CartProblem[] = ['gone', 'belowMin', 'soldOut', 'onlyLeft', 'tooDear'];

const PRODUCT_MISSING = 'This product does not exist';
const SIZE_MISSING = 'This size is no longer sold';

/**
 * Why the purchase form's quantity of this size of a tea cannot be ordered, as the form's answer, or
 * undefined when it can. `stock` is how many of the size the tea's stock holds (docs/decisions/0032-sizes-and-stock-by-weight.md),
 * Infinity for a size as remembered (TeasAsSold), whose stock is known only to the statement that takes
 * it. A size retired, or not the tea's, is "no longer sold", naming `sizeId` when the form named one.
 */
export function formRefusal(
  tea: TeaAsSold | undefined,
  stock: number,
  quantity: number,
  missing: 'productId' | 'sizeId' = 'productId',
): HttpError | undefined {
  const problems = lineProblems(
    tea && { quantity: stock, minOrder: tea.minOrder, price: toDollars(tea.priceCents) },
    quantity,
  );
  const problem = FORM_ORDER.find((p) => problems.includes(p));
  if (!problem) return undefined;
  if (!tea || problem === 'gone') {
    const message = missing === 'sizeId' ? SIZE_MISSING : PRODUCT_MISSING;
    return notFound(message, { [missing]: message });
  }
  const says = (answer: typeof badRequest, message: string) => answer(message, { quantity: message });
  switch (problem) {
    case 'belowMin':
      return says(badRequest, orderMessages.quantityBelowMin(tea.minOrder));
    case 'tooDear':
      return says(badRequest, orderMessages.totalTooHigh(maxQuantityForPrice(tea.priceCents)));
    case 'soldOut':
      return says(conflict, orderMessages.soldOut);
    case 'onlyLeft':
      return says(conflict, orderMessages.quantityAboveStock(stock));
  }
}

/**
 * Why a cart as it reads now cannot be checked out, as the answer, or undefined when it can: empty, a
 * line that cannot be ordered (the first, named by its tea), or over $100,000 in all.
 */
export function cartRefusal(cart: Cart): HttpError | undefined {
  if (cart.count === 0) return conflict(cartMessages.empty, { lines: cartMessages.empty }, 'CART_EMPTY');
  const unfit = cart.lines.find((line) => line.problem !== null);
  if (unfit) {
    const message = unfit.message!;
    return conflict(message, { [`lines.${unfit.productId}`]: message }, 'CART_LINE_UNAVAILABLE');
  }
  if (!cart.ready) return badRequest(cartMessages.totalTooHigh, { lines: cartMessages.totalTooHigh });
  return undefined;
}
