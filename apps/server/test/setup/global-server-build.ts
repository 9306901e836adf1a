import type { TestProject } from 'vitest/node';
import { buildServer } from '../../../../scripts/build-server.mjs';

declare module 'vitest' {
  interface ProvidedContext {
    /** The folder of the server and its commands, built as production runs them (apps/server/dist-tests-<project>). */
    serverBuild: string;
  }
}

/**
 * The tests that start the server or one of its commands as a process of their own run the JavaScript
 * production runs (`npm start` and `npm run make-admin | backup | restore` build and run it), built once
 * a run: about a second, and each start then costs a fifth of one through a TypeScript loader
 * (docs/decisions/0025-tests-in-half-the-time.md). Each project builds into a folder of its own, so
 * neither rewrites a file the other's processes are reading.
 */
export async function setup(project: TestProject) {
  project.provide('serverBuild', await buildServer(`apps/server/dist-tests-${project.name}`));
}
