import { paymentText } from '@teatree/shared/messages';
import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { Order } from '@teatree/shared/schemas/order';
import { type ReactNode, useEffect, useRef } from 'react';
import { HiOutlineCheckCircle, HiOutlineEnvelope, HiOutlineMapPin } from 'react-icons/hi2';
import { IconDisc } from '../../../components/ui/icon-disc';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { OrderLinesSummary } from './order-lines-summary';

type PaymentCompleteProps = {
  transactionId: string;
  /** True right after paying here; false when the order was already paid before this visit. */
  justPaid: boolean;
  /** The order paid for: its teas, its money broken down, its delivery and where its receipt goes. */
  order: Order;
  /** Paid by a guest, through the order's key: no My Orders to go to (docs/decisions/0027-guest-orders.md). */
  guest?: boolean;
  children?: ReactNode;
};

/** The sentence about the receipt (docs/product.md): sent just now, or sent when the order was paid. */
export const receiptSentence = (email: string, justPaid: boolean) =>
  justPaid ? `A receipt is on its way to ${email}` : `The receipt was sent to ${email}`;

/**
 * The confirmation of a paid order (docs/product.md, "The payment page and its confirmation"):
 * 'Your payment is completed' and 'Your transaction ID: {id}' as ever, then what every shop shows
 * after a purchase: the teas, the total (with its shipping and tax, as the payment page showed them), how
 * and where they go, where the receipt went, and the ways on.
 */
export function PaymentComplete({ transactionId, justPaid, order, guest = false, children }: PaymentCompleteProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the customer paid with has gone: their focus (and a screen reader) moves to the outcome.
  useEffect(() => {
    if (justPaid) headingRef.current?.focus();
  }, [justPaid]);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col items-center gap-3 text-center" role={justPaid ? 'status' : undefined}>
        <IconDisc icon={<HiOutlineCheckCircle className="size-8" />} className="size-14 bg-leaf-100 text-success" />
        <p className="text-sm font-semibold text-amber-ink">
          Order {orderNumberLabel(order.number)} · Thank you, {order.user}
        </p>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-success outline-none sm:text-3xl">
          {justPaid ? paymentText.completed : 'This order is paid'}
        </h1>
        <p className="break-all text-base-content/80">{paymentText.transactionId(transactionId)}</p>
      </header>

      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-8">
        <OrderLinesSummary lines={order.lines} total={order.total} breakdown={order} label="What you paid for" />
        <div className="flex flex-col gap-4 rounded-box bg-base-200/70 p-4 text-sm">
          <div className="flex gap-3">
            <HiOutlineMapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <dl className="min-w-0">
              <dt className="font-semibold">Delivery address</dt>
              <dd className="whitespace-pre-line break-words text-base-content/80" data-testid="delivery-address">
                {order.address}
              </dd>
            </dl>
          </div>
          <div className="flex gap-3">
            <HiOutlineEnvelope className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <dl className="min-w-0">
              <dt className="font-semibold">Receipt</dt>
              <dd className="break-words text-base-content/80">{receiptSentence(order.email, justPaid)}</dd>
            </dl>
          </div>
        </div>
      </div>

      {children && <div className="text-center text-base-content/75">{children}</div>}

      <nav aria-label="After your purchase" className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={paths.order.getHref(order._id)} className="btn btn-primary">
          See your order
        </Link>
        {!guest && (
          <Link to={paths.myOrders.getHref()} className="btn btn-outline btn-primary">
            Go to My Orders
          </Link>
        )}
        <Link to={paths.products.getHref()} className="btn btn-ghost">
          Back to the shop
        </Link>
      </nav>
    </div>
  );
}
