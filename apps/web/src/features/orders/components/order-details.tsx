import { formatPrice } from '@teatree/shared/money';
import type { OrderDetail, OrderEvent, OrderStatus } from '@teatree/shared/schemas/order';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import {
  HiOutlineCheckBadge,
  HiOutlineCheckCircle,
  HiOutlineCreditCard,
  HiOutlineTrash,
  HiOutlineTruck,
  HiOutlineXCircle,
} from 'react-icons/hi2';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/date-times';
import { formatDate } from '../../../lib/dates';
import { formatTime, reorderProductId, type TimeLeft } from '../utils/order-time';
import {
  HiOutlineClock,
  HiOutlineEnvelope,
  HiOutlineHashtag,
  HiOutlineMapPin,
  HiOutlinePhone,
  HiOutlineReceiptRefund,
  HiOutlineShoppingBag,
  HiOutlineStar,
  HiOutlineUser,
} from './order-icons';
import { OrderAgainLink, OrderPhoto, StatusBadge } from './order-parts';

/**
 * The parts of an order's own page (/orders/{id}): its header, what its status means now (with Pay Now,
 * Order again or the tracking), its teas, its history as a timeline, and the delivery, customer,
 * payment and tracking details. The route (src/app/routes/order.tsx) loads the order and puts them together.
 */

/** Whose eyes the page is for: the order's own customer, or an administrator looking at someone's order. */
export type OrderViewer = { own: boolean; admin: boolean };

/** The newest step of the history that reached `status`, for its date. */
function lastEvent(order: OrderDetail, status: OrderStatus): OrderEvent | undefined {
  return order.history.findLast((event) => event.status === status);
}

function Card({
  children,
  className = '',
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  return (
    <section aria-labelledby={labelledBy} className={`surface p-5 sm:p-6 ${className}`}>
      {children}
    </section>
  );
}

function CardHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-xl font-semibold">
      {children}
    </h2>
  );
}

// ——— The header ———

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
              Order number <code className="break-all text-base-content">{order._id}</code>
            </span>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-3 border-t border-base-300 pt-4 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
        <StatusBadge status={order.status} size="md" />
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

// ——— What the status means now ———

type CalloutLook = { box: string; badge: string; Icon: IconType };

const calloutLooks = {
  waiting: { box: 'bg-[#fbf3e2] ring-[#e9d3a6]', badge: 'bg-[#f6e7c8] text-[#6b4312]', Icon: HiOutlineClock },
  expired: { box: 'bg-[#fcefeb] ring-[#f0c9bf]', badge: 'bg-[#f8e0da] text-[#8a2c1c]', Icon: HiOutlineClock },
  cancelled: { box: 'bg-base-100 ring-base-300', badge: 'bg-base-300 text-base-content', Icon: HiOutlineXCircle },
  refunded: {
    box: 'bg-[#f5f0fa] ring-[#dccbeb]',
    badge: 'bg-[#ebe3f4] text-[#4e2a6e]',
    Icon: HiOutlineReceiptRefund,
  },
  paid: { box: 'bg-leaf-50 ring-leaf-100', badge: 'bg-leaf-100 text-primary', Icon: HiOutlineCheckCircle },
  shipped: { box: 'bg-[#eef4fb] ring-[#c9daee]', badge: 'bg-[#dbe7f5] text-[#1f4a7a]', Icon: HiOutlineTruck },
  delivered: { box: 'bg-leaf-50 ring-leaf-100', badge: 'bg-[#d8ead0] text-[#1f4d29]', Icon: HiOutlineCheckBadge },
  deleted: { box: 'bg-base-100 ring-base-300', badge: 'bg-[#e7e5e4] text-[#44403c]', Icon: HiOutlineTrash },
} satisfies Record<string, CalloutLook>;

