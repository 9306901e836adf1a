import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Review } from '@teatree/shared/schemas/review';
import { api } from '../../../lib/api-client';
import { REVIEWS_KEY, type ReviewPage } from './get-reviews';

/**
 * Manage All Reviews reads the administrators' own list, where each reviewer's address is whole; the
 * public list masks it. Under REVIEWS_KEY, so a deletion refreshes it with the public lists.
 */
export async function getAllReviews({
  limit,
  offset = 0,
  signal,
}: {
  limit: number;
  offset?: number;
  signal?: AbortSignal;
}): Promise<ReviewPage> {
  const { data, headers } = await api.getWithHeaders<Review[]>('/reviews/all', { params: { limit, offset }, signal });
  const total = Number(headers.get('X-Total-Count'));
  return { reviews: data, total: Number.isFinite(total) && total > 0 ? total : offset + data.length, offset };
}

export function getAllReviewsInfiniteQueryOptions(pageSize: number) {
  return infiniteQueryOptions({
    queryKey: [...REVIEWS_KEY, 'all', pageSize],
    queryFn: ({ pageParam, signal }) => getAllReviews({ limit: pageSize, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.reviews.length;
      return last.reviews.length > 0 && next < last.total ? next : undefined;
    },
  });
}
