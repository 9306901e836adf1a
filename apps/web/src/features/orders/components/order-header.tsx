import { formatPrice } from '@teatree/shared/money';
import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { OrderDetail } from '@teatree/shared/schemas/order';
import { formatDateTime } from '../../../lib/date-times';
import { OrderPhoto } from './order-photo';
import { PartlyRefundedBadge, StatusBadge } from './order-status-badge';

/**
 * The top of an order's own page: its photo, name, when it was placed, its number (#1001, the one a
 * customer reads out; its id beside it), status and total.
 */
export function OrderHeader({ order }: { order: OrderDetail }) {
  return (
    <header className="flex flex-col gap-5 surface p-6 sm:flex-row sm:items-start sm:justify-between sm:p-8">
      <div className="flex min-w-0 items-start gap-4">
        <OrderPhoto photo={order.photo} className="hidden size-20 sm:block" />
        <div className="min-w-0">
          <p className="mb-1 text-sm font-semibold uppercase tracking-[0.14em] text-amber-ink">Order</p>
          <h1 className="break-words text-3xl font-semibold sm:text-4xl">{order.name}</h1>
          <p className="mt-2 text-sm text-base-content/70">
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            <span aria-hidden="true" className="hidden sm:inline">
              {' '}
              ·{' '}
            </span>
            <span className="block sm:inline">
              Order number <strong className="text-base-content tabular-nums">{orderNumberLabel(order.number)}</strong>{' '}
              (<code className="break-all text-base-content">{order._id}</code>)
            </span>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-3 border-t border-base-300 pt-4 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <StatusBadge status={order.status} size="md" />
          <PartlyRefundedBadge order={order} size="md" />
        </div>
        <p className="text-right">
          <span className="block text-xs text-base-content/70">Total</span>
          <span className="text-2xl font-semibold text-primary tabular-nums sm:text-3xl">
            {formatPrice(order.total)}
          </span>
        </p>
      </div>
    </header>
  );
}
