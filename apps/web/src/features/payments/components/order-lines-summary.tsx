import { formatPrice } from '@teatree/shared/money';
import type { OrderLine } from '@teatree/shared/schemas/order';
import { ProductThumb } from '../../../components/product/product-photo';
import { sizeName } from '../../../components/product/size-text';

type OrderLinesSummaryProps = {
  /** The order's lines, as the order copied them when it was placed. */
  lines: readonly OrderLine[];
  /** The order's total in dollars (kept in cents on the server): what the card is charged. */
  total: number;
  /** Names the list for screen readers: "Your order", "What you paid for". */
  label: string;
  className?: string;
};

/**
 * What is paid for, line by line (docs/product.md, the payment page and its confirmation): each tea's
 * photo, name, quantity and line total, then the order's total.
 */
export function OrderLinesSummary({ lines, total, label, className = '' }: OrderLinesSummaryProps) {
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
              </p>
            </div>
            <p className="shrink-0 font-medium tabular-nums">{formatPrice(line.total)}</p>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between border-t border-base-300 pt-3 text-lg font-semibold">
        <span>Total</span>
        <span className="tabular-nums text-primary" data-testid="paid-total">
          {formatPrice(total)}
        </span>
      </p>
    </section>
  );
}
