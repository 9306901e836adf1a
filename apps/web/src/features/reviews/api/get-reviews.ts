import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@teatree/shared/schemas/review';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type ReviewPage = { reviews: Review[]; total: number; offset: number };
/** `productId`: one tea's reviews only. */
type ReviewPageParams = { limit: number; offset?: number; productId?: string };

/** One page of a review list (`/reviews`, or the administrators' `/reviews/all`), with the list's total. */
export async function getReviewPage(
  path: '/reviews' | '/reviews/all',
  { limit, offset = 0, productId, signal }: ReviewPageParams & { signal?: AbortSignal },
): Promise<ReviewPage> {
  const { data, headers } = await api.getWithHeaders<Review[]>(path, { params: { limit, offset, productId }, signal });
  const total = Number(headers.get('X-Total-Count'));
  return { reviews: data, total: Number.isFinite(total) && total > 0 ? total : offset + data.length, offset };
}

export function getReviews(params: ReviewPageParams & { signal?: AbortSignal }): Promise<ReviewPage> {
  return getReviewPage('/reviews', params);
}

/** Where the page after `last` starts, or undefined at the end of the list ("Show more" stops). */
export function nextReviewOffset(last: ReviewPage): number | undefined {
  const next = last.offset + last.reviews.length;
  return last.reviews.length > 0 && next < last.total ? next : undefined;
}

export function getReviewsQueryOptions({ limit, offset = 0, productId }: ReviewPageParams) {
  return queryOptions({
    queryKey: [...queryKeys.reviews, { limit, offset, productId }],
    queryFn: ({ signal }) => getReviews({ limit, offset, productId, signal }),
  });
}

export function useReviews(params: ReviewPageParams) {
  return useQuery(getReviewsQueryOptions(params));
}
