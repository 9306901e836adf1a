import type { PlacedOrder } from '@teatree/shared/schemas/order';
import type { PurchaseInput } from '@teatree/shared/schemas/purchase';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

export function placeOrder(input: PurchaseInput): Promise<PlacedOrder> {
  return api.post<PlacedOrder>('/purchase', input);
}

/** POST /api/purchase: the order takes its quantity from stock, so the product's figures change too. */
export function usePlaceOrder() {
  return useWrite(placeOrder, [queryKeys.orders, queryKeys.products]);
}
