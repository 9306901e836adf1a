#!/usr/bin/env node
/**
 * `npm test`: four steps at once. The lint and the type check, and the tests: the server and component
 * tests (Vitest, `npm run test:api`) and the browser tests (`npm run test:e2e`: the build, then
 * Playwright, whose tests include the home page's size budget). None waits for another: they share no
 * port, folder or database (the browser tests' shops run on embedded databases of their own; the server
 * tests' apps and server processes serve no built web app), and while one waits on a timer, a child
 * process or a page, the others keep the cores busy (docs/decisions/0025-tests-in-half-the-time.md).
 *
 * A failed lint or type check stops the tests at once: the run fails within a minute, as when the checks
 * ran first. Every line each step prints is shown as it comes, marked with its step; each step's whole
 * output is also kept in .tmp/test-logs/. The run fails if any step fails, and says which, and how
 * long each took. The steps' lines are mixed as they come, so a failed step's last lines (where Vitest
 * and Playwright name what failed) are printed again at the very end, where a reader of the run's
 * tail sees them. The last line says how much of the machine's CPU the run spent (`busySeconds`).
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOGS = path.join(ROOT, '.tmp/test-logs');

/** What fails the run as soon as it fails: it stops the tests still running. */
const CHECKS = [
  { name: 'lint', mark: 'lint', script: 'lint' },
  { name: 'types', mark: 'types', script: 'typecheck' },
];

const PHASES = [
  { name: 'server and component tests', mark: 'api', script: 'test:api' },
  { name: 'browser tests', mark: 'e2e', script: 'test:e2e' },
];

/** How many of a failed step's last lines are printed again at the end of the run. */
const FAILED_TAIL_LINES = 60;

const children = new Set();

/** Runs `npm run <script>`, each line of its output printed with `[mark]` before it and kept in its log. */
function runPhase({ name, mark, script, stopsTheRestOnFailure = false }) {
  const started = performance.now();
  const logFile = path.join(LOGS, `${mark}.log`);
  const log = createWriteStream(logFile);
  // Colours as a terminal would show them, when this run has one.
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn('npm', ['run', script], {
    cwd: ROOT,
    env: { ...process.env, ...colour },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own, so that stopping it stops npm's children too.
    detached: true,
  });
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`);
      process.stdout.write(`[${mark}] ${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      const minutes = ((performance.now() - started) / 60_000).toFixed(1);
      if (code !== 0 && stopsTheRestOnFailure) stopAll();
      // Answered once the log is on disk: a failed step's log is read again at the end.
      log.end(() => resolve({ name, passed: code === 0, minutes, logFile, signal }));
    });
  });
}

/** Stops every step still running, with all it started. */
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
}

/** Runs steps side by side and says how each ended; answers whether all passed. */
async function runSideBySide(steps) {
  const results = await Promise.all(steps.map(runPhase));
  for (const { name, passed, signal, logFile } of results) {
    if (passed || signal) continue;
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    console.log(`\n${name} failed; the last ${FAILED_TAIL_LINES} lines it printed:\n`);
    console.log(lines.slice(-FAILED_TAIL_LINES).join('\n'));
  }
  console.log('');
  for (const { name, passed, minutes, logFile, signal } of results) {
    const outcome = passed ? 'passed' : signal ? `stopped by ${signal}` : 'FAILED';
    console.log(`${name}: ${outcome} in ${minutes} min (its whole output: ${path.relative(ROOT, logFile)})`);
  }
  return results.every((result) => result.passed);
}

/**
 * The seconds the machine's cores have been busy since it started, where the system says (Linux). The
 * run is CPU-bound: its minutes are about the CPU it spends over the cores, and the last line says how
 * much that was (docs/quality.md, "How long the suite takes").
 */
function busySeconds() {
  if (!existsSync('/proc/stat')) return undefined;
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

mkdirSync(LOGS, { recursive: true });
const steps = [...CHECKS.map((check) => ({ ...check, stopsTheRestOnFailure: true })), ...PHASES];
const before = { busy: busySeconds(), at: performance.now() };
const passed = await runSideBySide(steps);
if (before.busy !== undefined) {
  const seconds = Math.round((performance.now() - before.at) / 1000);
  console.log(`the machine's cores were busy ${Math.round(busySeconds() - before.busy)} s in the run's ${seconds} s`);
}
process.exit(passed ? 0 : 1);
