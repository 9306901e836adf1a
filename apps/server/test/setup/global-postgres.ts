import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/seed/seed.ts';
import { postgresTestUrl } from './postgres-url.ts';

/**
 * Two template databases per run (migrated, and migrated + seeded); each test file gets its own
 * database cloned from one of them with CREATE DATABASE … TEMPLATE, which takes milliseconds.
 */
export async function setup(project: TestProject) {
  const url = await postgresTestUrl();
  if (!url) throw new Error('PostgreSQL is not reachable');
  const run = randomBytes(4).toString('hex');
  const migrated = `teatree_tpl_${run}_migrated`;
  const seeded = `teatree_tpl_${run}_seeded`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropStaleTestDatabases(admin);
  // Migrated once; the seeded template starts as a copy of the migrated one.
  await admin.query(`create database ${migrated}`);
  const template = await openDatabase({ databaseUrl: withDatabase(url, migrated), poolSize: 2 });
  await template.migrate();
  await template.close();
  await admin.query(`create database ${seeded} template ${migrated}`);
  const handle = await openDatabase({ databaseUrl: withDatabase(url, seeded), poolSize: 2 });
  await seedDemoData(handle.db);
  await handle.close();
  project.provide('postgresTemplates', { url, migrated, seeded });

  return async () => {
    await admin.query(`drop database if exists ${migrated} with (force)`);
    await admin.query(`drop database if exists ${seeded} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Databases left by a run that was killed (older than an hour) are cleaned up. */
async function dropStaleTestDatabases(admin: pg.Client) {
  const { rows } = await admin
    .query<{ datname: string }>(
      `select datname from pg_database d
     where datname like 'teatree_t%'
       and (pg_stat_file('base/' || d.oid || '/PG_VERSION', true)).modification < now() - interval '1 hour'`,
    )
    .catch(() => ({ rows: [] as { datname: string }[] }));
  for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
}
