import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { builtOnce } from '../db/built-once.ts';
import type { Database } from '../db/client.ts';
import { requestLimits } from '../db/schema/index.ts';

/** How often expired counters are swept away. */
const SWEEP_EVERY_MS = 10 * 60_000;

/** Counts one request of `key` in its window, in one statement (safe across app servers): the count so far and the ms left. */
export async function countRequest(db: Database, key: string, windowMs: number) {
  const [row] = await countStatement(db, { key, windowMs });
  return { current: row!.hits, ttl: Number(row!.msLeft) };
}

/** Built once (db/built-once.ts): it runs on every request of a limited route. */
const countStatement = builtOnce<{ key: string; windowMs: number }>()('count_request', (db, v) => {
  const expired = sql`${requestLimits.windowEndsAt} <= now()`;
  return db
    .insert(requestLimits)
    .values({ key: v.key, hits: 1, windowEndsAt: sql`now() + (${v.windowMs})::integer * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${requestLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${requestLimits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: requestLimits.hits,
      msLeft: sql<number>`greatest(0, ceil(extract(epoch from ${requestLimits.windowEndsAt} - now()) * 1000))::integer`,
    });
});

/** @fastify/rate-limit's store interface over `countRequest`; each route (or limiter) counts under its own prefix. */
function databaseStore(db: Database) {
  return class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      countRequest(db, this.prefix + key, windowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin passes the route's merged limit settings, the route itself under `routeInfo`
      // (empty for `app.rateLimit()`), whatever its type declarations say.
      const { routeInfo } = options as { routeInfo?: { method?: string | string[]; url?: string } };
      const route = routeInfo?.url ? `${routeInfo.method} ${routeInfo.url}` : 'shop';
      return new DatabaseStore(undefined, `${route}|`);
    }
  };
}

/**
 * The rate limiter that routes opt into (`config.rateLimit`, or `app.rateLimit()` as a preHandler), its
 * counters in the database (docs/deploy.md, "Scaling out": app servers hold no state). A counter that cannot be
 * reached lets the request through: the route answers for itself, and a page that needs no database
 * keeps working while it is away. Sign-in and sign-up limits are Better Auth's, in its own table.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db),
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
    const sweep = setInterval(() => {
      app.db
        .delete(requestLimits)
        .where(lte(requestLimits.windowEndsAt, sql`now()`))
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep expired rate-limit counters'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
