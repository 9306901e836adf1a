import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, index.html always revalidated, and the
 * app itself for any other page path (history fallback), where it shows its own 404 page. API and
 * media paths that match nothing get the JSON 404.
 */
export default fp(
  async function web(app: FastifyInstance, opts: { webDist: string }) {
    const indexFile = path.join(opts.webDist, 'index.html');
    const hasWebApp = existsSync(indexFile);
    if (!hasWebApp) app.log.warn({ webDist: opts.webDist }, 'the web app is not built: run `npm run build`');

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        wildcard: true,
        index: false,
        setHeaders(res, filePath) {
          const assets = `${path.sep}assets${path.sep}`;
          const cache = filePath.includes(assets)
            ? IMMUTABLE
            : filePath.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600';
          res.header('Cache-Control', cache);
        },
      });
    }

    const sendApp = (reply: FastifyReply) =>
      hasWebApp
        ? reply.header('Cache-Control', 'no-cache').sendFile('index.html', opts.webDist, { cacheControl: false })
        : reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`, then restart.');

    app.get('/', (_request, reply) => sendApp(reply));

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
      (request: FastifyRequest, reply: FastifyReply) => {
        const isPage =
          (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(request.url);
        if (isPage) return sendApp(reply);
        return reply
          .code(404)
          .send({ error: 'Not Found', message: `No such address: ${request.method} ${request.url.split('?')[0]}` });
      },
    );
  },
  { name: 'web', dependencies: ['security'] },
);
