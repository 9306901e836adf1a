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
 */
export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findNul(value, part === 'body' ? '' : part);
      if (field) {
        const message = 'Text may not contain NUL characters';
        throw badRequest(`${field}: ${message}`, { [field]: message });
      }
    }
  });
});
