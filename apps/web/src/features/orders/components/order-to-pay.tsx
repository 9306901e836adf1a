import type { Order } from '@teatree/shared/schemas/order';
import { IconDisc } from '../../../components/ui/icon-disc';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { orderQuantityText } from '../utils/order-text';
import { reorderProductId } from '../utils/order-time';
import { HiOutlineClock } from './order-icons';
import { OrderAgainLink } from './order-links';
import { OrderPhoto } from './order-photo';
import { StatusBadge } from './order-status-badge';

/*
 * The order as the payment page shows it (/payment/{id}): what is being paid for, the time it is still
 * held, and what the page says once that time ran out.
 */

/** The order's tea (or teas), how many, and its state, in one line above the card form. */
export function OrderToPay({ order }: { order: Order }) {
  return (
    <div className="flex items-center gap-3 rounded-field bg-base-200/70 p-3">
      <OrderPhoto photo={order.photo} className="size-14" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-snug">{order.name}</p>
        <p className="text-sm text-base-content/70">{orderQuantityText(order)}</p>
      </div>
      <StatusBadge status={order.status} />
    </div>
  );
}

/** How long the order still holds its teas ("Pay within 24 minutes…"), or nothing once it is not held. */
export function TimeLeftLine({ sentence }: { sentence: string }) {
  if (!sentence) return null;
  return (
    <p className="flex items-center gap-2 rounded-field bg-[#fbf3e2] px-3 py-2.5 text-sm font-medium text-[#6b4312]">
      <HiOutlineClock className="size-5 shrink-0" aria-hidden="true" />
      <span>{sentence}.</span>
    </p>
  );
}

/**
 * The order was not paid in time (docs/decisions/0011-order-states.md): its teas went back on the shelf,
 * and the tea can be ordered again. `justNow` when it replaced the card form while the page was open.
 */
export function ExpiredNotice({ order, message, justNow }: { order: Order; message: string; justNow: boolean }) {
  return (
    <div className="surface mx-auto flex max-w-xl flex-col items-center gap-4 p-6 text-center sm:p-8">
      <div className="contents" role={justNow ? 'status' : undefined}>
        <IconDisc icon={<HiOutlineClock className="size-7" />} className="size-14 bg-[#f8e0da] text-[#8a2c1c]" />
        <h1 className="text-2xl font-semibold sm:text-3xl">Time ran out for this order</h1>
        <p className="leading-relaxed text-base-content/75">{message}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {reorderProductId(order) && <OrderAgainLink order={order} className="btn-md" solid />}
        <Link to={paths.myOrders.getHref()} className="btn btn-outline btn-primary">
          Go to My Orders
        </Link>
      </div>
    </div>
  );
}
