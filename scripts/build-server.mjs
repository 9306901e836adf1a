// `npm run build:server`: the server (apps/server/dist/server.js) and its commands (make-admin.js,
// backup.js, restore.js beside it), each one JavaScript file that Node runs as it is, with no
// TypeScript loader at run time. Its packages go into the bundle too: Node then reads
// one file instead of resolving and loading some 1,600 modules, which was most of the time to start.
// Left outside, loaded from node_modules as they are: the packages that find files of their own beside
// their code (PGlite's WebAssembly engine, sharp's native library, the API docs' pages, pino's
// transports, which run in worker threads).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** What the build makes, each from its source: the server, and the commands `npm run <name>` runs (scripts/command.mjs). */
export const ENTRIES = {
  server: 'apps/server/src/server.ts',
  'make-admin': 'apps/server/src/cli/make-admin.ts',
  backup: 'apps/server/src/cli/backup.ts',
  restore: 'apps/server/src/cli/restore.ts',
};

/**
 * Bundles the server and its commands into `outdir`, which must be a folder directly inside apps/server: the server finds
 * its own files from there (apps/server/src/paths.ts). The server's tests build their own copy
 * (apps/server/test/setup/global-server-build.ts), so a build for the browser tests never rewrites the file
 * one of their server processes is reading.
 */
export async function buildServer(outdir = 'apps/server/dist') {
  await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['@electric-sql/pglite', 'sharp', '@fastify/swagger-ui', 'pino', 'pino-pretty', 'pg-native'],
    // The workspace's own package is TypeScript source: bundled, not left to a loader.
    alias: { '@teatree/shared': './packages/shared/src' },
    // Packages written as CommonJS call require(): give the ES module bundle one.
    banner: {
      js: "import { createRequire as teatreeRequire } from 'node:module'; const require = teatreeRequire(import.meta.url);",
    },
    sourcemap: true,
    logLevel: 'warning',
    legalComments: 'none',
  });
  return path.join(root, outdir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await buildServer();
  console.log(`Built the server and its commands in apps/server/dist in ${Date.now() - started} ms`);
}
