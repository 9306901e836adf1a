import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterReviewChange } from './invalidate-after-review-change';

export function deleteReview(id: string): Promise<{ deletedCount: number }> {
  return api.delete<{ deletedCount: number }>(`/reviews/${encodeURIComponent(id)}`);
}

/** docs/product.md, "API": the list refreshes after a deletion. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => invalidateAfterReviewChange(queryClient),
  });
}
