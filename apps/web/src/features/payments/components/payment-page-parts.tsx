import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';

/* The frames of the payment page (/payment/{id}): its cards, its notices, and its skeleton while the order loads. */

export function PaymentCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`surface p-6 sm:p-8 ${className}`}>{children}</div>;
}

export function MyOrdersLink() {
  return (
    <Link to={paths.myOrders.getHref()} className="btn btn-primary">
      Go to My Orders
    </Link>
  );
}

/** Why there is nothing to pay here (the order is paid, cancelled, deleted, or someone else's), and the way on. */
export function PaymentNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PaymentCard className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center">
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      <div className="leading-relaxed text-base-content/75">{children}</div>
      <MyOrdersLink />
    </PaymentCard>
  );
}

/** A payment card while it loads: its bars, as skeleton classes, shaped like what will fill it. */
function SkeletonCard({ gap, bars }: { gap: 'gap-3' | 'gap-4'; bars: string[] }) {
  return (
    <PaymentCard>
      <div className={`flex flex-col ${gap}`} aria-hidden="true">
        {bars.map((bar, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity but their place
          <div key={i} className={`skeleton ${bar}`} />
        ))}
      </div>
    </PaymentCard>
  );
}

export function PaymentSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto flex max-w-xl flex-col gap-6">
      <span className="sr-only" role="status">
        Loading your order
      </span>
      {/* The order's summary, then the card form's fields. */}
      <SkeletonCard gap="gap-3" bars={['h-4 w-1/3', 'h-8 w-3/4', 'h-4 w-1/2', 'h-6 w-1/3']} />
      <SkeletonCard gap="gap-4" bars={['h-12 w-full', 'h-12 w-full', 'h-12 w-full']} />
    </div>
  );
}

type CardFormLoadingProps = {
  /** How many field-shaped rows stand for the form, and their height, so the page does not jump when it arrives. */
  rows?: number;
  rowHeight?: 'h-12' | 'h-14';
  gap?: 'gap-4' | 'gap-5';
  /** The form's own Pay Now where it is already loaded; otherwise a plain one. */
  button?: ReactNode;
};

/** The card form's place while the shop's payment set-up or the card form loads: Pay Now shows, not yet usable. */
export function CardFormLoading({ rows = 1, rowHeight = 'h-12', gap = 'gap-4', button }: CardFormLoadingProps) {
  return (
    <div className={`flex flex-col ${gap}`} aria-busy="true">
      <span className="sr-only" role="status">
        Loading the card form
      </span>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity but their place
        <div key={row} className={`skeleton ${rowHeight} w-full`} aria-hidden="true" />
      ))}
      {button ?? (
        <button type="button" className="btn btn-primary btn-lg w-full" disabled>
          Pay Now
        </button>
      )}
    </div>
  );
}
