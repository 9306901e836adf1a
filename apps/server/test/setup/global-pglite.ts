import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { openPglite } from '../../src/db/prepared-pglite.ts';
import { seedDemoData } from '../../src/seed/seed.ts';

declare module 'vitest' {
  interface ProvidedContext {
    pgliteTemplates: { migrated: ArrayBuffer; seeded: ArrayBuffer };
    postgresTemplates: { url: string; migrated: string; seeded: string };
  }
}

/**
 * Migrating a fresh PGlite takes seconds, so it is done once per run: the migrated (and the seeded)
 * data directories are dumped, and each test file starts from a copy.
 */
export async function setup(project: TestProject) {
  const client = await openPglite();
  const handle = await openDatabase({ pglite: client });
  await handle.migrate();
  const migrated = await (await client.dumpDataDir('none')).arrayBuffer();
  await seedDemoData(handle.db);
  const seeded = await (await client.dumpDataDir('none')).arrayBuffer();
  await handle.close();
  project.provide('pgliteTemplates', { migrated, seeded });
}
