import { orderNumberLabel } from '@teatree/shared/orders/number';
import { type Dashboard, LOW_STOCK_DAYS, type LowStockBy } from '@teatree/shared/schemas/dashboard';
import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { StarRating } from '../../../components/ui/star-rating';
import { paths } from '../../../config/paths';
import { money } from '../format';

/** "23 Nov, 08:06" in the shop's time zone, as the dashboard's days are. */
function whenIn(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  return (iso: string) => format.format(new Date(iso));
}

type ListCardProps = {
  id: string;
  title: string;
  /** "4 waiting", shown beside the title. */
  count?: string;
  /** A choice of how the list is drawn up, under the title. */
  choice?: ReactNode;
  empty: string;
  items: ReactNode[];
  footer?: ReactNode;
};

/** A titled card holding a short list, or a word saying there is nothing in it. */
function ListCard({ id, title, count, choice, empty, items, footer }: ListCardProps) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 surface p-5">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        {count && <span className="badge badge-soft badge-primary badge-sm shrink-0">{count}</span>}
      </div>
      {choice}
      {items.length === 0 ? (
        <p className="rounded-field bg-base-200/70 px-3 py-4 text-center text-sm text-base-content/70">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-base-300/70">{items}</ul>
      )}
      {footer}
    </section>
  );
}

const rowClass =
  'flex items-center justify-between gap-3 rounded-field px-2 py-2.5 -mx-2 transition-colors hover:bg-base-200 focus-visible:bg-base-200';

/** Paid orders not yet shipped, the longest waiting first, each opening on Manage Orders. */
export function ToShipList({ toShip, timeZone }: { toShip: Dashboard['toShip']; timeZone: string }) {
  const more = toShip.total - toShip.orders.length;
  const when = whenIn(timeZone);
  return (
    <ListCard
      id="to-ship-heading"
      title="Waiting to be shipped"
      count={toShip.total > 0 ? `${toShip.total} waiting` : undefined}
      empty="Every paid order is on its way."
      items={toShip.orders.map((order) => (
        <li key={order._id}>
          <Link to={paths.manageOrder.getHref(order._id)} className={rowClass}>
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-medium text-primary">{order.name}</span>
              <span className="text-xs font-medium tabular-nums text-base-content/70">
                Order {orderNumberLabel(order.number)}
              </span>
              <span className="truncate text-sm text-base-content/70">
                {order.customer} · paid {when(order.paidAt)}
              </span>
            </span>
            <span className="shrink-0 font-semibold">{money(order.total)}</span>
          </Link>
        </li>
      ))}
      footer={
        more > 0 && (
          <Link className="link link-primary text-sm" to={`${paths.manageOrder.getHref()}?status=paid`}>
            See all {toShip.total} paid orders
          </Link>
        )
      }
    />
  );
}

const LOW_STOCK_CHOICES: { by: LowStockBy; label: string }[] = [
  { by: 'count', label: 'By count' },
  { by: 'days', label: 'By days of sales' },
];

/**
 * Teas running low, judged as the owner chooses (docs/decisions/0032-sizes-and-stock-by-weight.md): by
 * how many of the default size are left, or by how many days the stock lasts at the last 30 days' sales.
 */
