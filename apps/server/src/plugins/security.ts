import type { IncomingMessage, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { COMPRESS_FROM_BYTES } from '../lib/kept-page.ts';
import { takesBody } from '../lib/route-hooks.ts';

/**
 * Helmet's headers, worked out once: its middleware run against a recorder. The headers do not depend
 * on the request, and building them on every request (as the Fastify wrapper does) took more of a
 * simple answer's time than the answer itself.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * What an API answer carries instead of a page's security headers: it runs nothing, no page frames it,
 * no browser reads it as anything but what it says it is, and only our own origin may load it. A page's
 * other headers (where its scripts, styles and pictures come from, its opener and agent cluster, its
 * referrer, DNS prefetching) govern documents, which a JSON answer is not. Every client read them on
 * every answer: 16 headers; without them the catalogue's first page answered 14–26% more requests a
 * second (autocannon, 32 connections, three pairs of 5-second runs against the built shop).
 */
export const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

/** Where the API's description is read: pages (Swagger UI), not JSON answers. */
export const API_DOCS_PREFIX = '/api/docs';

/** The API's answers are JSON, but for its description's pages. */
const answersJson = (url: string) => url.startsWith('/api/') && !url.startsWith(API_DOCS_PREFIX);

/**
 * Security headers with a strict Content-Security-Policy (our own origin only; a configured payment
 * provider adds its hosts) on pages and files, the few a JSON answer needs on the API's (API_HEADERS),
 * HSTS on https requests only, and response compression. Rate limits: plugins/rate-limits.ts.
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
    const headers = securityHeaders({
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
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(answersJson(request.url) ? API_HEADERS : headers);
      if (request.protocol === 'https')
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      done();
    });
    // A request without a body has nothing to decompress: only the routes that take one read theirs
    // through the decompressor.
    app.addHook('onRoute', (route) => {
      if (!takesBody(route)) route.decompress ??= false;
    });
    await app.register(compress, { global: true, threshold: COMPRESS_FROM_BYTES, encodings: ['br', 'gzip'] });
  },
  { name: 'security' },
);
