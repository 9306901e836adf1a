#!/usr/bin/env node
/**
 * Part of `npm run lint`: no source file of the shop (apps/*\/src, packages/*\/src) over 300 lines, so
 * that each keeps one job a reader can hold (docs/decisions/0053-files-with-one-job.md). The demo
 * shop's seed data and the tests are left out: a catalogue or a test table is long by nature, not by
 * holding two jobs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const MAX_LINES = 300;
const SOURCE = /^(apps|packages)\/[^/]+\/src\/.+\.(ts|tsx|mjs|js)$/;
const LEFT_OUT = /(^|\/)(seed|__tests__|testing)\/|\.test\.(ts|tsx)$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  // A file deleted in the working tree, not yet committed, is still in git's index: it is gone.
  .filter((file) => SOURCE.test(file) && !LEFT_OUT.test(file) && existsSync(path.join(ROOT, file)));
const long = files
  .map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES);
if (long.length) {
  for (const { file, lines } of long)
    console.error(`${file}: ${lines} lines (at most ${MAX_LINES}): split it by what it does`);
  process.exit(1);
}
console.log(`${files.length} source files, none over ${MAX_LINES} lines`);
