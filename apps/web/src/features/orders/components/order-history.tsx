import type { OrderDetail, OrderEventKind, OrderStatus } from '@teatree/shared/schemas/order';
import type { IconType } from 'react-icons';
import {
  HiOutlineArrowUturnLeft,
  HiOutlineCheckBadge,
  HiOutlineCreditCard,
  HiOutlineTrash,
  HiOutlineTruck,
  HiOutlineXCircle,
} from 'react-icons/hi2';
import { IconDisc } from '../../../components/ui/icon-disc';
import { formatDateTime } from '../../../lib/date-times';
import type { OrderStandingProps } from '../utils/order-page';
import type { TimeLeft } from '../utils/order-time';
import { HiOutlineClock, HiOutlineReceiptRefund, HiOutlineShoppingBag } from './order-icons';
import { Card, CardHeading } from './order-page-card';

/*
 * An order's history on its own page, as a timeline of its steps (docs/decisions/0011-order-states.md),
 * ending with the step it waits for.
 */

const refundTint = 'bg-[#ebe3f4] text-[#4e2a6e]';

const eventLooks: Record<OrderStatus, { label: string; Icon: IconType; tint: string }> = {
  pending: { label: 'Order placed', Icon: HiOutlineShoppingBag, tint: 'bg-[#f6e7c8] text-[#6b4312]' },
  paid: { label: 'Paid', Icon: HiOutlineCreditCard, tint: 'bg-leaf-100 text-primary' },
  shipped: { label: 'Shipped', Icon: HiOutlineTruck, tint: 'bg-[#dbe7f5] text-[#1f4a7a]' },
  delivered: { label: 'Delivered', Icon: HiOutlineCheckBadge, tint: 'bg-[#d8ead0] text-[#1f4d29]' },
  cancelled: { label: 'Cancelled', Icon: HiOutlineXCircle, tint: 'bg-base-300 text-base-content' },
  refunded: { label: 'Refunded', Icon: HiOutlineReceiptRefund, tint: refundTint },
  expired: { label: 'Expired', Icon: HiOutlineClock, tint: 'bg-[#f8e0da] text-[#8a2c1c]' },
  deleted: { label: 'Deleted', Icon: HiOutlineTrash, tint: 'bg-[#e7e5e4] text-[#44403c]' },
};

/** What happened while the status stayed (docs/decisions/0034-refunds.md): a refund of part of it, a return's steps. */
const kindLooks: Record<OrderEventKind, { label: string; Icon: IconType; tint: string }> = {
  refund: { label: 'Partly refunded', Icon: HiOutlineReceiptRefund, tint: refundTint },
  return_asked: { label: 'Return asked', Icon: HiOutlineArrowUturnLeft, tint: 'bg-[#f6e7c8] text-[#6b4312]' },
  return_accepted: { label: 'Return accepted', Icon: HiOutlineArrowUturnLeft, tint: refundTint },
  return_declined: { label: 'Return declined', Icon: HiOutlineXCircle, tint: 'bg-base-300 text-base-content' },
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

export function OrderHistory({ order, viewer, timeLeft }: OrderStandingProps) {
  const next = nextStep(order, timeLeft, viewer.own);
  return (
    <Card labelledBy="order-history-heading">
      <CardHeading id="order-history-heading">History</CardHeading>
      <ol className="flex flex-col">
        {order.history.map((event, index) => {
          const { label, Icon, tint } = event.kind ? kindLooks[event.kind] : eventLooks[event.status];
          const last = index === order.history.length - 1 && !next;
          return (
            <li
              // Events are never reordered or removed: their place in the history is who they are.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className="relative flex gap-4 pb-6 last:pb-0"
            >
              {!last && <span aria-hidden="true" className="absolute top-11 bottom-1 left-5 w-px bg-base-300" />}
              <IconDisc icon={<Icon className="size-5" />} className={`relative size-10 shrink-0 ${tint}`} />
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
            <IconDisc
              icon={<HiOutlineClock className="size-5" />}
              className="size-10 shrink-0 border-2 border-dashed border-base-300 bg-base-100 text-base-content/60"
            />
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
