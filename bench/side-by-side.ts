/**
 * `npm run bench:side-by-side`: two builds of the server at the same moment, under the same load, each
 * on its own PostgreSQL shop; the CPU each app server and each database's PostgreSQL backends spend per
 * answer, and B's share of A's.
 *
 * On this two-core machine two runs of one build a minute apart differ by a third, so a change worth a
 * few percent is lost between runs taken in turns; side by side, both builds meet the same machine.
 * The same build on both sides comes out within 1%.
 *
 *   BENCH_A, BENCH_B   the compiled servers (default: apps/server/dist-a/server.js and apps/server/dist/server.js).
 *                      A build kept beside the current one, one folder below apps/server, finds the same files:
 *                      `git stash && npm run build:server && cp -r apps/server/dist apps/server/dist-a && git stash pop`.
 *   BENCH_A_ROOT       instead, A's own checkout of an older commit, for a build whose schema differs
 *                      (`git worktree add ../teatree-a <commit>`, then `npm install` and `npm run build:server`
 *                      there): each build's shop is then seeded by its own checkout's bench seed, on its own
 *                      schema, and BENCH_A is that checkout's build.
 *   BENCH_LOAD         `POST /api/purchase` (default: orders placed by the bench's buyers), `place and pay` (an
 *                      order placed, its payment prepared and the test card confirmed: figures per order), or
 *                      a GET path (`/api/products`), read as one of the buyers, signed in (so
 *                      `/api/purchase?limit=10`, My Orders' page, compares too).
 *   BENCH_ROUNDS       rounds of 2,000 orders (1,000 placed and paid) or 5 seconds of reading (default 6).
 *
 * Without BENCH_A_ROOT both servers start on copies of one seeded shop and migrate their copy as they
 * start; a change of the schema is compared with BENCH_A_ROOT. The databases are dropped at the end.
 */

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { postgresTestUrl } from '../apps/server/test/setup/postgres-url.ts';
import autocannon from './load-generator.ts';
import { cpuMs, ROOT, startProcess } from './process.ts';
import { TEST_CARD } from './scenarios.ts';
import { BENCH_SECRET } from './seed-orders.ts';
import { mean } from './stats.ts';

const A_ROOT = process.env.BENCH_A_ROOT ? path.resolve(process.env.BENCH_A_ROOT) : undefined;
const BUILDS = [
  process.env.BENCH_A ?? (A_ROOT ? path.join(A_ROOT, 'apps/server/dist/server.js') : 'apps/server/dist-a/server.js'),
  process.env.BENCH_B ?? 'apps/server/dist/server.js',
] as const;
const LOAD = process.env.BENCH_LOAD ?? 'POST /api/purchase';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const ORDERS_A_ROUND = LOAD === 'place and pay' ? 1_000 : 2_000;
const UNIT = LOAD === 'place and pay' ? 'an order' : 'an answer';
if (!LOAD.startsWith('/') && LOAD !== 'POST /api/purchase' && LOAD !== 'place and pay')
  throw new Error(`BENCH_LOAD is 'POST /api/purchase', 'place and pay' or a GET path, not '${LOAD}'`);

interface Seeded {
  buyers: string[];
  stocked: string[];
}

/** A shop of 2,000 teas, 20,000 orders and 1,000 reviews, seeded by the bench of the checkout at `root`. */
async function seedWith(root: string, databaseUrl: string): Promise<Seeded> {
  const from = (file: string) => import(pathToFileURL(path.join(root, 'bench', file)).href);
  const { seedLargeCatalogue } = await from('seed-catalogue.ts');
  const { seedOrdersAndReviews } = await from('seed-orders.ts');
  await seedLargeCatalogue({ databaseUrl }, 2_000);
  return seedOrdersAndReviews({ databaseUrl }, { orderCount: 20_000, reviewCount: 1_000 });
}

const adminUrl = await postgresTestUrl();
if (!adminUrl) throw new Error('No PostgreSQL answers: set TEST_DATABASE_URL or start the local server.');
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const stamp = Date.now();
const seedName = `teatree_side_${stamp}`;
const names = [`${seedName}_a`, `${seedName}_b`];
const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

