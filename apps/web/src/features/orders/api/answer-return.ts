import type { Order } from '@teatree/shared/schemas/order';
import type { ReturnAnswerInput } from '@teatree/shared/schemas/returns';
import { api } from '../../../lib/api-client';
import { refetchUnder, useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

type ReturnAnswer = { id: string; returnId: string; answer: ReturnAnswerInput };

export function answerReturn({ id, returnId, answer }: ReturnAnswer): Promise<Order> {
  return api.patch<Order>(`/purchase/${encodeURIComponent(id)}/returns/${encodeURIComponent(returnId)}`, answer);
}

/**
 * PATCH /api/purchase/{id}/returns/{returnId} (admin): accept a return, refunding the returned tins (and
 * the shipping when chosen), or decline it with a note the customer reads. It answers the order; 409
 * when the return was answered already.
 */
export function useAnswerReturn() {
  // Returned tins put back on the shelf change the teas' stock.
  return useWrite(answerReturn, (queryClient, _order, { answer }) =>
    refetchUnder(
      queryClient,
      answer.decision === 'accept' && answer.restock ? [queryKeys.orders, queryKeys.products] : [queryKeys.orders],
    ),
  );
}
