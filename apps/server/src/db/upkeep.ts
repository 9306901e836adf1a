import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';

/** The first upkeep comes a while after start (never in the way of a start), then once a day. */
export const UPKEEP_FIRST_MS = 10 * 60_000;
export const UPKEEP_EVERY_MS = 24 * 60 * 60_000;

/**
 * The embedded database's upkeep (docs/decisions/0020-embedded-database-upkeep.md): PGlite runs
 * PostgreSQL in one process, without the autovacuum workers a server has, so nothing else clears the
 * rows that updates and deletes leave behind or counts the tables for the planner. `VACUUM (ANALYZE)`
 * does both; the shop's other statements wait for it (about a second for 100,000 orders).
 */
export async function upkeep(pglite: PGlite) {
  await pglite.exec('VACUUM (ANALYZE)');
}

/** Runs `upkeep` after `firstMs`, then every `everyMs`, until the returned function is called. */
export function scheduleUpkeep(
  pglite: PGlite,
  log: FastifyBaseLogger,
  { firstMs = UPKEEP_FIRST_MS, everyMs = UPKEEP_EVERY_MS } = {},
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    running = (async () => {
      const started = Date.now();
      try {
        await upkeep(pglite);
        log.info({ ms: Date.now() - started }, 'embedded database vacuumed and analysed');
      } catch (error) {
        log.warn({ err: error }, 'the embedded database upkeep failed; it is tried again at the next round');
      }
      if (!stopped) arm(everyMs);
    })();
  };
  const arm = (ms: number) => {
    timer = setTimeout(run, ms);
    // A shop that is stopping does not wait for its next upkeep.
    timer.unref();
  };
  arm(firstMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
