import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { SERVER_ROOT } from '../paths.ts';
import { type ChannelListener, listenPglite, PostgresAnnouncements, type StopListening } from './notifications.ts';
import { PreparingClient, PreparingPool } from './prepared-client.ts';
import { openPglite, PreparingPglite } from './prepared-pglite.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the code is written against: PGlite and PostgreSQL speak the same dialect. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, or the database itself: repository methods take either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'>;

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself, on PGlite (its dump is taken from it). */
  pglite?: PGlite;
  /** Where the data lives, for logs: a directory, `memory`, or the server's host and database. */
  location: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Hears the database's announcements on one channel (LISTEN/NOTIFY) until the returned function is called. */
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
  /**
   * Waits until every app server has heard every announcement committed so far (at most a second);
   * `false` if one did not confirm in time. On PGlite, the one process hears them as they commit.
   */
  settle(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite; location?: string };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    const client = await openPglite({ dataDir: options.dataDir });
    return wrapPglite(client, options.dataDir);
  }
  return wrapPglite(options.pglite, options.location ?? 'memory');
}

function wrapPglite(client: PGlite, location: string): DatabaseHandle {
  // Drizzle runs its statements through PreparingPglite, which prepares each one once.
  const db = drizzlePglite({ client: new PreparingPglite(client) as unknown as PGlite, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    location,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      if (client.closed) throw new Error('The embedded database is closed');
      await client.query('select 1');
    },
    listen: (channel, listener) => listenPglite(client, channel, listener),
    settle: async () => true,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(databaseUrl: string, poolSize: number): DatabaseHandle {
  const pool = new PreparingPool({
    connectionString: databaseUrl,
    Client: PreparingClient,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (the server restarting) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  const announcements = new PostgresAnnouncements(databaseUrl);
  const url = new URL(databaseUrl);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    migrate: async () => {
      // Several app servers may start at once against one database: one migrates, the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7283401)');
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock(7283401)').catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, listener) => announcements.listen(channel, listener),
    settle: () => announcements.settle(),
    close: async () => {
      await announcements.close();
      if (!pool.ended) await pool.end();
    },
  };
}
