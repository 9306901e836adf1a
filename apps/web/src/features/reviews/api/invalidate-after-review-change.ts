import type { QueryClient } from '@tanstack/react-query';
import { refetchUnder } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a review is written or deleted: every review list, and every product list or page, since
 * products carry their average rating and review count. Products are keyed ['products', …] by their
 * own feature; the key is spelled here rather than imported, as features never import one another.
 */
export function invalidateAfterReviewChange(queryClient: QueryClient) {
  return refetchUnder(queryClient, [queryKeys.reviews, queryKeys.products]);
}
