import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { postgresTestUrl } from './apps/server/test/setup/postgres-url.ts';

/**
 * Every server test file whose behaviour rests on the database runs twice: on the embedded database
 * (PGlite) and on PostgreSQL, when one answers (TEST_DATABASE_URL, or the local server on
 * 127.0.0.1:5432; CI always has one). *.pglite.test.ts, about the embedded database itself, and
 * *.postgres.test.ts, about several servers on one PostgreSQL, run on theirs alone.
 */
const postgres = await postgresTestUrl();
if (!postgres) console.warn('[vitest] PostgreSQL is not reachable: running the database tests on PGlite only');

/**
 * Files about what the shop does above its database: who may call which route, the addresses and
 * origins it trusts, input it refuses, the sign-in provider's protocol, the web app it serves, its
 * settings, its README, where its log goes and how it keeps what it read. Their queries are the same
 * statements the other files run on both databases, so they run once, on PGlite.
 */
const ABOVE_THE_DATABASE = [
  'authorization-matrix',
  'accounts-trust',
  'account-mail',
  'better-auth-calls',
  'hostile-input',
  'google',
  'web',
  'config',
  'database-check',
  'front-door',
  'log-output',
  'kept-reading',
].map((name) => `apps/server/test/${name}.test.ts`);

/**
 * The order the files start in: PostgreSQL's first, then the embedded database's, then the web app's;
 * within a project, as Vitest orders them (the largest file first on a fresh clone). A file on
 * PostgreSQL keeps its worker waiting for the database's answers and often for a timer or a server
 * process of its own, so two of them side by side keep less than the machine's two cores busy; run
 * while the browser tests fill the cores, that costs nothing. The embedded database's files and the web
 * app's, all CPU, then keep both cores busy once the browser tests are done, where PostgreSQL's kept
 * them a third idle for the run's last one and a half minutes (docs/decisions/0025-tests-in-half-the-time.md).
 */
const PROJECTS_IN_TURN = ['postgres', 'pglite', 'web'];
class ProjectsInTurn extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const turn = (file: TestSpecification) => PROJECTS_IN_TURN.indexOf(file.project.name);
    // Array sort is stable: within a project, Vitest's own order stays.
    return (await super.sort(files)).sort((a, b) => turn(a) - turn(b));
  }
}

const shared = {
  include: ['apps/server/test/**/*.test.ts', 'packages/shared/test/**/*.test.ts'],
  // A worker imports the server's modules once for all the files it runs, not once a file: that
  // import was a third of a file's time. Each file still builds its own app on its own database, and
  // the server keeps no state in its modules that one app could leave to the next.
  isolate: false,
  // Generous: two files run side by side on two cores, and a test asserts what a client sees, never how
  // fast a busy machine answers.
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // What a test waits for in the background (a mail sent by the outbox, an announcement heard) comes
  // within a second on a quiet machine; on a busy one it may take several, which is no failure.
  expect: { poll: { timeout: 15_000 } },
};

export default defineConfig({
  test: {
    // Every server test file has a database of its own, so files run side by side: two at a time
    // keeps both cores busy while one file waits on PostgreSQL, a password hash or a timer.
    maxWorkers: 2,
    sequence: { sequencer: ProjectsInTurn },
    projects: [
      {
        // The web app's rules in components and modules, in a simulated browser (jsdom): fast enough to
        // run on every save (`npx vitest --project web`). The whole screens run in Chromium (apps/web/e2e).
        extends: true,
        test: {
          name: 'web',
          // A worker sets up the test page and imports React once for all the files it runs, not once a
          // file (100 s to 36 s for the project). The shared setup leaves each test an empty page, an
          // empty local storage and no toast (apps/web/src/testing/setup.ts).
          isolate: false,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // An address no request can reach: a component test never talks to a server.
          environmentOptions: { jsdom: { url: 'http://teatree.test/' } },
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // A long form filled key by key in jsdom is all CPU, and shares the two cores with the server's
          // files: it may take a few seconds more on a busy machine, which is no failure of the form.
          testTimeout: 20_000,
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
          globalSetup: ['apps/server/test/setup/global-server-build.ts', 'apps/server/test/setup/global-pglite.ts'],
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
                exclude: ['**/node_modules/**', 'apps/server/test/**/*.pglite.test.ts', ...ABOVE_THE_DATABASE],
                name: 'postgres',
                env: { TEST_DB: 'postgres' },
                globalSetup: [
                  'apps/server/test/setup/global-server-build.ts',
                  'apps/server/test/setup/global-postgres.ts',
                ],
              },
            },
          ]
        : []),
    ],
  },
});
