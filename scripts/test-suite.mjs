#!/usr/bin/env node
/**
 * `npm test`. First the lint and the type check, side by side: neither needs the other, and the type
 * check runs on one core. Once both have passed, the tests: the server and component tests (Vitest,
 * `npm run test:api`) and the browser tests (`npm run test:e2e`: the build, its size budget, Playwright)
 * run side by side. Neither waits for the other: they share no port, folder or database (the browser
 * tests' shops run on embedded databases of their own; the server tests' apps and server processes
 * serve no built web app), and while one waits on a timer, a child process or a page, the other keeps
 * the cores busy (docs/decisions/0025-tests-in-half-the-time.md).
 *
 * Every line each step prints is shown as it comes, marked with its step; each step's whole output is
 * also kept in .tmp/test-logs/. The run fails if any step fails, and says which, and how long each took.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOGS = path.join(ROOT, '.tmp/test-logs');

/** What must pass before any test runs: the two are independent, so they run at once. */
const CHECKS = [
  { name: 'lint', mark: 'lint', script: 'lint' },
  { name: 'types', mark: 'types', script: 'typecheck' },
];

const PHASES = [
  { name: 'server and component tests', mark: 'api', script: 'test:api' },
  { name: 'browser tests', mark: 'e2e', script: 'test:e2e' },
];

/** Runs `npm run <script>`, each line of its output printed with `[mark]` before it and kept in its log. */
function runPhase({ name, mark, script }) {
  const started = performance.now();
  const logFile = path.join(LOGS, `${mark}.log`);
  const log = createWriteStream(logFile);
  // Colours as a terminal would show them, when this run has one.
  const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn('npm', ['run', script], {
    cwd: ROOT,
    env: { ...process.env, ...colour },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`);
      process.stdout.write(`[${mark}] ${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      log.end();
      const minutes = ((performance.now() - started) / 60_000).toFixed(1);
      resolve({ name, passed: code === 0, minutes, logFile, signal });
    });
  });
}

/** Runs steps side by side and says how each ended; answers whether all passed. */
async function runSideBySide(steps) {
  const results = await Promise.all(steps.map(runPhase));
  console.log('');
  for (const { name, passed, minutes, logFile, signal } of results) {
    const outcome = passed ? 'passed' : signal ? `stopped by ${signal}` : 'FAILED';
    console.log(`${name}: ${outcome} in ${minutes} min (its whole output: ${path.relative(ROOT, logFile)})`);
  }
  return results.every((result) => result.passed);
}

mkdirSync(LOGS, { recursive: true });
if (!(await runSideBySide(CHECKS))) process.exit(1);
process.exit((await runSideBySide(PHASES)) ? 0 : 1);