function Callout({
  look,
  title,
  children,
  actions,
}: {
  look: CalloutLook;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { box, badge, Icon } = look;
  return (
    // Polite: a change while the page is open (the hold ran out, say) is read out; the first one is not.
    <section
      aria-label="Order status"
      aria-live="polite"
      className={`flex flex-col gap-4 rounded-box p-5 ring-1 sm:flex-row sm:items-center sm:justify-between sm:p-6 ${box}`}
    >
      <div className="flex min-w-0 items-start gap-4">
        <span className={`grid size-11 shrink-0 place-items-center rounded-full ${badge}`}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="font-sans text-lg font-semibold leading-snug">{title}</h2>
          <div className="mt-1 leading-relaxed text-base-content/80">{children}</div>
        </div>
      </div>
      {actions && (
        <div className="flex shrink-0 flex-col gap-3 *:w-full sm:flex-row sm:justify-end sm:*:w-auto">{actions}</div>
      )}
    </section>
  );
}

type OrderCalloutProps = {
  order: OrderDetail;
  viewer: OrderViewer;
  timeLeft: TimeLeft;
};

/** One sentence on where the order stands, and the one thing to do next: pay, order again, follow the parcel. */
export function OrderCallout({ order, viewer, timeLeft }: OrderCalloutProps) {
  const { own } = viewer;
  const expiredNow = order.status === 'pending' && timeLeft.expired;

  if (order.status === 'expired' || expiredNow) {
    return (
      <Callout
        look={calloutLooks.expired}
        title="This order has expired"
        actions={own && reorderProductId(order) ? <OrderAgainLink order={order} className="btn-md" solid /> : undefined}
      >
        <p>
          It was not paid in time, so its teas went back on the shelf.
          {own && reorderProductId(order) ? ' The tea is still here: order it again whenever you like.' : ''}
        </p>
      </Callout>
    );
  }

  switch (order.status) {
    case 'pending': {
      const until = formatTime(order.expiresAt);
      return (
        <Callout
          look={calloutLooks.waiting}
          title="Awaiting payment"
          actions={
            own ? (
              <Link to={paths.payment.getHref(order._id)} className="btn btn-primary btn-lg gap-2 px-8">
                <HiOutlineCreditCard className="size-5" aria-hidden="true" />
                Pay Now
              </Link>
            ) : undefined
          }
        >
          {own ? (
            <p>
              {timeLeft.sentence ? `${timeLeft.sentence}.` : 'Your teas are held for you while you pay.'}
              {until && ` Pay by ${until}, or they go back on the shelf.`}
            </p>
          ) : (
            <p>
              Waiting for {order.user} to pay.
              {until && ` The teas are held until ${until}.`}
            </p>
          )}
        </Callout>
      );
    }
    case 'paid':
      return (
        <Callout look={calloutLooks.paid} title={own ? 'Paid: we are packing your teas' : 'Paid: ready to ship'}>
          <p>
            Paid on {formatDate(order.paidAt)}.{' '}
            {own ? 'We ship it soon, and e-mail you the tracking number.' : 'Ship it from Manage All Orders.'}
          </p>
        </Callout>
      );
    case 'shipped':
      return (
        <Callout look={calloutLooks.shipped} title="On its way">
          <p>
            Shipped on {formatDate(lastEvent(order, 'shipped')?.at)}
            {order.carrier ? ` with ${order.carrier}` : ''}.
            {order.trackingNumber ? '' : ' It should reach you in a few days.'}
          </p>
          {order.trackingNumber && (
            <p className="mt-2">
              Tracking number{' '}
              <code className="break-all rounded bg-base-100 px-1.5 py-0.5 font-semibold text-base-content">
                {order.trackingNumber}
              </code>
            </p>
          )}
        </Callout>
      );
    case 'delivered': {
      const productId = reorderProductId(order);
      return (
        <Callout
          look={calloutLooks.delivered}
          title="Delivered"
          actions={
            own && productId ? (
              <Link to={paths.myReview.getHref(productId)} className="btn btn-outline btn-primary gap-1.5">
                <HiOutlineStar className="size-5" aria-hidden="true" />
                Review this tea
              </Link>
            ) : undefined
          }
        >
          <p>
            Delivered on {formatDate(lastEvent(order, 'delivered')?.at)}.
            {own ? ' Enjoy your tea, and tell other tea lovers what you think of it.' : ''}
          </p>
        </Callout>
      );
    }
    case 'cancelled':
      return (
        <Callout look={calloutLooks.cancelled} title="This order was cancelled">
          <p>Nothing was charged for it, and its teas went back on the shelf.</p>
        </Callout>
      );
    case 'refunded':
      return (
        <Callout look={calloutLooks.refunded} title={own ? 'Your money went back to you' : 'Cancelled and refunded'}>
          <p>
            {own
              ? `We cancelled this order and refunded ${formatPrice(order.total)} to the card you paid with. Your bank may take a few days to show it.`
              : `The customer's payment of ${formatPrice(order.total)} went back to their card.`}
          </p>
        </Callout>
      );
    default:
      return (
        <Callout look={calloutLooks.deleted} title="This order was deleted">
          <p>It no longer shows in any list; it stays in the books.</p>
        </Callout>
      );
  }
}

// ——— The teas ———

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
                  {line.productId ? (
                    <Link to={paths.product.getHref(line.productId)} className="link link-hover">
                      {line.name}
                    </Link>
                  ) : (
                    line.name
                  )}
                </p>
                <p className="text-sm text-base-content/70">
                  {line.category}
                  {line.brand && <span> · {line.brand}</span>}
                </p>
                <p className="mt-1 text-sm tabular-nums">
                  {line.quantity} × {formatPrice(line.price)}
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
      <dl className="mt-5 flex items-baseline justify-between gap-4 rounded-field bg-base-200/70 px-4 py-3">
        <dt className="text-base-content/80">
          Total <span className="text-sm text-base-content/70">({count === 1 ? '1 item' : `${count} items`})</span>
        </dt>
        <dd className="text-xl font-semibold text-primary tabular-nums">{formatPrice(order.total)}</dd>
      </dl>
    </Card>
  );
}

