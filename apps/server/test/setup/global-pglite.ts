import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/seed/seed.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /**
     * The migrated (and the seeded) embedded database's data directories, and the folder that holds
     * them and each test file's copy (test/helpers/app.ts).
     */
    pgliteTemplates: { folder: string; migrated: string; seeded: string };
    postgresTemplates: { url: string; migrated: string; seeded: string };
  }
}

/**
 * Where the run keeps its embedded databases: in memory (/dev/shm) where the system has it, as they
 * are written to and thrown away within seconds; else in the system's temporary folder.
 */
const keptIn = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/**
 * Migrating a fresh PGlite takes seconds, so it is done once per run: into a data directory that each
 * test file copies (test/helpers/app.ts), and a copy of it seeded with the demo catalogue.
 */
export async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(keptIn(), 'teatree-pglite-'));
  const migrated = path.join(folder, 'migrated');
  const seeded = path.join(folder, 'seeded');
  const migrating = await openDatabase({ dataDir: migrated });
  await migrating.migrate();
  await migrating.close();
  cpSync(migrated, seeded, { recursive: true });
  const seeding = await openDatabase({ dataDir: seeded });
  await seedDemoData(seeding.db);
  await seeding.close();
  project.provide('pgliteTemplates', { folder, migrated, seeded });
  return () => rmSync(folder, { recursive: true, force: true });
}
