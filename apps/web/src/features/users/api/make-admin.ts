import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

export function makeAdmin(email: string): Promise<{ modifiedCount: number }> {
  return api.put<{ modifiedCount: number }>(`/user/admin/${encodeURIComponent(email)}`);
}

/** Make Admin, after which the list refreshes (docs/product.md, "Manage All Users"). */
export function useMakeAdmin() {
  return useWrite(makeAdmin, [queryKeys.users]);
}
