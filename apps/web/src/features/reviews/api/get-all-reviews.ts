import { infiniteQueryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { getReviewPage, nextReviewOffset } from './get-reviews';

/**
 * Manage All Reviews reads the administrators' own list, where each reviewer's address is whole; the
 * public list masks it. Under queryKeys.reviews, so a deletion refreshes it with the public lists.
 */
export function getAllReviewsInfiniteQueryOptions(pageSize: number) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.reviews, 'all', pageSize],
    queryFn: ({ pageParam, signal }) => getReviewPage('/reviews/all', { limit: pageSize, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: nextReviewOffset,
  });
}
