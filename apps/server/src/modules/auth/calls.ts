import { AsyncLocalStorage } from 'node:async_hooks';
import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Calls into Better Auth, after which its context storage is switched off again.
 *
 * Better Auth keeps each call's context in AsyncLocalStorage. On Node 20 that storage works through an
 * async hook that, once a storage is used, runs for every promise and callback the process makes until
 * every storage is disabled, and Better Auth never disables its own: after the first sign-in, every
 * answer of the shop, the catalogue's included, took about a fifth longer (docs/decisions/0016-caches.md).
 * So the shop calls Better Auth only through `callBetterAuth`, which disables its storages once no call
 * is running; the next call enables them again. Nothing of Better Auth runs outside those calls: it sends
 * no work to the background here (no `backgroundTasks` handler is set).
 */
let running = 0;

export async function callBetterAuth<T>(call: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await call();
  } finally {
    running -= 1;
    if (running === 0) for (const storage of betterAuthStorages()) storage.disable();
  }
}

/** The storages Better Auth keeps on its global object (one per kind of context). */
export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    Symbol.for('better-auth:global')
  ];
  return Object.values(global?.context ?? {}).filter(
    (value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage,
  );
}

/**
 * Work a route does after its answer has gone (a password reset's token and mail): started at a random
 * moment within `spreadMs` of the answer, its failure logged, and waited for when the shop closes. The
 * spread keeps the work from landing on the request that comes next, whose time would tell of it.
 */
export class WorkAfterAnswers {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly spreadMs: number) {}

  add(request: FastifyRequest, work: () => Promise<void>) {
    const done: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, randomInt(this.spreadMs + 1)))
      .then(work)
      .catch((err) => request.log.error({ err }, 'work after an answer failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async settled() {
    while (this.running.size) await Promise.all(this.running);
  }
}
