import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors.ts';

const MAX_DEPTH = 20;

/** The first path at which a value holds a NUL character, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || 'body';
    const found = findNul(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold a NUL character: a request carrying one in its path, query or body is
 * refused here with a 400 naming the field, before any route could pass it to the database.
 *
 * A NUL reaches a path or a query only written as `%00`: the HTTP parser refuses a raw NUL byte, and
 * no other escape decodes to one. So they are looked through only when the address holds that escape,
 * and a read (no body) costs one search of its address.
 */
export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const fromAddress = request.url.includes('%00');
    const field =
      (fromAddress && (findNul(request.params, 'params') ?? findNul(request.query, 'query'))) ||
      (request.body === undefined ? null : findNul(request.body, ''));
    if (!field) return done();
    const message = 'Text may not contain NUL characters';
    done(badRequest(`${field}: ${message}`, { [field]: message }));
  });
});
