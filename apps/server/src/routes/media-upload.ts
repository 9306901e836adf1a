import multipart from '@fastify/multipart';
import { mediaUrl, PHOTO_FORMATS, PHOTO_MAX_BYTES, photoMessages } from '@teatree/shared/media';
import { WRONG_PHOTO_FORMAT } from '@teatree/shared/photo-check';
import { apiError } from '@teatree/shared/schemas/api-error';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp, { type Metadata } from 'sharp';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { badRequest, HttpError, payloadTooLarge } from '../lib/http-errors.ts';
import { DamagedPicture, MAX_INPUT_PIXELS, MAX_SIDE, MAX_SIDE_RATIO, storeImage } from '../modules/media/store.ts';
import { setPhoto } from '../modules/users/repository.ts';

/**
 * The accepted formats by the name sharp gives them (an AVIF picture is a `heif` one compressed with AV1),
 * and the most pixels the shop decodes of each: an AVIF picture takes about ten times as long per pixel
 * to decode as the others, so it gets fewer (docs/product.md, "Validation rules").
 */
const ACCEPTED: Record<string, { extensions: readonly string[]; mime: readonly string[]; megapixels: number }> = {
  jpeg: { ...PHOTO_FORMATS.jpeg, megapixels: MAX_INPUT_PIXELS / 1e6 },
  png: { ...PHOTO_FORMATS.png, megapixels: MAX_INPUT_PIXELS / 1e6 },
  webp: { ...PHOTO_FORMATS.webp, megapixels: MAX_INPUT_PIXELS / 1e6 },
  heif: { ...PHOTO_FORMATS.avif, megapixels: 6 },
};

/** A customer's photo changes a few times at most: more in a minute is someone testing the server. */
const PHOTOS_PER_MINUTE = 10;

const refuse = (message: string) => badRequest(message, { image: message });

/**
 * Checks what the bytes really are (not what the name says) and their size, from the picture's header
 * alone: a picture too large or too thin to be a tea's photo is refused before a pixel is decoded, so no
 * upload costs more than about a second of the server's time. The pixels are decoded once, to store them.
 */
async function inspect(data: Buffer, filename: string, mimetype: string) {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('This file is not a picture we can read: upload a JPEG, PNG, WebP or AVIF image');
  }
  const format = meta.format === 'heif' && meta.compression !== 'av1' ? 'heic' : meta.format;
  const accepted = format ? ACCEPTED[format] : undefined;
  if (!accepted) throw refuse(WRONG_PHOTO_FORMAT);
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  if (!accepted.extensions.includes(extension) || !accepted.mime.includes(mimetype)) {
    throw refuse(
      `This file's name or type does not match its content (it is a ${format === 'heif' ? 'AVIF' : format!.toUpperCase()} picture)`,
    );
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (Math.max(width, height) > MAX_SIDE) {
    throw refuse(
      `This picture is more than ${MAX_SIDE.toLocaleString('en-US')} pixels on a side: please make it smaller`,
    );
  }
  if (width * height > accepted.megapixels * 1e6) {
    throw refuse(`This picture is larger than ${accepted.megapixels} megapixels: please make it smaller`);
  }
  if (Math.max(width, height) > MAX_SIDE_RATIO * Math.max(1, Math.min(width, height))) {
    throw refuse(`This picture is more than ${MAX_SIDE_RATIO} times as long as it is wide: please crop it`);
  }
}

/** The picture a request carries in its multipart field `image`, or a 4xx that says what is wrong with the body. */
async function readPicture(request: FastifyRequest): Promise<{ data: Buffer; filename: string; mimetype: string }> {
  if (!request.isMultipart()) throw refuse('Send the picture as multipart/form-data in the field "image"');
  try {
    const file = await request.file();
    if (file?.fieldname !== 'image') throw refuse('Choose a picture to upload in the field "image"');
    const data = await file.toBuffer();
    if (data.length === 0) throw refuse('This file is empty');
    return { data, filename: file.filename, mimetype: file.mimetype };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(photoMessages.tooLarge, { image: photoMessages.tooLarge });
    }
    // A body that is not well-formed multipart (cut short, a wrong boundary…) is the client's fault.
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    throw refuse('The upload was not a complete multipart/form-data body: please try again');
  }
}

/** A picture checked for what it really is, then stored in the shop's widths. */
async function acceptPhoto(db: Database, picture: { data: Buffer; filename: string; mimetype: string }) {
  await inspect(picture.data, picture.filename, picture.mimetype);
  try {
    return await storeImage(db, picture.data, picture.filename);
  } catch (err) {
    if (err instanceof DamagedPicture) throw refuse('This picture is damaged or incomplete: please upload it again');
    throw err;
  }
}

/**
 * Photo uploads, multipart field `image`, up to 5 MB, stored re-encoded as WebP in two widths: a tea's
 * photo (admin), and a customer's own photo on their profile, under the same rules.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/media',
    {
      preHandler: app.requireAdmin,
      bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['media'],
        summary: 'Upload a product photo (admin): multipart field `image`, JPEG, PNG, WebP or AVIF, up to 5 MB',
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({ insertedId: z.string(), url: z.string() }),
          400: apiError,
          401: apiError,
          403: apiError,
          413: apiError,
        },
      },
    },
    async (request, reply) => {
      const picture = await readPicture(request);
      const stored = await acceptPhoto(app.db, picture);
      return reply.code(201).send({ insertedId: stored.id, url: stored.url });
    },
  );

  app.post(
    '/profile/photo',
    {
      preHandler: app.requireUser,
      config: { rateLimit: { max: PHOTOS_PER_MINUTE, timeWindow: '1 minute' } },
      bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['profile'],
        summary:
          "Change the caller's photo: multipart field `image`, JPEG, PNG, WebP or AVIF, up to 5 MB, checked as a tea's photo is",
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ image: z.string() }),
          400: apiError,
          401: apiError,
          413: apiError,
          429: apiError,
        },
      },
    },
    async (request) => {
      const picture = await readPicture(request);
      const stored = await acceptPhoto(app.db, picture);
      // An avatar is never shown larger than 400 px.
      const image = mediaUrl(stored.id, 400);
      await setPhoto(app.db, request.user!.id, image);
      // The navbar's avatar reads the session: every app server forgets the cached one.
      await app.effects.accountChanged(request.log);
      return { image };
    },
  );
};

export default uploadRoutes;
