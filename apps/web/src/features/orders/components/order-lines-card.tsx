import { formatPrice } from '@teatree/shared/money';
import type { OrderDetail } from '@teatree/shared/schemas/order';
import { hasBreakdown, RefundedRow, TotalsList } from '../../../components/money/totals';
import { FreeBadge } from '../../../components/product/free-badge';
import { sizeName } from '../../../components/product/size-text';
import { TeaName } from '../../../components/product/tea-name';
import { Card, CardHeading } from './order-page-card';
import { OrderPhoto } from './order-photo';

/**
 * An order's teas on its own page: each with its photo, quantity and line total, then, for an order
 * with shipping or tax, its subtotal, shipping (by the method it goes by), tax of each rate and total
 * as the server kept them (docs/decisions/0033-shipping-and-tax.md), the order's total, and under it
 * what was refunded of it (docs/decisions/0034-refunds.md).
 */
export function OrderLines({ order }: { order: OrderDetail }) {
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Card labelledBy="order-teas-heading">
      <CardHeading id="order-teas-heading">{order.lines.length === 1 ? 'Your tea' : 'Your teas'}</CardHeading>
      <ul className="flex flex-col divide-y divide-base-300">
        {order.lines.map((line, index) => (
          <li
            // Lines have no id of their own; their order in the order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="flex items-start gap-4 py-4 first:pt-0 last:pb-0"
          >
            <OrderPhoto photo={line.photo} className="size-16 sm:size-20" />
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <p className="break-words font-semibold leading-snug">
                  <TeaName name={line.name} productId={line.productId} className="link link-hover" />
                </p>
                {line.size && <p className="text-sm font-medium text-base-content/85">{sizeName(line.size)}</p>}
                <p className="text-sm text-base-content/70">
                  {line.category}
                  {line.brand && <span> · {line.brand}</span>}
                </p>
                <p className="mt-1 text-sm tabular-nums">
                  {line.quantity} × {formatPrice(line.price)}
                  {/* A gift of a promotion: its row in the totals takes it off. */}
                  <FreeBadge line={line} />
                </p>
              </div>
              <p className="font-semibold tabular-nums sm:text-right">
                <span className="sr-only">Line total </span>
                {formatPrice(line.total)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {hasBreakdown(order) && (
        <TotalsList
          totals={order}
          method={order.shippingMethod?.name}
          withTotal={false}
          className="mt-5 border-t border-base-300 pt-4"
        />
      )}
      <dl className="mt-5 flex items-baseline justify-between gap-4 rounded-field bg-base-200/70 px-4 py-3">
        <dt className="text-base-content/80">
          Total <span className="text-sm text-base-content/70">({count === 1 ? '1 item' : `${count} items`})</span>
        </dt>
        <dd className="text-xl font-semibold text-primary tabular-nums">{formatPrice(order.total)}</dd>
      </dl>
      {order.refunded > 0 && (
        <dl className="mt-3 flex flex-col gap-1.5 px-4" aria-label="Refunds">
          <RefundedRow refunded={order.refunded} />
        </dl>
      )}
    </Card>
  );
}
