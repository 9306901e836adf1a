import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { getReviews, nextReviewOffset } from './get-reviews';

// Apart from ./get-reviews.ts, which the home page's lists share: only the review page and a tea's page
// grow a list, and TanStack Query's infinite lists load with them (docs/decisions/0018-home-page-scripts.md).

/** The public review page grows by "Show more" rather than paging, so earlier reviews stay in view. */
export function getReviewsInfiniteQueryOptions(pageSize: number, productId?: string) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.reviews, 'infinite', pageSize, productId],
    queryFn: ({ pageParam, signal }) => getReviews({ limit: pageSize, offset: pageParam, productId, signal }),
    initialPageParam: 0,
    getNextPageParam: nextReviewOffset,
  });
}

export function useInfiniteReviews(pageSize: number, productId?: string) {
  return useInfiniteQuery(getReviewsInfiniteQueryOptions(pageSize, productId));
}
