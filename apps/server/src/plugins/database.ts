import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { DatabaseCheck } from '../db/database-check.ts';
import { scheduleUpkeep } from '../db/upkeep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    /** Whether the database answers, asked at most once a second (GET /api/health). */
    databaseCheck: DatabaseCheck;
  }
}

/**
 * Makes the opened database available to every route and closes it last on shutdown. The embedded
 * database gets its upkeep while the shop runs (db/upkeep.ts).
 */
export default fp(
  async function database(app: FastifyInstance, opts: { handle: DatabaseHandle; closeOnShutdown: boolean }) {
    app.decorate('database', opts.handle);
    app.decorate('db', opts.handle.db);
    app.decorate('databaseCheck', new DatabaseCheck(opts.handle));
    const stopUpkeep = opts.handle.pglite ? scheduleUpkeep(opts.handle.pglite, app.log) : undefined;
    app.addHook('onClose', async () => {
      await stopUpkeep?.();
      if (opts.closeOnShutdown) await opts.handle.close();
    });
  },
  { name: 'database' },
);
