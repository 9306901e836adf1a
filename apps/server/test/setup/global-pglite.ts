import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { openPglite } from '../../src/db/prepared-pglite.ts';
import { seedDemoData } from '../../src/seed/seed.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** The files of the migrated (and the seeded) embedded database's dump. */
    pgliteTemplates: { migrated: string; seeded: string };
    postgresTemplates: { url: string; migrated: string; seeded: string };
  }
}

/**
 * Migrating a fresh PGlite takes seconds, so it is done once per run: the migrated (and the seeded)
 * data directories are dumped to files, and each test file starts from a copy. A worker reads each
 * file once (test/helpers/app.ts), not the 43 MB of each sent along with every file it runs.
 */
export async function setup(project: TestProject) {
  const client = await openPglite();
  const handle = await openDatabase({ pglite: client });
  await handle.migrate();
  const folder = mkdtempSync(path.join(tmpdir(), 'teatree-pglite-templates-'));
  const dump = async (name: string) => {
    const file = path.join(folder, `${name}.tar`);
    writeFileSync(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const migrated = await dump('migrated');
  await seedDemoData(handle.db);
  const seeded = await dump('seeded');
  await handle.close();
  project.provide('pgliteTemplates', { migrated, seeded });
  return () => rmSync(folder, { recursive: true, force: true });
}
