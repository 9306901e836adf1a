import { photoMessages } from '@teatree/shared/media';
import { photoProblem, WRONG_PHOTO_FORMAT } from '@teatree/shared/photo-check';
import type { ApiError } from '../../../lib/api-client';

export const PHOTO_HINT = 'JPEG, PNG, WebP or AVIF, up to 5 MB.';
/** The server's words for a file of another kind, said before the file is sent. */
export const PHOTO_WRONG_FORMAT = WRONG_PHOTO_FORMAT;
export { photoProblem };

/** The server's refusal of a photo: its words for the picture, or, from a proxy that sent none, the size limit's. */
export function uploadFailure(error: ApiError): string {
  const onField = error.fields.image;
  if (onField) return onField;
  return error.status === 413 ? photoMessages.tooLarge : error.message;
}
