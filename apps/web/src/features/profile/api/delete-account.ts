import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_DELETE_CONFIRMATION } from '@teatree/shared/privacy';
import { apiRequest } from '../../../lib/api-client';

/**
 * Deletes the signed-in account. The server ends every session and tells the browser to forget its
 * cookie; the caller forgets the session on the page once it has left the signed-in screens.
 */
export async function deleteAccount(): Promise<{ deletedCount: number }> {
  const { data } = await apiRequest<{ deletedCount: number }>('/profile', {
    method: 'DELETE',
    body: { confirm: ACCOUNT_DELETE_CONFIRMATION },
  });
  return data;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
