import type { profileInput, ShopUser } from '@teatree/shared/schemas/auth';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/auth';
import { useWrite } from '../../../lib/mutations';
import { profileQueryOptions } from './get-profile';

export type ProfileChanges = z.output<typeof profileInput>;

export function updateProfile(changes: ProfileChanges): Promise<ShopUser> {
  return api.patch<ShopUser>('/profile', changes);
}

export function useUpdateProfile() {
  return useWrite(updateProfile, (queryClient, saved) => {
    queryClient.setQueryData(profileQueryOptions.queryKey, saved);
    // The navbar shows the name from the session, so it asks again too.
    return queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
  });
}
