import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../config.ts';

/**
 * Backups of the embedded database (docs/decisions/0012-backups.md): PGlite's own dump of its data
 * directory (`dumpDataDir`, a tar archive), gzipped, without the files that belong to the process
 * holding the directory rather than to the database.
 */

/** Where the running server answers backup requests, for whoever can read DATA_DIR. */
export const BACKUP_ROUTE = '/api/backup';
/** `{ pid, url, token }` of the server holding DATA_DIR, mode 0600, removed when it stops. */
export const CONTROL_FILE = 'teatree-backup.json';
/** The pid file of db/process-lock.ts. */
export const LOCK_FILE = 'teatree-server.pid';
/**
 * Left out of every dump: they name a process, not data, and would make a restored copy look held.
 * PostgreSQL's own base backups leave out postmaster.pid for the same reason.
 */
const PROCESS_FILES = new Set([LOCK_FILE, CONTROL_FILE, 'postmaster.pid']);

export class NotADumpError extends Error {}

/**
 * DATA_DIR, the embedded database that `npm run backup` and `npm run restore` work on. On PostgreSQL
 * (DATABASE_URL) the command refuses, as a setting it cannot work with, and names PostgreSQL's own tool:
 * `does` says what the command would do, `instead` how to do it there.
 */
export function embeddedDataDir(does: string, instead: string): string {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new ConfigError(
      `The shop runs on PostgreSQL (DATABASE_URL), which this command does not ${does}: ${instead} (docs/operations.md, "Backups").`,
    );
  }
  return config.dataDir;
}

/** Off the event loop: a running shop keeps answering while its dump is compressed. */
const gzipAsync = promisify(gzip);

/**
 * A consistent copy of an open PGlite database as a gzipped tar. The checkpoint first writes every
 * committed change into the data files (it waits for an open transaction to finish); the dump then
 * reads the directory while no query runs, and what it holds is what PostgreSQL would find after a
 * power cut at that instant: committed transactions only, replayed from the WAL on opening.
 */
export async function dumpPglite(client: PGlite): Promise<Buffer> {
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const tar = new Uint8Array(await dump.arrayBuffer());
  return gzipAsync(withoutProcessFiles(tar, tarEntries(tar)));
}

/**
 * Checks that bytes are a PGlite dump (a tar, gzipped or not, of a PostgreSQL data directory) and
 * answers the tar without the process files. Throws NotADumpError saying what is wrong.
 */
export function readDump(bytes: Uint8Array): Uint8Array {
  let tar = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      tar = gunzipSync(bytes);
    } catch {
      throw new NotADumpError('it is a gzip file that does not decompress whole');
    }
  }
  const entries = tarEntries(tar);
  const files = new Map(entries.filter((e) => e.type === 'file').map((e) => [e.name, e]));
  const version = files.get('PG_VERSION');
  if (!version || !files.has('global/pg_control') || !entries.some((e) => e.name.startsWith('base/'))) {
    throw new NotADumpError('it is a tar archive, but not of a PostgreSQL data directory');
  }
  const major = Buffer.from(tar.subarray(version.data, version.data + version.size))
    .toString('latin1')
    .trim();
  if (!/^\d+$/.test(major)) throw new NotADumpError('its PG_VERSION file does not name a PostgreSQL version');
  return withoutProcessFiles(tar, entries);
}

interface TarEntry {
  name: string;
  type: 'file' | 'directory' | 'other';
  /** Where its header starts, where its data starts, and the end of its last 512-byte block. */
  start: number;
  data: number;
  end: number;
  size: number;
}

const BLOCK = 512;

/** The entries of a ustar archive (what PGlite writes), each header's checksum checked. */
function tarEntries(tar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) {
      if (entries.length === 0) throw new NotADumpError('it is an empty archive');
      return entries;
    }
    if (!checksumMatches(header)) throw new NotADumpError('it is not a tar archive');
    const size = octal(header, 124, 12);
    const data = offset + BLOCK;
    const end = data + Math.ceil(size / BLOCK) * BLOCK;
    if (!Number.isSafeInteger(size) || end > tar.length) throw new NotADumpError('the archive is cut short');
    const prefix = text(header, 345, 155);
    const name = (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100))
      .replace(/^(\.?\/)+/, '')
      .replace(/\/$/, '');
    if (name.split('/').includes('..')) throw new NotADumpError(`the archive names a path outside itself (${name})`);
    const flag = String.fromCharCode(header[156]!);
    const type = flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : 'other';
    entries.push({ name, type, start: offset, data, end, size });
    offset = end;
  }
  throw new NotADumpError(entries.length > 0 ? 'the archive is cut short' : 'it is not a tar archive');
}

function withoutProcessFiles(tar: Uint8Array, entries: TarEntry[]): Uint8Array {
  const kept = entries.filter((e) => !PROCESS_FILES.has(e.name));
  const length = kept.reduce((sum, e) => sum + (e.end - e.start), 0);
  // Two zero blocks end an archive.
  const out = new Uint8Array(length + 2 * BLOCK);
  let at = 0;
  for (const e of kept) {
    out.set(tar.subarray(e.start, e.end), at);
    at += e.end - e.start;
  }
  return out;
}

function text(header: Uint8Array, at: number, length: number): string {
  const field = header.subarray(at, at + length);
  const nul = field.indexOf(0);
  return Buffer.from(nul === -1 ? field : field.subarray(0, nul)).toString('utf8');
}

function octal(header: Uint8Array, at: number, length: number): number {
  const value = text(header, at, length).trim();
  return value === '' ? 0 : /^[0-7]+$/.test(value) ? Number.parseInt(value, 8) : Number.NaN;
}

/** The header's bytes summed with its own checksum field counted as spaces, as tar defines it. */
function checksumMatches(header: Uint8Array): boolean {
  const stored = octal(header, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return stored === sum;
}

export interface ControlFile {
  /** The server process that holds DATA_DIR. */
  pid: number;
  /** Where it listens, as this machine reaches it: `http://127.0.0.1:3000`. */
  url: string;
  /** The secret a backup request must carry; new at each start. */
  token: string;
}

/** Written fresh (never through a file already there) and readable by the owner alone. */
export function writeControlFile(dataDir: string, control: ControlFile) {
  const file = path.join(dataDir, CONTROL_FILE);
  rmSync(file, { force: true });
  writeFileSync(file, JSON.stringify(control), { mode: 0o600, flag: 'wx' });
}

export function readControlFile(dataDir: string): ControlFile | undefined {
  try {
    const value = JSON.parse(readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8')) as Partial<ControlFile>;
    if (Number.isInteger(value.pid) && typeof value.url === 'string' && typeof value.token === 'string') {
      return value as ControlFile;
    }
  } catch {
    // missing or unreadable: no server takes backup requests here
  }
  return undefined;
}

export function removeControlFile(dataDir: string) {
  rmSync(path.join(dataDir, CONTROL_FILE), { force: true });
}

/** True when this process is the one that claimed DATA_DIR (db/process-lock.ts). */
export function heldByThisProcess(dataDir: string): boolean {
  const file = path.join(dataDir, LOCK_FILE);
  return existsSync(file) && Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid;
}

/** `20261122-143005`, in UTC. */
export function timestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
}

/** `backups/teatree-YYYYMMDD-HHMMSS.tar.gz` beside DATA_DIR (never inside it: the next dump would hold it). */
export function defaultBackupFile(dataDir: string, date = new Date()): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'backups', `teatree-${timestamp(date)}.tar.gz`);
}

/** `3.4 MB, 3412345 bytes`, for the commands' last line. */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}, ${bytes} bytes`;
}
