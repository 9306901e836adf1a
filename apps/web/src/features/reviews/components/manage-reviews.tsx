import { useInfiniteQuery } from '@tanstack/react-query';
import { REVIEW_DELETE_CONFIRM, type Review } from '@teatree/shared/schemas/review';
import { useState } from 'react';
import { HiOutlineTrash } from 'react-icons/hi2';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { isAuthFailure, useAuthFailure } from '../../../lib/auth-failure';
import { failureMessage } from '../../../lib/form-errors';
import { useDeleteReview } from '../api/delete-review';
import { getAllReviewsInfiniteQueryOptions } from '../api/get-all-reviews';
import { ReviewGrid, ReviewGridSkeleton } from './review-grid';
import { ShowMoreReviews } from './show-more-reviews';

const PAGE_SIZE = 12;

/**
 * Manage All Reviews (docs/product.md, "Screens and routes"): every review as a card with a delete icon. The browser's
 * own confirm asks 'Are you sure?' (docs/product.md, "Errors"), and the list refreshes after a deletion.
 * It reads the administrators' own list, where each reviewer's address is whole.
 */
export function ManageReviews() {
  // Another admin may be moderating at the same time: a visit shows the list as it is now.
  const { data, isPending, isError, error, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(
    { ...getAllReviewsInfiniteQueryOptions(PAGE_SIZE), staleTime: 0 },
  );
  const deleteReview = useDeleteReview();
  const onAuthFailure = useAuthFailure();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onDelete = (review: Review) => {
    if (!window.confirm(REVIEW_DELETE_CONFIRM)) return;
    setBusyId(review._id);
    deleteReview.mutate(review._id, {
      onSuccess: () => toast.success(`The review by ${review.user} is deleted`),
      onError: async (failure) => {
        if (isAuthFailure(failure)) await onAuthFailure(failure);
        else if (failure instanceof ApiError && failure.status === 404) {
          // Another admin (or its author) was quicker: show the list as it is now.
          toast.success('This review was already deleted');
          await refetch();
        } else toast.error(failureMessage(failure, 'The review could not be deleted just now.'));
      },
      onSettled: () => setBusyId(null),
    });
  };

  if (isError && !data) {
    return isAuthFailure(error) ? null : (
      <ErrorNotice message="The reviews could not be loaded just now." onRetry={() => refetch()} />
    );
  }
  if (isPending) {
    return <ReviewGridSkeleton />;
  }

  const reviews = data.pages.flatMap((page) => page.reviews);
  const total = data.pages.at(-1)?.total ?? reviews.length;
  if (reviews.length === 0) {
    return <p className="text-center text-base-content/75">There are no reviews to manage.</p>;
  }

  return (
    <div className="flex flex-col items-center gap-8">
      {/* The cards' names are third-level headings, under the page's title: a heading between them keeps
          the outline whole for a screen reader's list of headings. */}
      <h2 className="sr-only">Reviews, newest first</h2>
      <p className="self-start text-base-content/75" role="status">
        {total} {total === 1 ? 'review' : 'reviews'}
      </p>
      <ReviewGrid
        reviews={reviews}
        loadingCount={isFetchingNextPage ? 3 : 0}
        renderAction={(review) => (
          <button
            type="button"
            className="btn btn-ghost btn-square btn-sm shrink-0 self-start text-error hover:bg-error/10"
            aria-label={`Delete the review by ${review.user} of ${review.name}`}
            title="Delete review"
            disabled={busyId === review._id}
            onClick={() => onDelete(review)}
          >
            <BusyIcon busy={busyId === review._id} icon={HiOutlineTrash} className="size-5" />
          </button>
        )}
      />
      <ShowMoreReviews hasNextPage={hasNextPage} loading={isFetchingNextPage} onMore={() => fetchNextPage()} />
    </div>
  );
}
