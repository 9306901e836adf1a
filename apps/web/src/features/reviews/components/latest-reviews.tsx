import { ErrorNotice } from '../../../components/ui/error-notice';
import { useReviews } from '../api/get-reviews';
import { ReviewGrid, ReviewGridSkeleton } from './review-grid';

export function LatestReviews({ count }: { count: number }) {
  const { data, isPending, isError, refetch } = useReviews({ limit: count });

  if (isError) {
    return <ErrorNotice message="Reviews could not be loaded just now." onRetry={() => refetch()} />;
  }
  if (isPending) {
    return <ReviewGridSkeleton count={count} />;
  }
  if (data.reviews.length === 0) {
    return <p className="text-center text-base-content/75">No reviews yet; yours could be the first.</p>;
  }
  return <ReviewGrid reviews={data.reviews} />;
}