// ——— The history ———

const eventLooks: Record<OrderStatus, { label: string; Icon: IconType; tint: string }> = {
  pending: { label: 'Order placed', Icon: HiOutlineShoppingBag, tint: 'bg-[#f6e7c8] text-[#6b4312]' },
  paid: { label: 'Paid', Icon: HiOutlineCreditCard, tint: 'bg-leaf-100 text-primary' },
  shipped: { label: 'Shipped', Icon: HiOutlineTruck, tint: 'bg-[#dbe7f5] text-[#1f4a7a]' },
  delivered: { label: 'Delivered', Icon: HiOutlineCheckBadge, tint: 'bg-[#d8ead0] text-[#1f4d29]' },
  cancelled: { label: 'Cancelled', Icon: HiOutlineXCircle, tint: 'bg-base-300 text-base-content' },
  refunded: { label: 'Refunded', Icon: HiOutlineReceiptRefund, tint: 'bg-[#ebe3f4] text-[#4e2a6e]' },
  expired: { label: 'Expired', Icon: HiOutlineClock, tint: 'bg-[#f8e0da] text-[#8a2c1c]' },
  deleted: { label: 'Deleted', Icon: HiOutlineTrash, tint: 'bg-[#e7e5e4] text-[#44403c]' },
};

/** The step the order waits for, shown faintly at the end of its history. */
function nextStep(order: OrderDetail, timeLeft: TimeLeft, own: boolean): { label: string; detail: string } | null {
  if (order.status === 'pending' && !timeLeft.expired) {
    return { label: 'Payment', detail: own ? 'Waiting for your payment' : 'Waiting for the customer to pay' };
  }
  if (order.status === 'paid') return { label: 'Shipping', detail: 'Packed and sent by the shop' };
  if (order.status === 'shipped') return { label: 'Delivery', detail: own ? 'On its way to you' : 'On its way' };
  return null;
}

export function OrderHistory({ order, viewer, timeLeft }: OrderCalloutProps) {
  const next = nextStep(order, timeLeft, viewer.own);
  return (
    <Card labelledBy="order-history-heading">
      <CardHeading id="order-history-heading">History</CardHeading>
      <ol className="flex flex-col">
        {order.history.map((event, index) => {
          const { label, Icon, tint } = eventLooks[event.status];
          const last = index === order.history.length - 1 && !next;
          return (
            <li
              // Events are never reordered or removed: their place in the history is who they are.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="relative flex gap-4 pb-6 last:pb-0"
            >
              {!last && <span aria-hidden="true" className="absolute top-11 bottom-1 left-5 w-px bg-base-300" />}
              <span className={`relative grid size-10 shrink-0 place-items-center rounded-full ${tint}`}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 pt-1">
                <p className="font-semibold leading-snug">{label}</p>
                <p className="text-sm text-base-content/70">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                </p>
                {event.note && <p className="mt-1 break-words text-sm text-base-content/85">{event.note}</p>}
              </div>
            </li>
          );
        })}
        {next && (
          <li className="relative flex gap-4">
            <span
              className="grid size-10 shrink-0 place-items-center rounded-full border-2 border-dashed border-base-300 bg-base-100 text-base-content/60"
              aria-hidden="true"
            >
              <HiOutlineClock className="size-5" />
            </span>
            <div className="min-w-0 pt-1">
              <p className="font-semibold leading-snug text-base-content/75">
                <span className="sr-only">Next: </span>
                {next.label}
              </p>
              <p className="text-sm text-base-content/70">{next.detail}</p>
            </div>
          </li>
        )}
      </ol>
    </Card>
  );
}

