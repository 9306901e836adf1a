import { formatPrice } from '@teatree/shared/money';
import { promotionLabel } from '@teatree/shared/promotions';
import type { ShippedBy } from '@teatree/shared/schemas/order';
import { percentText } from '@teatree/shared/tax';

/**
 * An order's money broken down (docs/decisions/0033-shipping-and-tax.md), drawn alike wherever it shows:
 * the cart's estimate, the checkout, the payment page, the order's page. Its figures come from the
 * server, to the cent: nothing here adds them up.
 */

/** A breakdown as the API answers it: a quote's totals, or an order's. */
export interface TotalsShown {
  subtotal: number;
  shipping: number;
  /** Each promotion used, with what it takes off (docs/decisions/0035-promotions.md). */
  promotions?: readonly { code: string | null; name: string; amount: number }[];
  tax: number;
  taxes: readonly { rate: number; amount: number }[];
  total: number;
  pricesIncludeTax: boolean;
}

/**
 * An order's breakdown with the delivery it was placed with: an `Order` is one as it is. `shippingMethod`
 * is null for an order placed while the shop charged no shipping.
 */
export interface OrderTotalsShown extends TotalsShown {
  shippingMethod: Pick<ShippedBy, 'name' | 'collect' | 'days'> | null;
}

/**
 * Whether an order has anything to break down: a delivery method, shipping or tax. An order placed
 * before shipping and tax (or while the shop charged neither) reads its total as its subtotal
 * (docs/decisions/0033-shipping-and-tax.md), so its screens stay as they were.
 */
export const hasBreakdown = (order: OrderTotalsShown) =>
  order.shippingMethod !== null || order.shipping > 0 || order.tax > 0 || (order.promotions?.length ?? 0) > 0;

/** Each promotion's row of a breakdown: "Discount (WELCOME10) −$2.65", "Free shipping over $40 −$4.90". */
export function PromotionLines({ totals }: { totals: Pick<TotalsShown, 'promotions'> }) {
  return (totals.promotions ?? []).map((promotion) => (
    <Row key={`${promotion.code}-${promotion.name}`} term={promotionLabel(promotion)} testId="discount">
      {`−${formatPrice(promotion.amount)}`}
    </Row>
  ));
}

/** "3–5 days", "1 day", "Today" — how long a delivery method takes, as the owner gave it. */
export function daysText(days: { min: number; max: number } | null): string | null {
  if (!days) return null;
  if (days.max === 0) return 'Today';
  if (days.min === days.max) return `${days.max} ${days.max === 1 ? 'day' : 'days'}`;
  return `${days.min}–${days.max} days`;
}

/** A delivery method with its estimate, as the checkout offered it: "Standard · 2–4 days", "Collect at the shop". */
export function deliveryText(method: Pick<ShippedBy, 'name' | 'days'>): string {
  const days = daysText(method.days);
  return days ? `${method.name} · ${days}` : method.name;
}

/** A shipping price as shoppers read it: "Free", or the amount. */
export const shippingText = (price: number) => (price === 0 ? 'Free' : formatPrice(price));

function Row({
  term,
  children,
  strong = false,
  testId,
}: {
  term: string;
  children: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? '' : 'text-sm'}`}>
      <dt className={strong ? 'font-medium' : 'text-base-content/80'}>{term}</dt>
      {/* An amount never breaks: "−$6.50" stays whole beside a long promotion's name on a phone. */}
      <dd
        className={`shrink-0 whitespace-nowrap tabular-nums ${strong ? 'text-lg font-semibold' : ''}`}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}

/** The tax lines of a breakdown: one a rate, added on top, or shown as included in the prices. */
export function TaxLines({ totals }: { totals: Pick<TotalsShown, 'taxes' | 'pricesIncludeTax'> }) {
  return totals.taxes.map((tax) => (
    <Row
      key={tax.rate}
      term={totals.pricesIncludeTax ? `Includes tax (${percentText(tax.rate)})` : `Tax (${percentText(tax.rate)})`}
    >
      {formatPrice(tax.amount)}
    </Row>
  ));
}

/**
 * What was sent back of an order (docs/decisions/0034-refunds.md), as a row of its breakdown: "Refunded
 * −$16.52"; nothing until a refund.
 */
export function RefundedRow({ refunded }: { refunded: number | undefined }) {
  if (!refunded || refunded <= 0) return null;
  return <Row term="Refunded">{`−${formatPrice(refunded)}`}</Row>;
}

/**
 * Subtotal, each discount, shipping (by the method named), tax of each rate and the total, as a list of terms. The
 * total's label is the caller's ("Total", "Estimated total").
 */
export function TotalsList({
  totals,
  method,
  totalLabel = 'Total',
  className = '',
  totalTestId,
  withTotal = true,
}: {
  totals: TotalsShown;
  /** The delivery method's name, shown beside "Shipping". */
  method?: string | null;
  totalLabel?: string;
  className?: string;
  /** A test id for the total's figure, where a screen's tests read the total on its own (`paid-total`). */
  totalTestId?: string;
  /** Whether the list ends with the total: not where the screen shows the total beside it already. */
  withTotal?: boolean;
}) {
  return (
    <dl className={`flex flex-col gap-1.5 ${className}`} aria-label="Order total">
      <Row term="Subtotal">{formatPrice(totals.subtotal)}</Row>
      <PromotionLines totals={totals} />
      <Row term={method ? `Shipping (${method})` : 'Shipping'}>{shippingText(totals.shipping)}</Row>
      <TaxLines totals={totals} />
      {withTotal && (
        <Row term={totalLabel} strong testId={totalTestId}>
          {formatPrice(totals.total)}
        </Row>
      )}
    </dl>
  );
}
