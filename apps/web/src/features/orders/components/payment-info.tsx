import type { Order } from '@teatree/shared/schemas/order';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { HiOutlineCheckCircle, HiOutlineCreditCard } from 'react-icons/hi2';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { formatTime } from '../utils/order-time';
import type { OrdersView } from '../utils/orders-view';
import { HiOutlineReceiptRefund } from './order-icons';
import { OrderAgainLink } from './order-links';

type SettledPaymentProps = { icon: IconType; label: string; tone: string; children: ReactNode };

/** A payment that has come to rest (paid, or refunded): its mark in its colour, and what there is to know of it beneath. */
function SettledPayment({ icon: Icon, label, tone, children }: SettledPaymentProps) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className={`inline-flex items-center gap-1 font-semibold ${tone}`}>
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </span>
      {children}
    </div>
  );
}

/**
 * The Payment column (docs/product.md): Paid with the transaction id, or Pay Now for the customer's
 * unpaid order (with the time it is held until); a refunded order says the money went back, and an
 * expired one offers to order the tea again.
 */
export function PaymentInfo({ order, view }: { order: Order; view: OrdersView }) {
  if (order.status === 'refunded') {
    return (
      <SettledPayment icon={HiOutlineReceiptRefund} label="Refunded" tone="text-[#4e2a6e]">
        <span className="text-xs text-base-content/70">
          {view === 'admin' ? 'The payment went back to the customer' : 'Your payment went back to your card'}
        </span>
        {view === 'customer' && <OrderAgainLink order={order} className="btn-sm mt-1 self-start" />}
      </SettledPayment>
    );
  }
  if (order.status === 'expired') {
    return (
      <div className="flex min-w-0 flex-col items-start gap-1.5">
        <span className="text-sm text-base-content/70">Not paid in time</span>
        {view === 'customer' && <OrderAgainLink order={order} />}
      </div>
    );
  }
  if (order.paid) {
    return (
      <SettledPayment icon={HiOutlineCheckCircle} label="Paid" tone="text-success">
        <span className="text-xs text-base-content/70">Transaction id</span>
        <code className="break-all text-xs text-base-content">{order.transactionId}</code>
        {view === 'customer' && order.status === 'delivered' && (
          <OrderAgainLink order={order} className="btn-sm mt-1 self-start" />
        )}
      </SettledPayment>
    );
  }
  if (order.status !== 'pending') {
    return (
      <div className="flex min-w-0 flex-col items-start gap-1.5">
        <span className="text-sm text-base-content/70">Not paid</span>
        {view === 'customer' && order.status === 'cancelled' && <OrderAgainLink order={order} />}
      </div>
    );
  }
  const heldUntil = formatTime(order.expiresAt);
  if (view === 'admin') {
    return (
      <div className="flex flex-col gap-0.5">
        <span className="text-sm text-base-content/70">Not paid yet</span>
        {heldUntil && <span className="text-xs text-base-content/70">Held until {heldUntil}</span>}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <Link to={paths.payment.getHref(order._id)} className="btn btn-primary btn-sm gap-1.5">
        <HiOutlineCreditCard className="size-4" aria-hidden="true" />
        Pay Now<span className="sr-only"> for {order.name}</span>
      </Link>
      {heldUntil && <span className="text-xs text-base-content/70">Held until {heldUntil}</span>}
    </div>
  );
}
