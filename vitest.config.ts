import { defineConfig } from 'vitest/config';
import { postgresTestUrl } from './apps/server/test/setup/postgres-url.ts';

/**
 * Every server test file runs twice (but *.pglite.test.ts, about the embedded database alone): on the embedded database (PGlite) and on PostgreSQL, when one
 * answers (TEST_DATABASE_URL, or the local server on 127.0.0.1:5432; CI always has one).
 */
const postgres = await postgresTestUrl();
if (!postgres) console.warn('[vitest] PostgreSQL is not reachable: running the database tests on PGlite only');

const shared = {
  include: ['apps/server/test/**/*.test.ts', 'packages/shared/test/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's rules in components and modules, in a simulated browser (jsdom): fast enough to
        // run on every save (`npx vitest --project web`). The whole screens run in Chromium (apps/web/e2e).
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // An address no request can reach: a component test never talks to a server.
          environmentOptions: { jsdom: { url: 'http://teatree.test/' } },
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          // Tests of several server processes on one PostgreSQL (*.postgres.test.ts) run on PostgreSQL only.
          exclude: ['**/node_modules/**', 'apps/server/test/**/*.postgres.test.ts'],
          name: 'pglite',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/setup/global-pglite.ts'],
        },
      },
      ...(postgres
        ? [
            {
              extends: true,
              test: {
                ...shared,
                include: ['apps/server/test/**/*.test.ts'],
                // Tests of the embedded database itself (its data directory, its restart) run once.
                exclude: ['**/node_modules/**', 'apps/server/test/**/*.pglite.test.ts'],
                name: 'postgres',
                env: { TEST_DB: 'postgres' },
                globalSetup: ['apps/server/test/setup/global-postgres.ts'],
              },
            },
          ]
        : []),
    ],
  },
});