// ——— Delivery, customer, payment, tracking ———

function Detail({ Icon, label, children }: { Icon: IconType; label: string; children: ReactNode }) {
  // dt and dd stay the group's own children, as a description list wants; the icon sits in the dt.
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-xs font-medium text-base-content/70">
        <Icon className="absolute top-0.5 left-0 size-5 text-base-content/60" aria-hidden="true" />
        {label}
      </dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

export function OrderFacts({ order, viewer }: { order: OrderDetail; viewer: OrderViewer }) {
  const refund = lastEvent(order, 'refunded');
  const shipped = order.status === 'shipped' || order.status === 'delivered';
  return (
    <div className="flex flex-col gap-6">
      {viewer.admin && (
        <Card labelledBy="order-customer-heading">
          <CardHeading id="order-customer-heading">Customer</CardHeading>
          <dl className="flex flex-col gap-4">
            <Detail Icon={HiOutlineUser} label="Name">
              {order.user}
            </Detail>
            <Detail Icon={HiOutlineEnvelope} label="E-mail">
              <a href={`mailto:${order.email}`} className="link link-primary break-all">
                {order.email}
              </a>
            </Detail>
          </dl>
        </Card>
      )}

      <Card labelledBy="order-delivery-heading">
        <CardHeading id="order-delivery-heading">Delivery</CardHeading>
        <dl className="flex flex-col gap-4">
          <Detail Icon={HiOutlineMapPin} label="Address">
            <span className="whitespace-pre-line">{order.address}</span>
          </Detail>
          <Detail Icon={HiOutlinePhone} label="Phone">
            {order.phone || <span className="text-base-content/70">None given</span>}
          </Detail>
        </dl>
      </Card>

      {shipped && (order.carrier || order.trackingNumber) && (
        <Card labelledBy="order-tracking-heading">
          <CardHeading id="order-tracking-heading">Tracking</CardHeading>
          <dl className="flex flex-col gap-4">
            {order.carrier && (
              <Detail Icon={HiOutlineTruck} label="Carrier">
                <span className="font-semibold">{order.carrier}</span>
              </Detail>
            )}
            {order.trackingNumber && (
              <Detail Icon={HiOutlineHashtag} label="Tracking number">
                <code className="break-all font-semibold">{order.trackingNumber}</code>
              </Detail>
            )}
          </dl>
        </Card>
      )}

      <Card labelledBy="order-payment-heading">
        <CardHeading id="order-payment-heading">Payment</CardHeading>
        {order.paid ? (
          <dl className="flex flex-col gap-4">
            <Detail Icon={HiOutlineCheckCircle} label="Status">
              {order.status === 'refunded' ? (
                <span className="font-semibold text-[#4e2a6e]">
                  Refunded{refund ? ` on ${formatDate(refund.at)}` : ''}
                </span>
              ) : (
                <span className="font-semibold text-success">Paid</span>
              )}
            </Detail>
            <Detail Icon={HiOutlineClock} label="Paid on">
              {order.paidAt ? <time dateTime={order.paidAt}>{formatDateTime(order.paidAt)}</time> : '—'}
            </Detail>
            <Detail Icon={HiOutlineCreditCard} label="Transaction id">
              <code className="break-all text-sm">{order.transactionId}</code>
            </Detail>
          </dl>
        ) : (
          <p className="text-base-content/75">
            {order.status === 'pending'
              ? 'Not paid yet: pay by card from this page or from My Orders.'
              : 'Nothing was paid for this order.'}
          </p>
        )}
      </Card>
    </div>
  );
}
