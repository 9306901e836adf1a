import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryOptions } from './get-users';

/** The way back from Make Admin; the server keeps at least one admin (409). */
export function removeAdmin(email: string): Promise<{ modifiedCount: number }> {
  return api.delete<{ modifiedCount: number }>(`/user/admin/${encodeURIComponent(email)}`);
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions.queryKey }),
  });
}
