import type { OrderReturn, ReturnInput } from '@teatree/shared/schemas/returns';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

type AskedReturn = { id: string; asked: ReturnInput };

export function askReturn({ id, asked }: AskedReturn): Promise<OrderReturn> {
  return api.post<OrderReturn>(`/purchase/${encodeURIComponent(id)}/returns`, asked);
}

/**
 * POST /api/purchase/{id}/returns: the customer of a delivered order (or its guest, with the key of its
 * link) asks to send back some tins, saying why. It answers the return, waiting for the shop's answer;
 * 409 when the order has not arrived, its returns closed, or another return still waits.
 */
export function useAskReturn() {
  return useWrite(askReturn, [queryKeys.orders]);
}
