import { queryOptions } from '@tanstack/react-query';
import type { Promotion, PromotionInput, PromotionList } from '@teatree/shared/schemas/promotion';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/promotions (administrators): every promotion, newest first, with what it did, and the shop's time zone. */
export const promotionListQuery = queryOptions({
  queryKey: queryKeys.promotions,
  queryFn: ({ signal }) => api.get<PromotionList>('/promotions', { signal }),
});

/**
 * A change of the owner's promotions (docs/decisions/0035-promotions.md): the list is asked again, and so
 * is every cart's quote, whose discount may be another now.
 */
function usePromotionWrite<TAnswer, TInput>(write: (input: TInput) => Promise<TAnswer>) {
  return useWrite(write, [queryKeys.promotions, queryKeys.cart]);
}

const id = encodeURIComponent;

/** POST /api/promotions for a new one, PUT /api/promotions/{id} (the whole promotion) for a change. */
export const useSavePromotion = () =>
  usePromotionWrite(({ promotionId, promotion }: { promotionId?: string; promotion: PromotionInput }) =>
    promotionId
      ? api.put<Promotion>(`/promotions/${id(promotionId)}`, promotion)
      : api.post<Promotion>('/promotions', promotion),
  );

/** DELETE /api/promotions/{id}: refused (409) for one that orders used, which is paused instead. */
export const useDeletePromotion = () =>
  usePromotionWrite((promotionId: string) => api.delete<void>(`/promotions/${id(promotionId)}`));
