import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/** The way back from Make Admin; the server keeps at least one admin (409). */
export function removeAdmin(email: string): Promise<{ modifiedCount: number }> {
  return api.delete<{ modifiedCount: number }>(`/user/admin/${encodeURIComponent(email)}`);
}

export function useRemoveAdmin() {
  return useWrite(removeAdmin, [queryKeys.users]);
}
