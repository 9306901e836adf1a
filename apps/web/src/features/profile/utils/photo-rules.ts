import { PHOTO_FORMATS, PHOTO_MAX_BYTES, photoMessages } from '@teatree/shared/media';
import type { ApiError } from '../../../lib/api-client';

export const PHOTO_HINT = 'JPEG, PNG, WebP or AVIF, up to 5 MB.';
/** The server's words for a file of another kind, said before the file is sent. */
export const PHOTO_WRONG_FORMAT = 'Only JPEG, PNG, WebP and AVIF pictures are accepted';

const FORMATS = Object.values(PHOTO_FORMATS);

/**
 * Whether a chosen file may be one of the shop's photo formats: by its type, or by its name when the
 * browser gives no type (some do not know AVIF). The server looks at what the bytes really are.
 */
function looksLikePhoto(file: File): boolean {
  const mimes: readonly string[] = FORMATS.flatMap((format) => format.mime);
  if (file.type) return mimes.includes(file.type);
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const extensions: readonly string[] = FORMATS.flatMap((format) => format.extensions);
  return extensions.includes(extension);
}

/** What is wrong with a chosen file before it is sent, in the words the server would answer; undefined when nothing is. */
export function photoProblem(file: File): string | undefined {
  if (!looksLikePhoto(file)) return PHOTO_WRONG_FORMAT;
  if (file.size > PHOTO_MAX_BYTES) return photoMessages.tooLarge;
  return undefined;
}

/** The server's refusal of a photo: its words for the picture, or, from a proxy that sent none, the size limit's. */
export function uploadFailure(error: ApiError): string {
  const onField = error.fields.image;
  if (onField) return onField;
  return error.status === 413 ? photoMessages.tooLarge : error.message;
}
