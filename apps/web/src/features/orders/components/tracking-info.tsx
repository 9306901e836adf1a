import type { Order } from '@teatree/shared/schemas/order';

/** The carrier and tracking number the shop gave when it shipped the order, when it gave them. */
export function TrackingInfo({ order, className = '' }: { order: Order; className?: string }) {
  if (order.status !== 'shipped' && order.status !== 'delivered') return null;
  if (!order.carrier && !order.trackingNumber) return null;
  return (
    <dl className={`flex flex-col gap-0.5 text-xs ${className}`}>
      {order.carrier && (
        <div className="flex gap-1">
          <dt className="text-base-content/70">Carrier</dt>
          <dd className="font-semibold break-words">{order.carrier}</dd>
        </div>
      )}
      {order.trackingNumber && (
        <div className="flex flex-wrap gap-x-1">
          <dt className="text-base-content/70">Tracking number</dt>
          <dd>
            <code className="break-all font-semibold">{order.trackingNumber}</code>
          </dd>
        </div>
      )}
    </dl>
  );
}
