import { formatPrice } from '@teatree/shared/money';
import type { Order } from '@teatree/shared/schemas/order';
import { hasBreakdown } from '../../../components/money/totals';
import { shippingCharged } from '../utils/refund-form';

type Charges = Pick<
  Order,
  | 'subtotal'
  | 'shipping'
  | 'discount'
  | 'shippingDiscount'
  | 'promotions'
  | 'tax'
  | 'taxes'
  | 'total'
  | 'pricesIncludeTax'
  | 'shippingMethod'
  | 'refunded'
>;

/**
 * What an order's total is made of, in a few words, for the lists where its total shows (My Orders,
 * Manage All Orders): "$16.50 teas", "$4.90 shipping" (or "free shipping"), "$0.50 tax", or "incl. $0.50
 * tax" when the shop's prices include it. The figures are the order's own, as its page shows them
 * (docs/decisions/0033-shipping-and-tax.md); none for an order with neither shipping nor tax. Then
 * what was refunded of it, "−$16.52 refunded" (docs/decisions/0034-refunds.md).
 */
/** A difference of two amounts in dollars, to the cent. */
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

function chargesParts(order: Charges): string[] {
  const refunded = order.refunded > 0 ? [`−${formatPrice(order.refunded)} refunded`] : [];
  if (!hasBreakdown(order)) return refunded;
  const parts = [`${formatPrice(order.subtotal)} teas`];
  // The teas' discount, and the shipping as it was charged, its own discount taken off (docs/decisions/0035-promotions.md).
  const teasDiscount = cents(order.discount - order.shippingDiscount);
  const shipping = shippingCharged(order);
  if (teasDiscount > 0) parts.push(`−${formatPrice(teasDiscount)} discount`);
  if (order.shippingMethod !== null || order.shipping > 0) {
    parts.push(shipping > 0 ? `${formatPrice(shipping)} shipping` : 'free shipping');
  }
  if (order.tax > 0)
    parts.push(order.pricesIncludeTax ? `incl. ${formatPrice(order.tax)} tax` : `${formatPrice(order.tax)} tax`);
  return [...parts, ...refunded];
}

/**
 * The line under an order's total in the lists: its own element beside the total's figure, so the
 * figure reads as it always did. Each part keeps together, so a narrow column wraps between them.
 */
export function OrderCharges({ order, className = '' }: { order: Charges; className?: string }) {
  const parts = chargesParts(order);
  if (parts.length === 0) return null;
  return (
    <span className={`text-xs font-normal tabular-nums text-base-content/70 ${className}`}>
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 && ' · '}
          <span className="whitespace-nowrap">{part}</span>
        </span>
      ))}
    </span>
  );
}
