import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A public list's page kept in memory (the catalogue's, the reviews'): serialised once and sent as it is
 * to everyone, with an ETag so a browser that has it gets 304.
 */
export interface KeptPage {
  body: string;
  total: number;
  etag: string;
}

export function keptPage(items: unknown[], total: number): KeptPage {
  const body = JSON.stringify(items);
  return { body, total, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Sends a kept page as it is (no serialiser), its total in X-Total-Count; 304 when the browser has it. */
export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage) {
  reply.header('ETag', page.etag).header('Cache-Control', 'no-cache').header('X-Total-Count', String(page.total));
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(page.body);
}
