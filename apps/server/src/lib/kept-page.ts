import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A public list's page kept in memory (the catalogue's, the reviews'): serialised once and sent as it is
 * to everyone, with an ETag so a browser that has it gets 304. It is compressed once too, for each
 * encoding asked for, on the first request that asks (docs/decisions/0016-caches.md): a browser
 * always asks for one, and compressing the same page anew for each of them cost more than the rest of
 * the answer.
 */
export interface KeptPage {
  /** The JSON, as the bytes sent: encoded once, not on every answer. */
  body: Buffer;
  total: number;
  etag: string;
  /** The body compressed, by encoding, once asked for. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/** Smaller answers go as they are: here, and in the shop's compression of every other answer (plugins/security.ts). */
export const COMPRESS_FROM_BYTES = 1024;

const COMPRESS: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

export function keptPage(items: unknown[], total: number): KeptPage {
  return { ...keptBody(Buffer.from(JSON.stringify(items))), total };
}

/** The encoding to send in, from an Accept-Encoding header: Brotli, else gzip, else none (a `q=0` refuses one). */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

/**
 * Sends a kept page as it is (no serialiser), its total in X-Total-Count; 304 when the browser has it.
 * A page of one person's own (`private`) is kept by their browser only, never by a shared cache.
 */
export function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  { private: own = false } = {},
) {
  reply.header('Cache-Control', own ? 'private, no-cache' : 'no-cache').header('X-Total-Count', String(page.total));
  return sendKept(request, reply, page, 'application/json; charset=utf-8');
}

/**
 * A list's `preValidation` hook: the page kept for the request's very address, if any, is sent before
 * the query is read again (it was read, and found good, when the page was kept under that address);
 * otherwise the route goes on as usual (docs/decisions/0052-a-kept-page-found-before-its-query-is-read.md).
 */
export function sendKeptAtAddress(pageAt: (address: string) => KeptPage | undefined) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const known = pageAt(request.url);
    if (known) sendKeptPage(request, reply, known);
    else done();
  };
}

/** Any body kept in memory: its ETag, and its compressed copies made once, on the first request that asks. */
export type KeptBody = Omit<KeptPage, 'total'>;

export function keptBody(body: Buffer): KeptBody {
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, encoded: {} };
}

/** Sends a kept body as it is, or compressed once for all; 304 when the browser has it. */
export function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptBody, type: string) {
  reply.header('ETag', kept.etag);
  if (request.headers['if-none-match'] === kept.etag) return reply.code(304).send();
  reply.type(type);
  if (kept.body.length < COMPRESS_FROM_BYTES) return reply.send(kept.body);
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(kept.body);
  kept.encoded[encoding] ??= COMPRESS[encoding](kept.body);
  return reply.header('Content-Encoding', encoding).send(kept.encoded[encoding]);
}

/** Keeps `value` under `key`, the oldest kept entry making room once there are `max`. */
export function keepAtMost<T>(kept: Map<string, T>, key: string, value: T, max: number) {
  if (kept.size >= max && !kept.has(key)) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
}
