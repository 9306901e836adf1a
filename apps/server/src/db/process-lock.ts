import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock on its data directory, and two processes opening it corrupt it. The server
 * marks the directory with its pid while it runs; the server and the command-line tools refuse to
 * open a directory that a live process holds.
 */
const LOCK_FILE = 'teatree-server.pid';

export function holderOf(dataDir: string): number | undefined {
  const file = path.join(dataDir, LOCK_FILE);
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else; it still holds the directory.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

export function claimDataDir(dataDir: string): () => void {
  const holder = holderOf(dataDir);
  if (holder) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}. Stop that process first: only one process may open it.`,
    );
  }
  const file = path.join(dataDir, LOCK_FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
