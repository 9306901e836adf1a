/**
 * `npm run restore -- FILE [--force]`: brings a backup made by `npm run backup` (a PGlite dump) back
 * into DATA_DIR, with the shop stopped (docs/decisions/0012-backups.md). The file is checked before
 * anything is touched; a DATA_DIR that holds anything is moved aside (with --force only), never deleted.
 * The dump is loaded with PGlite's `loadDataDir` into a directory beside DATA_DIR, opened once, and
 * only then put in DATA_DIR's place, so a failed restore leaves DATA_DIR as it was.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError } from '../config.ts';
import { embeddedDataDir, LOCK_FILE, NotADumpError, readDump, timestamp } from '../db/backup.ts';
import { PGLITE_EXTENSIONS } from '../db/prepared-pglite.ts';
import { claimDataDir, holderOf } from '../db/process-lock.ts';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

async function main(): Promise<number> {
  let file: string;
  let force: boolean;
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1 || !positionals[0]) throw new Error(USAGE);
    file = path.resolve(positionals[0]);
    force = values.force;
  } catch {
    console.error(USAGE);
    return 2;
  }

  const dataDir = embeddedDataDir(
    'load',
    'restore a pg_dump file with pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" teatree.dump',
  );
  if (!existsSync(file) || !statSync(file).isFile()) {
    console.error(`There is no file ${file}.`);
    return 1;
  }
  let tar: Uint8Array;
  try {
    tar = readDump(readFileSync(file));
  } catch (err) {
    if (!(err instanceof NotADumpError)) throw err;
    console.error(`${file} is not a PGlite dump made by npm run backup (${err.message}); nothing was changed.`);
    return 1;
  }

  const refuseHeld = (pid: number) => {
    console.error(`The shop (process ${pid}) is running on ${dataDir}: stop it, then run the restore again.`);
    return 1;
  };
  const holder = holderOf(dataDir);
  if (holder) return refuseHeld(holder);
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    console.error(`${dataDir} (DATA_DIR) is a file, not a directory; nothing was changed.`);
    return 1;
  }
  const contents = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name !== LOCK_FILE) : [];
  const stamp = timestamp();
  if (contents.length > 0 && !force) {
    console.error(
      `${dataDir} already holds a database: run again with --force to move it aside ` +
        `(to ${dataDir}.before-restore-${stamp}) and restore in its place.`,
    );
    return 1;
  }

  // Held for the whole restore: a shop starting meanwhile finds it in use and stops.
  mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = claimDataDir(dataDir);
  } catch {
    return refuseHeld(holderOf(dataDir) ?? 0);
  }
  const staging = unused(`${dataDir}.restoring-${stamp}`);
  let tables: number;
  try {
    tables = await load(staging, tar);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    release();
    console.error(`PGlite could not open the dump in ${file} (${(err as Error).message}); nothing was changed.`);
    return 1;
  }

  let aside: string | undefined;
  try {
    if (contents.length > 0) {
      aside = unused(`${dataDir}.before-restore-${stamp}`);
      renameSync(dataDir, aside);
      rmSync(path.join(aside, LOCK_FILE), { force: true });
    } else {
      rmSync(path.join(dataDir, LOCK_FILE), { force: true });
      rmdirSync(dataDir);
    }
    renameSync(staging, dataDir);
  } catch (err) {
    if (aside && !existsSync(dataDir)) renameSync(aside, dataDir);
    rmSync(staging, { recursive: true, force: true });
    release();
    console.error(`Could not put the restored database in ${dataDir} (${(err as Error).message}); it is as it was.`);
    return 1;
  }

  console.log(`Restored ${file} into ${dataDir} (${tables} tables).`);
  if (aside) console.log(`What ${dataDir} held before is in ${aside}.`);
  console.log('Start the shop with npm start: it applies any newer migrations as it opens.');
  return 0;
}

/** Loads the dump into a new directory with PGlite's loadDataDir and opens it once; answers its table count. */
async function load(directory: string, tar: Uint8Array): Promise<number> {
  const client = await PGlite.create({
    dataDir: directory,
    loadDataDir: new Blob([tar], { type: 'application/x-tar' }),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    // Written through to the data files, so the directory opens without replaying the log.
    await client.exec('CHECKPOINT');
    return rows[0]?.n ?? 0;
  } finally {
    await client.close();
  }
}

/** `name`, or `name-2`, `name-3`… when it is taken. */
function unused(name: string): string {
  let candidate = name;
  for (let i = 2; existsSync(candidate); i++) candidate = `${name}-${i}`;
  return candidate;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
