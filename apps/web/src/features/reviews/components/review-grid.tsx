import type { Review } from '@teatree/shared/schemas/review';
import { ReviewCard, ReviewCardSkeleton } from './review-card';

type ReviewGridProps = { reviews: Review[]; loadingCount?: number };

/** One, two or three columns by width (SPEC.md section 2). */
export function ReviewGrid({ reviews, loadingCount = 0 }: ReviewGridProps) {
  return (
    <ul className="grid w-full gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} />
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
