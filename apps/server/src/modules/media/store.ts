import { MEDIA_WIDTHS, mediaUrl } from '@teatree/shared/media';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../db/client.ts';
import { media, mediaVariants } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes a picture to WebP in each of the shop's widths (never upscaled), with its metadata
 * stripped, and stores it. Answers the URL of the largest width, which is what products keep.
 */
export async function storeImage(
  db: Executor,
  input: Buffer,
  originalName: string,
): Promise<{ id: string; url: string }> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const meta = await image.metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error('The picture has no size');
  const variants = await Promise.all(
    MEDIA_WIDTHS.map(async (w) => ({
      width: w,
      data: await image
        .clone()
        .autoOrient()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 82, effort: 4 })
        .toBuffer(),
    })),
  );
  const id = newId('img');
  await db.insert(media).values({ id, originalName: originalName.slice(0, 200), width, height });
  await db
    .insert(mediaVariants)
    .values(variants.map((v) => ({ mediaId: id, width: v.width, contentType: 'image/webp', data: v.data })));
  return { id, url: mediaUrl(id) };
}

export async function readVariant(db: Executor, id: string, width: number) {
  const [row] = await db
    .select({ data: mediaVariants.data, contentType: mediaVariants.contentType })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.width, width)))
    .limit(1);
  return row;
}
