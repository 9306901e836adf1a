import { PHOTO_TYPES } from '@teatree/shared/media';
import { toasts } from '@teatree/shared/messages';
import type { ShopUser } from '@teatree/shared/schemas/auth';
import { useId, useRef, useState } from 'react';
import { HiOutlinePhoto, HiOutlineTrash } from 'react-icons/hi2';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { toast } from '../../../components/ui/toast';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { ApiError } from '../../../lib/api-client';
import { isAuthFailure, useAuthFailure } from '../../../lib/auth-failure';
import { OFFLINE_MESSAGE } from '../../../lib/form-errors';
import { useUploadProfilePhoto } from '../api/profile-photo';
import { useUpdateProfile } from '../api/update-profile';
import { PHOTO_HINT, photoProblem, uploadFailure } from '../utils/photo-rules';

export const PHOTO_CHANGED = 'Your photo is changed';
export const PHOTO_REMOVED = 'Your photo is removed';

/**
 * The customer's photo on the profile screen, with Change photo (uploaded as soon as it is chosen) and,
 * when there is one of their own, Remove photo, which brings back the shop's default avatar.
 */
export function ProfilePhoto({ profile }: { profile: ShopUser }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePhoto();
  const updateProfile = useUpdateProfile();
  const onAuthFailure = useAuthFailure();
  const [error, setError] = useState<string | null>(null);
  // One change at a time: a second file, or Remove photo, waits until the first has answered.
  const busy = useRef(false);
  const uploading = upload.isPending;
  const removing = updateProfile.isPending;

  /** Runs one change of the photo; answers whether it went through. */
  const change = async (send: () => Promise<unknown>) => {
    if (busy.current) return false;
    busy.current = true;
    setError(null);
    try {
      await send();
      return true;
    } catch (failure) {
      if (isAuthFailure(failure)) {
        // docs/product.md, "Errors": the session ended (expired, or signed out elsewhere) before the change.
        toast.error(toasts.noUser);
        await onAuthFailure(failure);
      } else {
        setError(failure instanceof ApiError ? uploadFailure(failure) : OFFLINE_MESSAGE);
      }
      return false;
    } finally {
      busy.current = false;
    }
  };

  const choose = async (field: HTMLInputElement) => {
    const file = field.files?.[0];
    // The chooser is emptied each time, so choosing the same file again is a new choice.
    field.value = '';
    if (!file || busy.current) return;
    const problem = photoProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    if (await change(() => upload.mutateAsync(file))) toast.success(PHOTO_CHANGED);
  };

  const remove = async () => {
    if (await change(() => updateProfile.mutateAsync({ name: profile.name, image: '' }))) {
      toast.success(PHOTO_REMOVED);
      // The button goes with the photo; the focus stays with the photo's controls.
      input.current?.focus();
    }
  };

  const messageId = `${id}-message`;
  const message = uploading ? 'Uploading your photo…' : removing ? 'Removing your photo…' : (error ?? PHOTO_HINT);

  return (
    <div className="flex flex-col items-center gap-3">
      <UserAvatar
        image={profile.image}
        size={112}
        alt={`Photo of ${profile.name}`}
        className="size-28 ring-4 ring-leaf-100"
      />
      <div className="flex flex-col items-center gap-1">
        <label className="btn btn-outline btn-primary btn-sm gap-2 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-ink has-[:focus-visible]:outline-offset-1">
          <BusyIcon busy={uploading} icon={HiOutlinePhoto} className="size-4" />
          Change photo
          <input
            ref={input}
            type="file"
            accept={PHOTO_TYPES}
            className="sr-only"
            aria-invalid={Boolean(error)}
            aria-describedby={messageId}
            onChange={(event) => {
              void choose(event.currentTarget);
            }}
          />
        </label>
        {profile.image && (
          <button
            type="button"
            className="btn btn-ghost btn-sm gap-2"
            aria-disabled={removing || uploading || undefined}
            onClick={() => void remove()}
          >
            <BusyIcon busy={removing} icon={HiOutlineTrash} className="size-4" />
            Remove photo
          </button>
        )}
      </div>
      <p
        id={messageId}
        aria-live="polite"
        className={`text-sm ${error && !uploading && !removing ? 'font-medium text-error' : 'text-base-content/70'}`}
      >
        {message}
      </p>
    </div>
  );
}
