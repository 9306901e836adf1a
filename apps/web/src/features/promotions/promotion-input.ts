import type { Promotion, PromotionInput } from '@teatree/shared/schemas/promotion';

/** A promotion as the form sends it back whole (PUT /api/promotions/{id}), with some values changed. */
export function inputOf(promotion: Promotion, change: Partial<PromotionInput> = {}): PromotionInput {
  return {
    code: promotion.code,
    name: promotion.name,
    kind: promotion.kind,
    percent: promotion.percent,
    amount: promotion.amount,
    target: promotion.target,
    productIds: promotion.productIds,
    categories: promotion.categories,
    methodIds: promotion.methodIds,
    giftSizeId: promotion.giftSizeId,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    minSubtotal: promotion.minSubtotal,
    maxUses: promotion.maxUses,
    maxUsesPerCustomer: promotion.maxUsesPerCustomer,
    active: promotion.active,
    combines: promotion.combines,
    ...change,
  };
}
