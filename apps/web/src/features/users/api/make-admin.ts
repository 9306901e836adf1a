import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryOptions } from './get-users';

export function makeAdmin(email: string): Promise<{ modifiedCount: number }> {
  return api.put<{ modifiedCount: number }>(`/user/admin/${encodeURIComponent(email)}`);
}

/** Make Admin, after which the list refreshes (docs/product.md, "Manage All Users"). */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions.queryKey }),
  });
}
