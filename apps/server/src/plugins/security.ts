import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers with a strict Content-Security-Policy (our own origin only; a configured payment
 * provider adds its hosts), HSTS on https requests only, and response compression. Rate limits: plugins/rate-limits.ts.
 */
export default fp(
  async function security(
    app: FastifyInstance,
    opts: {
      extraScriptHosts?: string[];
      extraFrameHosts?: string[];
      extraConnectHosts?: string[];
      extraImageHosts?: string[];
    },
  ) {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...(opts.extraScriptHosts ?? [])],
          styleSrc: ["'self'"],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(opts.extraImageHosts ?? [])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(opts.extraConnectHosts ?? [])],
          frameSrc: opts.extraFrameHosts?.length ? opts.extraFrameHosts : ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Only over https (below): HSTS on a plain-http laptop shop would lock the browser out of it.
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https')
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'security' },
);
