import { ErrorNotice } from '../../../components/ui/error-notice';
import { useDrawnInSlices } from '../../../hooks/use-drawn-in-slices';
import { useInfiniteReviews } from '../api/get-reviews-infinite';
import { ReviewGrid, ReviewGridSkeleton } from './review-grid';
import { ShowMoreReviews } from './show-more-reviews';

const PAGE_SIZE = 12;

/** The review wall: every review, or one tea's (`productId`), growing by "Show more". */
export function AllReviews({ productId }: { productId?: string }) {
  const { data, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteReviews(
    PAGE_SIZE,
    productId,
  );
  const shown = useDrawnInSlices(data);

  if (isError && !data) {
    return <ErrorNotice message="Reviews could not be loaded just now." onRetry={() => refetch()} />;
  }
  if (!shown) {
    return <ReviewGridSkeleton />;
  }

  const reviews = shown.pages.flatMap((page) => page.reviews);
  if (reviews.length === 0) {
    return <p className="text-center text-base-content/75">No reviews yet; yours could be the first.</p>;
  }

  return (
    <div className="flex flex-col items-center gap-10">
      <ReviewGrid reviews={reviews} loadingCount={isFetchingNextPage ? 3 : 0} />
      <ShowMoreReviews hasNextPage={hasNextPage} loading={isFetchingNextPage} onMore={() => fetchNextPage()} />
    </div>
  );
}
