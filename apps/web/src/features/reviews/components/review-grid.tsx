import type { Review } from '@teatree/shared/schemas/review';
import type { ReactNode } from 'react';
import { Loading } from '../../../components/ui/loading';
import { ReviewCard, ReviewCardSkeleton } from './review-card';

type ReviewGridProps = {
  reviews: Review[];
  loadingCount?: number;
  /** A control on each card, such as Manage Reviews' delete button. */
  renderAction?: (review: Review) => ReactNode;
};

/** One, two or three columns by width (docs/product.md, "Screens and routes"). */
export function ReviewGrid({ reviews, loadingCount = 0, renderAction }: ReviewGridProps) {
  return (
    // grid-cols-1 (minmax(0, 1fr)) even on a phone, so a long name or word never widens the page.
    <ul className="grid w-full grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} action={renderAction?.(review)} />
        </li>
      ))}
      {Array.from({ length: loadingCount }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity but their place
        <li key={`loading-${i}`}>
          <ReviewCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** The grid while the first reviews load, announced to screen readers. */
export function ReviewGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Loading label="Loading reviews">
      <ReviewGrid reviews={[]} loadingCount={count} />
    </Loading>
  );
}
