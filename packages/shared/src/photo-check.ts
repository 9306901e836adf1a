import { PHOTO_FORMATS, PHOTO_MAX_BYTES, photoMessages } from './media.ts';

/*
 * The check of a chosen photo before it is sent, in the words the server answers: kept apart from
 * ./media.ts, which every visitor's first script reads for the photos' addresses.
 */

/** The server's words for a file of another kind. */
export const WRONG_PHOTO_FORMAT = 'Only JPEG, PNG, WebP and AVIF pictures are accepted';

/**
 * What is wrong with a chosen file before it is sent, in the words the server would answer; undefined
 * when nothing is. Its kind is read from its type, or from its name when the browser gives no type
 * (some do not know AVIF); the server then looks at what the bytes really are.
 */
export function photoProblem(file: { name: string; type: string; size: number }): string | undefined {
  const formats = Object.values(PHOTO_FORMATS);
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const known = file.type
    ? formats.some((format) => (format.mime as readonly string[]).includes(file.type))
    : formats.some((format) => (format.extensions as readonly string[]).includes(extension));
  if (!known) return WRONG_PHOTO_FORMAT;
  if (file.size > PHOTO_MAX_BYTES) return photoMessages.tooLarge;
  return undefined;
}
