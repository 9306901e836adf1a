import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { invalidateAfterReviewChange } from './invalidate-after-review-change';

export function deleteReview(id: string): Promise<{ deletedCount: number }> {
  return api.delete<{ deletedCount: number }>(`/reviews/${encodeURIComponent(id)}`);
}

/** docs/product.md, "API": the list refreshes after a deletion. */
export function useDeleteReview() {
  return useWrite(deleteReview, invalidateAfterReviewChange);
}
