import { MEDIA_WIDTHS, mediaUrl } from '@teatree/shared/media';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../db/client.ts';
import { media, mediaVariants } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

export const MAX_INPUT_PIXELS = 40_000_000;
/** No side of a picture longer than this, and no picture longer than MAX_SIDE_RATIO times its width (or height). */
export const MAX_SIDE = 8_000;
export const MAX_SIDE_RATIO = 10;

/** A picture whose pixels could not be decoded whole: cut short, or damaged. */
export class DamagedPicture extends Error {}

/**
 * Decodes a picture once, at the largest width the shop serves, and encodes each width from that:
 * a JPEG is shrunk while it is decoded, and no width decodes the upload again. Throws if the
 * picture is cut short or damaged.
 */
async function encodeWidths(input: Buffer) {
  const largest = Math.max(...MEDIA_WIDTHS);
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((err: Error) => {
      throw new DamagedPicture(err.message);
    });
  const decoded = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    MEDIA_WIDTHS.map(async (width) => ({
      width,
      data: await sharp(data, decoded)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82, effort: 4 })
        .toBuffer(),
    })),
  );
}

/** A picture encoded in each of the shop's widths, not yet stored. */
export interface EncodedImage {
  width: number;
  height: number;
  variants: { width: number; data: Buffer }[];
}

/**
 * Re-encodes a picture to WebP in each of the shop's widths (never upscaled), with its metadata
 * stripped. Throws DamagedPicture if its pixels cannot be decoded whole.
 */
export async function encodeImage(input: Buffer): Promise<EncodedImage> {
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error('The picture has no size');
  return { width, height, variants: await encodeWidths(input) };
}

/** Stores an encoded picture. Answers the URL of the largest width, which is what products keep. */
export async function saveImage(
  db: Executor,
  { width, height, variants }: EncodedImage,
  originalName: string,
): Promise<{ id: string; url: string }> {
  const id = newId('img');
  await db.insert(media).values({ id, originalName: originalName.slice(0, 200), width, height });
  await db
    .insert(mediaVariants)
    .values(variants.map((v) => ({ mediaId: id, width: v.width, contentType: 'image/webp', data: v.data })));
  return { id, url: mediaUrl(id) };
}

/** Encodes a picture (encodeImage) and stores it (saveImage). */
export async function storeImage(db: Executor, input: Buffer, originalName: string) {
  return saveImage(db, await encodeImage(input), originalName);
}

export async function readVariant(db: Executor, id: string, width: number) {
  const [row] = await db
    .select({ data: mediaVariants.data, contentType: mediaVariants.contentType })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.width, width)))
    .limit(1);
  return row;
}