console.log(`Side by side: ${BUILDS[0]} (A) and ${BUILDS[1]} (B), ${LOAD}, ${ROUNDS} rounds`);
const servers: Awaited<ReturnType<typeof startProcess>>[] = [];
try {
  let seeded: Seeded[];
  if (A_ROOT) {
    for (const name of names) await admin.query(`create database ${name}`);
    seeded = [await seedWith(A_ROOT, urlOf(names[0]!)), await seedWith(ROOT, urlOf(names[1]!))];
  } else {
    await admin.query(`create database ${seedName}`);
    const one = await seedWith(ROOT, urlOf(seedName));
    for (const name of names) await admin.query(`create database ${name} template ${seedName}`);
    seeded = [one, one];
  }
  for (const [i, build] of BUILDS.entries()) {
    servers.push(
      await startProcess(
        build,
        {
          DATABASE_URL: urlOf(names[i]!),
          SEED_DEMO: 'false',
          LOG_LEVEL: 'error',
          BETTER_AUTH_SECRET: BENCH_SECRET,
          MAX_UNPAID_ORDERS: '1000000',
          ORDER_RATE_LIMIT: '1000000',
          UNPAID_SHARE_PERCENT: '100',
          UNPAID_VALUE_MAX: '1000000000',
          // Payments are counted per client address, and every buyer's come from this one.
          CARD_RATE_LIMIT: '1000000',
        },
        '/api/health',
      ),
    );
  }

  /** A JSON POST as a buyer; answers the body, or throws on a refusal. */
  const post = async (base: string, cookie: string, to: string, body: unknown) => {
    const res = await fetch(base + to, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${to} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  /** Each buyer orders in turn one of the stocked teas, and pays for it if the load says so; four at a time. */
  const placeOrders = async (server: number, count: number) => {
    const { base } = servers[server]!;
    const { buyers, stocked } = seeded[server]!;
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < count) {
          const k = next++;
          const cookie = buyers[k % buyers.length]!;
          const order = { productId: stocked[k % stocked.length], quantity: 1, address: '1 Bench Street' };
          const { insertedId } = await post(base, cookie, '/api/purchase', order);
          if (LOAD !== 'place and pay') continue;
          const { clientSecret } = await post(base, cookie, '/api/create-payment-intent', { orderId: insertedId });
          await post(base, cookie, '/api/test-payments/confirm', { clientSecret, card: TEST_CARD });
        }
      }),
    );
    return count;
  };
  const read = async (server: number) =>
    (
      await autocannon({
        url: servers[server]!.base + LOAD,
        connections: 16,
        duration: 5,
        headers: { cookie: seeded[server]!.buyers[0]! },
      })
    ).requests.total;
  const round = (server: number, count = ORDERS_A_ROUND) =>
    LOAD.startsWith('/') ? read(server) : placeOrders(server, count);
  /**
   * The CPU a database's PostgreSQL backends spend from now until `work` ends: its connections' (the
   * statements), and its autovacuum workers' apart (the clean-up after them, in lumps as a table's
   * changes pass its thresholds, which a round may or may not meet). The app server's pool closes a
   * connection idle for 30 s, so a backend can end within a round, and what it spent would be lost
   * with it: the backends are read every 100 ms, and each counts up to its last reading (one born
   * within the round, from nothing).
   */
  const watchBackends = async (name: string) => {
    const first = new Map<number, number>();
    const last = new Map<number, number>();
    const clean = new Set<number>();
    const read = async (startOfRound: boolean) => {
      const { rows } = await admin.query<{ pid: number; type: string }>(
        'select pid, backend_type as type from pg_stat_activity where datname = $1',
        [name],
      );
      for (const { pid, type } of rows) {
        const ms = cpuMs(pid);
        if (!first.has(pid)) first.set(pid, startOfRound ? ms : 0);
        if (ms >= (last.get(pid) ?? 0)) last.set(pid, ms);
        if (type === 'autovacuum worker') clean.add(pid);
      }
    };
    await read(true);
    return async (work: Promise<unknown>) => {
      let done = false;
      void work.finally(() => {
        done = true;
      });
      while (!done) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await read(false);
      }
      const spent = { statements: 0, cleanUp: 0 };
      for (const [pid, ms] of last) spent[clean.has(pid) ? 'cleanUp' : 'statements'] += ms - first.get(pid)!;
      return spent;
    };
  };

  // Warm-up: every buyer's session known to both servers, every statement prepared.
  await Promise.all(servers.map((_, i) => round(i, seeded[i]!.buyers.length)));
  const app: number[][] = [[], []];
  const database: number[][] = [[], []];
  const cleanUp: number[][] = [[], []];
  for (let r = 0; r < ROUNDS; r++) {
    const watching = await Promise.all(names.map(watchBackends));
    const appBefore = servers.map((server) => cpuMs(server.pid));
    const work = Promise.all(servers.map((_, i) => round(i)));
    const databaseSpent = await Promise.all(watching.map((spentUntil) => spentUntil(work)));
    const answers = await work;
    for (const i of [0, 1]) {
      app[i]!.push((cpuMs(servers[i]!.pid) - appBefore[i]!) / answers[i]!);
      database[i]!.push(databaseSpent[i]!.statements / answers[i]!);
      cleanUp[i]!.push(databaseSpent[i]!.cleanUp / answers[i]!);
    }
    const pair = (values: number[][]) => `${values[0]!.at(-1)!.toFixed(3)} / ${values[1]!.at(-1)!.toFixed(3)} ms`;
    console.log(
      `  round ${r + 1}: app server ${pair(app)}, PostgreSQL ${pair(database)}, its autovacuum ${pair(cleanUp)} ${UNIT} (A / B)`,
    );
  }
  const share = (values: number[][]) =>
    mean(values[0]!) > 0 ? (mean(values[1]!) / mean(values[0]!)).toFixed(3) : 'none spent';
  const withCleanUp = database.map((values, i) => values.map((ms, r) => ms + cleanUp[i]![r]!));
  console.log(
    `B's CPU ${UNIT}, as a share of A's: app server ${share(app)}, PostgreSQL ${share(database)} (its connections; ${share(withCleanUp)} with autovacuum)`,
  );
} finally {
  for (const server of servers) await server.stop();
  for (const name of [...names, seedName]) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
