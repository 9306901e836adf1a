import { formatPrice, toDollars } from '@teatree/shared/money';
import { countryName } from '@teatree/shared/schemas/address';
import type { ShippedBy } from '@teatree/shared/schemas/order';
import { shippingMessages } from '@teatree/shared/schemas/shipping';
import type { Totals } from '@teatree/shared/tax';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { codeLeftOut, NO_PROMOTIONS, type UsablePromotions } from '../promotions/usable.ts';
import { type PricedLine, parcelOf, shippedBy, teasAlone, totalsBy } from './quote.ts';
import type { Destination, ShippingRules } from './rules.ts';
import type { MethodRow } from './setup.ts';

/**
 * How an order is to be delivered: where to, the method the shopper picked among those offered there,
 * and the total they were shown. The purchase form of a tea's page names neither: its order goes within
 * the shop's own country by the first method there that delivers it (docs/product.md, "Shipping and tax").
 */
export interface DeliveryChoice {
  to: Destination;
  /** The method the shopper picked, or the shop's own choice (the purchase form). */
  methodId: string | undefined | 'shop';
  /** The total the shopper was shown, in cents: an order that no longer comes to it is refused. */
  shownTotalCents?: number;
  /** The fields a refusal names: the address's country, the method, and the discount code. */
  fields: { country: string; method: string; code?: string };
}

/** An order's money and the delivery it keeps a copy of, as `priceOrder` works them out. */
export interface PricedOrder {
  totals: Totals;
  method: ShippedBy | null;
}

/**
 * Prices an order of these lines by the delivery chosen, or refuses it, naming the field: a country no
 * zone takes, a method not offered there (or none chosen where one must be), a method that does not take
 * the parcel, or a total other than the one the shopper was shown. Until the owner makes a zone, an
 * order is its teas alone, as before shipping and tax.
 */
export function priceOrder(
  rules: ShippingRules,
  lines: readonly PricedLine[],
  choice: DeliveryChoice,
  usable: UsablePromotions = NO_PROMOTIONS,
): PricedOrder {
  const { to, fields } = choice;
  const codeField = fields.code ?? 'discountCode';
  if (usable.refusal) throw badRequest(usable.refusal, { [codeField]: usable.refusal });
  let priced: PricedOrder;
  if (!rules.configured) {
    priced = { totals: teasAlone(lines, usable), method: null };
  } else {
    if (rules.methods.length === 0) {
      const message = shippingMessages.noShipping(countryName(to.country));
      throw badRequest(message, { [fields.country]: message });
    }
    const parcel = parcelOf(lines);
    const by = (method: MethodRow) => {
      const totals = totalsBy(rules, method, lines, parcel, to, usable.rules);
      return totals && { totals, method: shippedBy(method) };
    };
    if (choice.methodId === undefined) {
      throw badRequest(shippingMessages.chooseMethod, { [fields.method]: shippingMessages.chooseMethod });
    }
    if (choice.methodId === 'shop') {
      // The purchase form: the first method that delivers (not one collected at the shop), else the first that takes it.
      const delivering = rules.methods.filter((m) => !m.collect);
      const found = [...delivering, ...rules.methods].map(by).find((p) => p !== undefined);
      if (!found) throw badRequest(shippingMessages.noMethodTakes, { [fields.method]: shippingMessages.noMethodTakes });
      priced = found;
    } else {
      const method = rules.methods.find((m) => m.id === choice.methodId);
      if (!method) {
        const message = shippingMessages.methodNotOffered(countryName(to.country));
        throw badRequest(message, { [fields.method]: message });
      }
      const found = by(method);
      if (!found) {
        const message = shippingMessages.methodCannotTake(method.name);
        throw badRequest(message, { [fields.method]: message });
      }
      priced = found;
    }
  }
  const leftOut = codeLeftOut(usable, priced.totals.promotions);
  if (leftOut) throw badRequest(leftOut, { [codeField]: leftOut });
  if (choice.shownTotalCents !== undefined && choice.shownTotalCents !== priced.totals.totalCents) {
    const message = shippingMessages.totalChanged(formatPrice(toDollars(priced.totals.totalCents)));
    throw conflict(message, { total: message });
  }
  return priced;
}
