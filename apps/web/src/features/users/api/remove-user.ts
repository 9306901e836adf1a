import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { usersQueryOptions } from './get-users';

/** Remove User: the account and its sessions go, its orders stay (docs/product.md, "Manage All Users"). */
export function removeUser(email: string): Promise<{ deletedCount: number }> {
  return api.delete<{ deletedCount: number }>(`/user/${encodeURIComponent(email)}`);
}

export function useRemoveUser() {
  return useWrite(removeUser, [usersQueryOptions.queryKey]);
}
