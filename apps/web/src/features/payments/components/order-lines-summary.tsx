import { formatPrice } from '@teatree/shared/money';
import type { OrderLine } from '@teatree/shared/schemas/order';
import { HiOutlineTruck } from 'react-icons/hi2';
import { deliveryText, hasBreakdown, type OrderTotalsShown, TotalsList } from '../../../components/money/totals';
import { FreeBadge } from '../../../components/product/free-badge';
import { ProductThumb } from '../../../components/product/product-photo';
import { sizeName } from '../../../components/product/size-text';

type OrderLinesSummaryProps = {
  /** The order's lines, as the order copied them when it was placed. */
  lines: readonly OrderLine[];
  /** The order's total in dollars (kept in cents on the server): what the card is charged. */
  total: number;
  /** Names the list for screen readers: "Your order", "What you paid for". */
  label: string;
  /**
   * The order's money broken down and its delivery (an `Order` as it is): shown under the lines in
   * place of the lone total when the order has shipping or tax.
   */
  breakdown?: OrderTotalsShown;
  className?: string;
};

/**
 * What is paid for, line by line (docs/product.md, the payment page and its confirmation): each tea's
 * photo, name, quantity and line total, then the order's total. An order with shipping or tax names
 * its delivery and shows its subtotal, shipping, tax of each rate and total, as the server worked them
 * out (docs/decisions/0033-shipping-and-tax.md), so the card is charged the figure read here.
 */
export function OrderLinesSummary({ lines, total, label, breakdown, className = '' }: OrderLinesSummaryProps) {
  const brokenDown = breakdown && hasBreakdown(breakdown) ? breakdown : null;
  return (
    <section aria-label={label} className={`flex flex-col gap-3 ${className}`}>
      <ul className="flex flex-col divide-y divide-base-300/70">
        {lines.map((line) => (
          <li
            key={`${line.productId}:${line.size?.id ?? line.size?.label}:${line.name}`}
            className="flex items-center gap-3 py-3 first:pt-0"
            data-testid="paid-line"
          >
            <ProductThumb photo={line.photo} px={56} className="size-14 shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold leading-snug">{line.name}</p>
              {line.size && <p className="text-sm text-base-content/80">{sizeName(line.size)}</p>}
              <p className="text-sm text-base-content/70">
                <span className="sr-only">Quantity </span>× {line.quantity}
                <span> at {formatPrice(line.price)}</span>
                <FreeBadge line={line} />
              </p>
            </div>
            <p className="shrink-0 font-medium tabular-nums">{formatPrice(line.total)}</p>
          </li>
        ))}
      </ul>
      {brokenDown ? (
        <div className="flex flex-col gap-3 border-t border-base-300 pt-3">
          {brokenDown.shippingMethod && (
            <p className="flex items-center gap-2 text-sm">
              <HiOutlineTruck className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0">
                <span className="font-medium">Delivery: </span>
                {deliveryText(brokenDown.shippingMethod)}
              </span>
            </p>
          )}
          <TotalsList totals={brokenDown} method={brokenDown.shippingMethod?.name} totalTestId="paid-total" />
        </div>
      ) : (
        <p className="flex items-baseline justify-between border-t border-base-300 pt-3 text-lg font-semibold">
          <span>Total</span>
          <span className="tabular-nums text-primary" data-testid="paid-total">
            {formatPrice(total)}
          </span>
        </p>
      )}
    </section>
  );
}
