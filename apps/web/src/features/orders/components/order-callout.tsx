import { formatPrice } from '@teatree/shared/money';
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
import { IconDisc } from '../../../components/ui/icon-disc';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { lastEvent, type OrderStandingProps } from '../utils/order-page';
import { formatTime, reorderProductId } from '../utils/order-time';
import { HiOutlineClock, HiOutlineReceiptRefund, HiOutlineStar } from './order-icons';
import { OrderAgainLink } from './order-links';

/*
 * What an order's status means now, at the top of its own page, with the one thing to do next: pay while
 * it is held, order again once it expired, follow the parcel, review the tea.
 */

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
        <IconDisc icon={<Icon className="size-6" />} className={`size-11 shrink-0 ${badge}`} />
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

/** One sentence on where the order stands, and the one thing to do next: pay, order again, follow the parcel. */
export function OrderCallout({ order, viewer, timeLeft }: OrderStandingProps) {
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
              <>
                <OrderAgainLink order={order} className="btn-md" />
                <Link to={paths.myReview.getHref(productId)} className="btn btn-outline btn-primary gap-1.5">
                  <HiOutlineStar className="size-5" aria-hidden="true" />
                  Review this tea
                </Link>
              </>
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
        <Callout
          look={calloutLooks.cancelled}
          title="This order was cancelled"
          actions={own ? <OrderAgainLink order={order} className="btn-md" /> : undefined}
        >
          <p>Nothing was charged for it, and its teas went back on the shelf.</p>
        </Callout>
      );
    case 'refunded':
      return (
        <Callout
          look={calloutLooks.refunded}
          title={own ? 'Your money went back to you' : 'Cancelled and refunded'}
          actions={own ? <OrderAgainLink order={order} className="btn-md" /> : undefined}
        >
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
