#!/usr/bin/env node
/**
 * `npm run typecheck`: the types of the shared package, the server, the web app and the bench, checked
 * by TypeScript's native compiler (TypeScript 7, the `typescript-native` package). It checks the same
 * code by the same rules as TypeScript 5.9 in a sixth of the CPU: the four projects took 85 s of CPU
 * with 5.9 and 14 s with it, one thread each (docs/quality.md, "How long the suite takes").
 *
 * TypeScript 5.9 stays installed as `typescript`: the dependency rules (`npm run boundaries`) read the
 * code through its JavaScript API, which TypeScript 7 does not have; an editor may use either.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROJECTS = ['packages/shared', 'apps/server', 'apps/web', 'bench'];
const compiler = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);

for (const project of PROJECTS) {
  // One thread: the check runs beside the tests (npm test), where a second thread only adds CPU.
  const { status } = spawnSync(process.execPath, [compiler, '--singleThreaded', '-p', project], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error(`typecheck: ${project} has type errors`);
    process.exit(status ?? 1);
  }
}
