import type { Dashboard } from '@teatree/shared/schemas/dashboard';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { money } from '../format';

/**
 * What each promotion did over the span (docs/decisions/0035-promotions.md): the paid orders that used
 * it, what it took off them and what they brought in after refunds, the costliest first.
 */
export function PromotionTakings({ promotions, days }: { promotions: Dashboard['promotions']; days: number }) {
  return (
    <section aria-labelledby="promotion-takings-heading" className="flex min-w-0 flex-col gap-3 surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id="promotion-takings-heading" className="font-semibold">
          Promotions
        </h3>
        <Link className="link link-primary text-sm" to={paths.promotions.getHref()}>
          Manage promotions
        </Link>
      </div>
      {promotions.length === 0 ? (
        <p className="rounded-field bg-base-200/70 px-3 py-4 text-center text-sm text-base-content/70">
          No paid order used a promotion in the last {days} days.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {promotions.map((promotion) => (
            <li
              key={`${promotion.code}-${promotion.name}`}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm"
            >
              <span className="min-w-0 font-medium">{promotion.code ?? promotion.name}</span>
              <span className="text-base-content/80">
                {promotion.orders} {promotion.orders === 1 ? 'order' : 'orders'} · took off{' '}
                <strong className="text-base-content">{money(promotion.discounted)}</strong> · brought in{' '}
                {money(promotion.sales)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
