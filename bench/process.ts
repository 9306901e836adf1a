/** A server of the shop (or the bare route) in a process of its own on loopback, for the benchmarks. */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, loopbackShopEnv } from '../scripts/loopback-shop.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Builds the shop as `npm start` runs it, the web app included: a tea's page is drawn by the server from the web build. */
export function buildShop() {
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the shop did not build');
}

/**
 * Starts `entry` (compiled JavaScript as it is, TypeScript through the loader) and waits until
 * `readyPath` answers; `startedInMs` is the time from spawning to that first answer. With `logFile`, the
 * process writes its standard output and errors there, as a deployment's log goes to a file or a pipe.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  { logFile }: { logFile?: string } = {},
) {
  const log = logFile ? openSync(logFile, 'a') : 'inherit';
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_PROFILE=dir writes each server's CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, ...(entry.endsWith('.js') ? [entry] : ['--import', 'tsx', entry])],
    {
      cwd: ROOT,
      // As `npm start` runs it (scripts/shop-env.mjs): NODE_ENV=production, so React draws a tea's page in
      // its production build (the development one checks every element and took half again as long),
      // and glibc's allocator giving large blocks back.
      env: loopbackShopEnv(port, { ...env, PUBLIC_URL: base }),
      stdio: ['ignore', log, log],
    },
  );
  if (typeof log === 'number') closeSync(log);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited early`);
    if (
      await fetch(base + readyPath).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const startedInMs = performance.now() - started;
  return {
    base,
    startedInMs,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The resident memory of a process in MB (Linux: VmRSS of /proc/{pid}/status). */
export function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Math.round(Number.parseInt(line.replace(/\D+/g, ''), 10) / 1024) : Number.NaN;
}

/** Samples a process's resident memory every half second until stopped; answers the highest seen. */
export function watchMemory(pid: number) {
  let highest = residentMb(pid);
  const timer = setInterval(() => {
    highest = Math.max(highest, residentMb(pid));
  }, 500);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(highest, residentMb(pid));
    },
  };
}

/** CPU time a process has used so far, in ms (Linux: utime + stime of /proc/{pid}/stat, at 100 ticks a second). */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // the process ended meanwhile
  }
}

/** CPU time every PostgreSQL process of this machine has used so far, in ms (its backends come and go). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(Number(entry));
    } catch {
      // gone
    }
  }
  return total;
}
