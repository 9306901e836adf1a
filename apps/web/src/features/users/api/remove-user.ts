import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryOptions } from './get-users';

/** Remove User: the account and its sessions go, its orders stay (docs/product.md, "Manage All Users"). */
export function removeUser(email: string): Promise<{ deletedCount: number }> {
  return api.delete<{ deletedCount: number }>(`/user/${encodeURIComponent(email)}`);
}

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions.queryKey }),
  });
}
