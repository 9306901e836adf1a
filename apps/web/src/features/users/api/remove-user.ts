import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/** Remove User: the account and its sessions go, its orders stay (docs/product.md, "Manage All Users"). */
export function removeUser(email: string): Promise<{ deletedCount: number }> {
  return api.delete<{ deletedCount: number }>(`/user/${encodeURIComponent(email)}`);
}

export function useRemoveUser() {
  return useWrite(removeUser, [queryKeys.users]);
}
