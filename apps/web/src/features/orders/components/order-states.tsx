import { HiOutlineArchiveBox, HiOutlineInbox } from 'react-icons/hi2';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { SkeletonBars } from '../../../components/ui/skeleton-bars';
import { SkeletonItem } from '../../../components/ui/skeleton-item';
import { paths } from '../../../config/paths';

/* What My Orders and an order's page show when there is no order to show: none yet, not found, or still loading. */

export function NoOrders() {
  return (
    <EmptyState
      Icon={HiOutlineInbox}
      title="No orders yet"
      description="When you order a tea it appears here, ready to pay and then on its way to you."
      way={{ to: paths.products.getHref(), label: 'Browse our teas' }}
    />
  );
}

export function OrderNotFound() {
  return (
    <EmptyState
      Icon={HiOutlineArchiveBox}
      titleAs="h1"
      title="We could not find this order"
      description="It may have been deleted, or it belongs to another account. Your orders are all in My Orders."
      way={{ to: paths.myOrders.getHref(), label: 'Go to My Orders' }}
    />
  );
}

export function OrderSkeleton() {
  const block = 'surface p-6';
  return (
    <Loading label="Loading the order" className="flex flex-col gap-6">
      <SkeletonBars className={`${block} flex flex-col gap-3`} bars={['h-4 w-24', 'h-9 w-2/3', 'h-4 w-1/2']} />
      <div className="skeleton h-24 w-full rounded-box" aria-hidden="true" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]" aria-hidden="true">
        <div className={`${block} flex flex-col gap-4`}>
          <div className="skeleton h-6 w-1/4" />
          <div className="flex gap-4">
            <SkeletonItem lead="size-20 shrink-0" lines={['h-5 w-1/2', 'h-4 w-1/3']} />
          </div>
        </div>
        <SkeletonBars className={`${block} flex flex-col gap-3`} bars={['h-6 w-1/3', 'h-4 w-full', 'h-4 w-2/3']} />
      </div>
    </Loading>
  );
}