export function LowStockList({
  lowStock,
  by,
  onBy,
}: {
  lowStock: Dashboard['lowStock'];
  by: LowStockBy;
  onBy: (by: LowStockBy) => void;
}) {
  const byDays = by === 'days';
  return (
    <ListCard
      id="low-stock-heading"
      title="Running low"
      choice={
        <fieldset className="join">
          <legend className="sr-only">Judge running low</legend>
          {LOW_STOCK_CHOICES.map((choice) => (
            <button
              key={choice.by}
              type="button"
              className={`btn join-item btn-xs ${choice.by === by ? 'btn-primary' : 'btn-outline btn-primary bg-base-100'}`}
              aria-pressed={choice.by === by}
              onClick={() => onBy(choice.by)}
            >
              {choice.label}
            </button>
          ))}
        </fieldset>
      }
      count={lowStock.total > 0 ? `${lowStock.total} ${lowStock.total === 1 ? 'tea' : 'teas'}` : undefined}
      empty={
        byDays
          ? `No tea runs out within ${lowStock.days ?? LOW_STOCK_DAYS} days at its last 30 days' sales, nor is below its minimum order.`
          : `No tea is down to ${lowStock.threshold} tins or below its minimum order.`
      }
      items={lowStock.products.map((product) => {
        // The whole stock as the shop writes it ("400 g"): the count beside it is of the default size.
        const stock = product.stockText;
        const why =
          product.quantity === 0
            ? 'No one can order it'
            : product.quantity < product.minOrder
              ? `Below its minimum order of ${product.minOrder}`
              : byDays && product.daysLeft != null
                ? `About ${Math.round(product.daysLeft)} ${Math.round(product.daysLeft) === 1 ? 'day' : 'days'} of sales left`
                : 'Restock soon';
        return (
          <li key={product._id}>
            <Link to={paths.editProduct.getHref(product._id)} className={rowClass}>
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-primary">{product.name}</span>
                <span className="text-sm text-base-content/70">
                  {why}
                  {stock && <span className="tabular-nums"> · {stock} in stock</span>}
                </span>
              </span>
              <span
                className={`shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold ${
                  product.quantity === 0 ? 'bg-error/10 text-error' : 'bg-warning/20 text-amber-ink'
                }`}
              >
                {product.quantity === 0 ? 'Sold out' : `${product.quantity} left`}
              </span>
            </Link>
          </li>
        );
      })}
      footer={
        lowStock.total > lowStock.products.length && (
          <p className="text-sm text-base-content/70">
            And {lowStock.total - lowStock.products.length} more in the catalogue.
          </p>
        )
      }
    />
  );
}

/** The newest reviews with their stars. */
export function NewestReviews({ reviews, timeZone }: { reviews: Dashboard['reviews']; timeZone: string }) {
  const when = whenIn(timeZone);
  return (
    <ListCard
      id="newest-reviews-heading"
      title="Newest reviews"
      empty="No reviews yet."
      items={reviews.map((review) => (
        <li key={review._id} className="flex flex-col gap-1 py-2.5">
          <div className="flex items-center justify-between gap-2">
            <StarRating rating={review.rating} />
            <span className="text-xs text-base-content/70">{when(review.createdAt)}</span>
          </div>
          <p className="line-clamp-2 text-sm text-base-content/85">{review.review}</p>
          <p className="truncate text-xs text-base-content/70">
            {review.user} on{' '}
            {review.productId ? (
              <Link className="link link-primary" to={paths.product.getHref(review.productId)}>
                {review.name}
              </Link>
            ) : (
              review.name
            )}
          </p>
        </li>
      ))}
      footer={
        <Link className="link link-primary text-sm" to={paths.manageReview.getHref()}>
          Manage all reviews
        </Link>
      }
    />
  );
}

/**
 * Sold-out teas customers asked to be told about (docs/decisions/0044-mails-with-consent.md), most
 * awaited first, each opening on its edit page to restock it. Shown only when some wait.
 */
export function WaitingForStockList({ waiting }: { waiting: Dashboard['waitingForStock'] }) {
  if (!waiting || waiting.length === 0) return null;
  const total = waiting.reduce((sum, tea) => sum + tea.waiting, 0);
  return (
    <ListCard
      id="waiting-for-stock-heading"
      title="Waiting for restock"
      count={`${total} waiting`}
      empty=""
      items={waiting.map((tea) => (
        <li key={tea._id}>
          <Link to={paths.editProduct.getHref(tea._id)} className={rowClass}>
            <span className="min-w-0 truncate font-medium text-primary">{tea.name}</span>
            <span className="shrink-0 rounded-full bg-warning/20 px-2.5 py-0.5 text-sm font-semibold tabular-nums text-amber-ink">
              {tea.waiting} waiting
            </span>
          </Link>
        </li>
      ))}
    />
  );
}
