import { ErrorNotice } from '../../../components/ui/error-notice';
import { useDrawnInSlices } from '../../../hooks/use-drawn-in-slices';
import { useReviews } from '../api/get-reviews';
import { ReviewGrid, ReviewGridSkeleton } from './review-grid';

export function LatestReviews({ count }: { count: number }) {
  const { data, isError, refetch } = useReviews({ limit: count });
  const shown = useDrawnInSlices(data);

  if (isError) {
    return <ErrorNotice message="Reviews could not be loaded just now." onRetry={() => refetch()} />;
  }
  if (!shown) {
    return <ReviewGridSkeleton count={count} />;
  }
  if (shown.reviews.length === 0) {
    return <p className="text-center text-base-content/75">No reviews yet; yours could be the first.</p>;
  }
  return <ReviewGrid reviews={shown.reviews} />;
}
