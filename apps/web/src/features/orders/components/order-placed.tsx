import { formatPrice } from '@teatree/shared/money';
import { holdingTime, type Order } from '@teatree/shared/schemas/order';
import { useEffect, useRef } from 'react';
import { HiOutlineCheckCircle, HiOutlineCreditCard } from 'react-icons/hi2';
import { sizeName } from '../../../components/product/size-text';
import { IconDisc } from '../../../components/ui/icon-disc';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useShopConfig } from '../../../lib/shop-config';
import { formatTime } from '../utils/order-time';

type OrderPlacedProps = { order: Order; onOrderMore?: () => void };

/** How long the teas wait for the payment: "We hold your tea for 30 minutes, until 3:45 PM, while you pay". */
function holdSentence(minutes: number | undefined, expiresAt: string | null): string {
  const until = formatTime(expiresAt);
  const span = minutes ? ` for ${holdingTime(minutes)}` : '';
  if (!span && !until) return 'We set the tea aside for you while you pay';
  return `We hold your tea${span}${until ? `, until ${until},` : ''} while you pay; after that it goes back on the shelf`;
}

/**
 * Shown in place of the form once the order is in: the way to pay now, or to find it later, and how
 * long the tea is held for the payment (GET /api/config, orders.unpaidOrderMinutes).
 */
export function OrderPlaced({ order, onOrderMore }: OrderPlacedProps) {
  const config = useShopConfig();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the customer was in has gone: their focus moves to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-start gap-5">
      <div className="flex items-center gap-3">
        <IconDisc
          icon={<HiOutlineCheckCircle className="size-7" />}
          className="size-12 shrink-0 bg-leaf-100 text-primary"
        />
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          Your order is placed
        </h2>
      </div>
      <p className="leading-relaxed text-base-content/80">
        {order.quantity} × {order.name}
        {order.lines.length === 1 && order.lines[0]?.size && ` (${sizeName(order.lines[0].size)})`} for{' '}
        <strong className="tabular-nums">{formatPrice(order.total)}</strong>, to{' '}
        <span className="whitespace-pre-line">{order.address}</span>.{' '}
        {holdSentence(config.data?.orders?.unpaidOrderMinutes, order.expiresAt)}. It ships once the order is paid.
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.payment.getHref(order._id)} className="btn btn-primary btn-lg gap-2 px-8">
          <HiOutlineCreditCard className="size-5" aria-hidden="true" />
          Pay now
        </Link>
        <Link to={paths.myOrders.getHref()} className="btn btn-outline btn-primary btn-lg px-8">
          My Orders
        </Link>
      </div>
      <Link to={paths.order.getHref(order._id)} className="link link-primary text-sm">
        See the order's details
      </Link>
      {onOrderMore && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={onOrderMore}>
          Order this tea again
        </button>
      )}
    </div>
  );
}
