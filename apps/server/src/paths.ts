import path from 'node:path';

/**
 * Where the server's own files are. This module sits one folder below apps/server both as source
 * (src/paths.ts) and in the compiled server (dist/server.js, one bundle), so the paths hold for both.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
/** The repository, where the web app's build (apps/web/dist) is found. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
