import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Makes the opened database available to every route and closes it last on shutdown. */
export default fp(
  async function database(app: FastifyInstance, opts: { handle: DatabaseHandle; closeOnShutdown: boolean }) {
    app.decorate('database', opts.handle);
    app.decorate('db', opts.handle.db);
    if (opts.closeOnShutdown) app.addHook('onClose', () => opts.handle.close());
  },
  { name: 'database' },
);
