import type { ShopUser } from '@teatree/shared/schemas/auth';
import { toApiError } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/auth';
import { useWrite } from '../../../lib/mutations';
import { profileQueryOptions } from './get-profile';

export type StoredProfilePhoto = { image: string };

/**
 * POST /api/profile/photo (multipart field `image`): the server checks the picture, stores it and puts
 * it on the account at once. A refusal is an ApiError whose `fields.image` says why.
 */
export async function uploadProfilePhoto(file: File): Promise<StoredProfilePhoto> {
  const body = new FormData();
  body.append('image', file, file.name);
  // The browser writes the multipart Content-Type itself, with its boundary.
  const response = await fetch('/api/profile/photo', {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as StoredProfilePhoto;
}

export function useUploadProfilePhoto() {
  return useWrite(uploadProfilePhoto, (queryClient, { image }) => {
    // The new photo shows at once; the navbar's avatar comes from the session, which is asked again.
    queryClient.setQueryData(profileQueryOptions.queryKey, (profile: ShopUser | undefined) =>
      profile ? { ...profile, image } : profile,
    );
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
    ]);
  });
}
