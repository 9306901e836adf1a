// `npm run build:server`: the server as one JavaScript file (apps/server/dist/server.js) that Node runs
// as it is, with no TypeScript loader at run time. Its packages go into the bundle too: Node then reads
// one file instead of resolving and loading some 1,600 modules, which was most of the time to start.
// Left outside, loaded from node_modules as they are: the packages that find files of their own beside
// their code (PGlite's WebAssembly engine, sharp's native library, the API docs' pages, pino's
// transports, which run in worker threads).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: ['apps/server/src/server.ts'],
  outfile: 'apps/server/dist/server.js',
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
console.log(`Built apps/server/dist/server.js in ${Date.now() - started} ms`);
