import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { SkeletonItem } from '../../../components/ui/skeleton-item';
import { paths } from '../../../config/paths';
import { ShoppingBagIcon } from './cart-button';

/* What the cart page (/cart) shows before it has lines to list: nothing in the cart yet, or the cart loading. */

export function EmptyCart() {
  return (
    <EmptyState
      Icon={ShoppingBagIcon}
      title="Your cart is empty"
      description="Browse the catalogue and add the teas you like."
      way={{ to: paths.products.getHref(), label: 'Browse our teas', arrow: true }}
    />
  );
}

export function CartSkeleton() {
  return (
    <Loading label="Loading your cart" className="grid items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
      <div className="flex flex-col gap-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-4 surface p-4">
            <SkeletonItem lead="size-20 shrink-0" lines={['h-5 w-1/2', 'h-4 w-1/3']} />
          </div>
        ))}
      </div>
      {/* The summary's place only beside the lines: on a phone it would make the skeleton much taller
          than an empty cart, and the page would jump when the cart turns out empty (the cart page is
          drawn as this skeleton: docs/decisions/0017-pages-answer-at-once.md). */}
      <div className="skeleton hidden h-48 rounded-box lg:block" aria-hidden="true" />
    </Loading>
  );
}
