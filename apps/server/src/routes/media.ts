import { MEDIA_WIDTHS } from '@teatree/shared/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/http-errors.ts';
import { ID_PATTERN } from '../lib/ids.ts';
import { readVariant } from '../modules/media/store.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Stored pictures at immutable URLs: a picture never changes under its id, so browsers and CDNs keep it. */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:id/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          id: z.string().regex(ID_PATTERN, 'Unknown picture'),
          file: z.enum(MEDIA_WIDTHS.map((w) => `${w}.webp`) as [string, ...string[]], {
            error: 'Unknown picture size',
          }),
        }),
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const etag = `"${id}-${file}"`;
      if (request.headers['if-none-match'] === etag) return reply.code(304).header('ETag', etag).send();
      const variant = await readVariant(app.db, id, Number.parseInt(file, 10));
      if (!variant) throw notFound('No such picture');
      return reply
        .header('Content-Type', variant.contentType)
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', etag)
        .send(variant.data);
    },
  );
};

export default mediaRoutes;
