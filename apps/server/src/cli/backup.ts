/**
 * `npm run backup [-- --out FILE]`: a copy of the embedded database in DATA_DIR, as PGlite's own dump
 * (a tar.gz of the data directory), whether the shop runs or not (docs/decisions/0012-backups.md).
 * With the shop stopped, the command opens the directory itself; while the shop holds it, the command
 * asks the shop for the dump. Without --out it writes backups/teatree-YYYYMMDD-HHMMSS.tar.gz (UTC)
 * beside DATA_DIR. On PostgreSQL (DATABASE_URL), pg_dump is the tool: the command says so.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError } from '../config.ts';
import {
  BACKUP_ROUTE,
  defaultBackupFile,
  dumpPglite,
  embeddedDataDir,
  formatSize,
  NotADumpError,
  readControlFile,
  readDump,
} from '../db/backup.ts';
import { PGLITE_EXTENSIONS } from '../db/prepared-pglite.ts';
import { claimDataDir, holderOf } from '../db/process-lock.ts';

const USAGE = 'Usage: npm run backup [-- --out FILE]';
/** A dump of a large shop takes a while; a server that has not answered by then is stuck. */
const REQUEST_TIMEOUT_MS = 10 * 60_000;

class Refusal extends Error {}

async function main(): Promise<number> {
  let out: string | undefined;
  try {
    const { values } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' } }, strict: true });
    out = values.out;
  } catch {
    console.error(USAGE);
    return 2;
  }
  if (out === '') {
    console.error(USAGE);
    return 2;
  }

  const dataDir = embeddedDataDir('copy', 'back it up with pg_dump -Fc -d "$DATABASE_URL" -f teatree.dump');
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    console.error(`There is no shop database in ${dataDir}: nothing to back up.`);
    return 1;
  }
  const file = path.resolve(out ?? defaultBackupFile(dataDir));
  if (file === dataDir || file.startsWith(`${dataDir}${path.sep}`)) {
    console.error(`Write the backup outside ${dataDir}: a copy inside it would be copied again by every backup.`);
    return 1;
  }
  if (existsSync(file)) {
    console.error(`${file} already exists: choose another --out.`);
    return 1;
  }

  let dump: Buffer;
  let how: string;
  try {
    const holder = holderOf(dataDir);
    if (holder) {
      dump = await askTheShop(dataDir, holder);
      how = `through the running shop (process ${holder})`;
    } else {
      dump = await dumpStopped(dataDir);
      how = 'with the shop stopped';
    }
    // What is written is checked as restore will check it.
    readDump(dump);
  } catch (err) {
    if (err instanceof Refusal) {
      console.error(err.message);
      return 1;
    }
    if (err instanceof NotADumpError) {
      console.error(`The dump of ${dataDir} came back damaged (${err.message}); nothing was written.`);
      return 1;
    }
    throw err;
  }

  // Written whole under another name first, so a cut-off run never leaves a file that looks like a backup.
  // Mode 0600: a backup holds everything the shop knows, password hashes and sessions included.
  const partial = `${file}.partial`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // A leftover of a cut-off run would keep its own mode.
    if (existsSync(partial)) rmSync(partial, { force: true });
    writeFileSync(partial, dump, { mode: 0o600 });
    renameSync(partial, file);
  } catch (err) {
    if (existsSync(partial)) rmSync(partial, { force: true });
    console.error(`Could not write ${file} (${(err as Error).message}).`);
    return 1;
  }
  console.log(`Backed up the embedded database in ${dataDir} ${how}.`);
  console.log(`Wrote ${file} (${formatSize(dump.length)}).`);
  return 0;
}

/** The shop is stopped: claim the directory for the duration, so it cannot start meanwhile, and dump it. */
async function dumpStopped(dataDir: string): Promise<Buffer> {
  let release: () => void;
  try {
    release = claimDataDir(dataDir);
  } catch {
    throw new Refusal(`The shop started on ${dataDir} while this command was starting: run it again.`);
  }
  try {
    const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
    try {
      return await dumpPglite(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** The shop holds the directory: ask it, with the token it left in DATA_DIR. */
async function askTheShop(dataDir: string, holder: number): Promise<Buffer> {
  const control = readControlFile(dataDir);
  if (!control || control.pid !== holder) {
    throw new Refusal(
      `The shop (process ${holder}) holds ${dataDir} but does not take backup requests: ` +
        'restart it on this version of TeaTree, or stop it, then run this again.',
    );
  }
  const url = `${control.url}${BACKUP_ROUTE}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    const reason = (err as Error & { cause?: Error }).cause?.message ?? (err as Error).message;
    throw new Refusal(`The shop (process ${holder}) holds ${dataDir} but did not answer at ${url} (${reason}).`);
  }
  if (res.status !== 200) {
    throw new Refusal(
      `The shop (process ${holder}) answered ${res.status} to the backup request at ${url}; nothing was written (its log says more).`,
    );
  }
  return Buffer.from(await res.arrayBuffer());
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  },
);
