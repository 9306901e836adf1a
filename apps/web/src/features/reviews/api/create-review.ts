import type { reviewInput } from '@teatree/shared/schemas/review';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { invalidateAfterReviewChange } from './invalidate-after-review-change';

export type ReviewDraft = z.output<typeof reviewInput>;
export type ReviewReceipt = { insertedId: string };

/** The reviewer is the signed-in customer: the server takes the name, e-mail and photo from the session. */
export function createReview(draft: ReviewDraft): Promise<ReviewReceipt> {
  return api.post<ReviewReceipt>('/reviews', draft);
}

export function useCreateReview() {
  return useWrite(createReview, invalidateAfterReviewChange);
}
