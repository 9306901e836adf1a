import { type Order, type OrderStatus, orderStatusLabels } from '@teatree/shared/schemas/order';
import { returnStatusLabels } from '@teatree/shared/schemas/returns';
import { partlyRefunded } from '../utils/refund-form';

// Each status wears a tint of its own; every pair keeps text contrast above 4.5:1 (the lowest, paid, is 5.2:1).
const statusTints: Record<OrderStatus, string> = {
  pending: 'bg-[#f6e7c8] text-[#6b4312]',
  paid: 'bg-leaf-100 text-primary',
  shipped: 'bg-[#dbe7f5] text-[#1f4a7a]',
  delivered: 'bg-[#d8ead0] text-[#1f4d29]',
  cancelled: 'bg-base-300 text-base-content',
  refunded: 'bg-[#ebe3f4] text-[#4e2a6e]',
  expired: 'bg-[#f8e0da] text-[#8a2c1c]',
  deleted: 'bg-[#e7e5e4] text-[#44403c]',
};

export function StatusBadge({ status, size = 'sm' }: { status: OrderStatus; size?: 'sm' | 'md' }) {
  const sizing = size === 'md' ? 'px-3.5 py-1 text-sm' : 'px-2.5 py-0.5 text-xs';
  return (
    <span
      className={`inline-flex items-center rounded-full font-semibold whitespace-nowrap ${sizing} ${statusTints[status]}`}
    >
      {orderStatusLabels[status]}
    </span>
  );
}

/** Beside the status of an order some of which was sent back (docs/decisions/0034-refunds.md); nothing otherwise. */
export function PartlyRefundedBadge({
  order,
  size = 'sm',
  className = '',
}: {
  order: Pick<Order, 'total' | 'refunded'>;
  size?: 'sm' | 'md';
  className?: string;
}) {
  if (!partlyRefunded(order)) return null;
  const sizing = size === 'md' ? 'px-3.5 py-1 text-sm' : 'px-2.5 py-0.5 text-xs';
  return (
    <span
      className={`inline-flex items-center rounded-full font-semibold whitespace-nowrap ${sizing} ${statusTints.refunded} ${className}`}
    >
      Partly refunded
    </span>
  );
}

/** Beside the status of an order whose customer asked a return that waits for the shop's answer; nothing otherwise. */
export function ReturnAskedBadge({
  order,
  size = 'sm',
  className = '',
}: {
  order: Pick<Order, 'returnStatus'>;
  size?: 'sm' | 'md';
  className?: string;
}) {
  if (order.returnStatus !== 'asked') return null;
  const sizing = size === 'md' ? 'px-3.5 py-1 text-sm' : 'px-2.5 py-0.5 text-xs';
  return (
    <span
      className={`inline-flex items-center rounded-full font-semibold whitespace-nowrap ${sizing} ${statusTints.pending} ${className}`}
    >
      {returnStatusLabels.asked}
    </span>
  );
}
