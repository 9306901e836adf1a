import { useDeferredValue } from 'react';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useReviews } from '../api/get-reviews';
import { ReviewGrid, ReviewGridSkeleton } from './review-grid';

export function LatestReviews({ count }: { count: number }) {
  const { data, isPending, isError, refetch } = useReviews({ limit: count });
  // Drawn as a transition, in slices the browser can interrupt: the first answer arrives while the page is
  // still being taken over, and drawing a list of cards at once held the main thread for one long task
  // (docs/decisions/0017-pages-answer-at-once.md).
  const shown = useDeferredValue(data);

  if (isError) {
    return <ErrorNotice message="Reviews could not be loaded just now." onRetry={() => refetch()} />;
  }
  if (isPending || !shown) {
    return <ReviewGridSkeleton count={count} />;
  }
  if (shown.reviews.length === 0) {
    return <p className="text-center text-base-content/75">No reviews yet; yours could be the first.</p>;
  }
  return <ReviewGrid reviews={shown.reviews} />;
}
