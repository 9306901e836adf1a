/**
 * `npm run bench:side-by-side`: two builds of the server at the same moment, under the same load, each
 * on its own copy of one PostgreSQL shop; the CPU each app server and each database's PostgreSQL
 * backends spend per answer, and B's share of A's.
 *
 * On this two-core machine two runs of one build a minute apart differ by a third, so a change worth a
 * few percent is lost between runs taken in turns; side by side, both builds meet the same machine.
 * The same build on both sides comes out within 1%.
 *
 *   BENCH_A, BENCH_B   the compiled servers (default: apps/server/dist-a/server.js and apps/server/dist/server.js).
 *                      A build kept beside the current one, one folder below apps/server, finds the same files:
 *                      `git stash && npm run build:server && cp -r apps/server/dist apps/server/dist-a && git stash pop`.
 *   BENCH_LOAD         `POST /api/purchase` (default: orders placed by the bench's buyers) or a GET path (`/api/products`),
 *                      read as one of the buyers, signed in (so `/api/purchase?limit=10`, My Orders' page, compares too).
 *   BENCH_ROUNDS       rounds of 2,000 orders or 5 seconds of reading (default 6).
 *
 * Both servers migrate their copy as they start; a change of the schema is compared with SQL of its
 * own, not with this script. The database's copies are dropped at the end.
 */

import pg from 'pg';
import { postgresTestUrl } from '../apps/server/test/setup/postgres-url.ts';
import autocannon from './load-generator.ts';
import { cpuMs, startProcess } from './process.ts';
import { seedLargeCatalogue } from './seed-catalogue.ts';
import { BENCH_SECRET, seedOrdersAndReviews } from './seed-orders.ts';
import { mean } from './stats.ts';

const BUILDS = [
  process.env.BENCH_A ?? 'apps/server/dist-a/server.js',
  process.env.BENCH_B ?? 'apps/server/dist/server.js',
] as const;
const LOAD = process.env.BENCH_LOAD ?? 'POST /api/purchase';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const ORDERS_A_ROUND = 2_000;

const adminUrl = await postgresTestUrl();
if (!adminUrl) throw new Error('No PostgreSQL answers: set TEST_DATABASE_URL or start the local server.');
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const stamp = Date.now();
const seedName = `teatree_side_${stamp}`;
const names = [`${seedName}_a`, `${seedName}_b`];
const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

console.log(`Side by side: ${BUILDS[0]} (A) and ${BUILDS[1]} (B), ${LOAD}, ${ROUNDS} rounds`);
await admin.query(`create database ${seedName}`);
const servers: Awaited<ReturnType<typeof startProcess>>[] = [];
try {
  await seedLargeCatalogue({ databaseUrl: urlOf(seedName) }, 2_000);
  const { buyers, stocked } = await seedOrdersAndReviews(
    { databaseUrl: urlOf(seedName) },
    { orderCount: 20_000, reviewCount: 1_000 },
  );
  for (const name of names) await admin.query(`create database ${name} template ${seedName}`);
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
        },
        '/api/health',
      ),
    );
  }

  /** Each buyer orders in turn, one of the stocked teas; four at a time. */
  const placeOrders = async (base: string, count: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < count) {
          const k = next++;
          const res = await fetch(`${base}/api/purchase`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: base, cookie: buyers[k % buyers.length]! },
            body: JSON.stringify({ productId: stocked[k % stocked.length], quantity: 1, address: '1 Bench Street' }),
          });
          if (res.status !== 201) throw new Error(`an order answered ${res.status}: ${await res.text()}`);
          await res.arrayBuffer();
        }
      }),
    );
    return count;
  };
  const read = async (base: string) =>
    (await autocannon({ url: base + LOAD, connections: 16, duration: 5, headers: { cookie: buyers[0]! } })).requests
      .total;
  const round = (base: string, count = ORDERS_A_ROUND) =>
    LOAD === 'POST /api/purchase' ? placeOrders(base, count) : read(base);
  /** CPU so far of every PostgreSQL backend on a database. */
  const backendsMs = async (name: string) => {
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name]);
    return rows.reduce((sum, row) => sum + cpuMs(row.pid), 0);
  };

  // Warm-up: every buyer's session known to both servers, every statement prepared.
  await Promise.all(servers.map((server) => round(server.base, buyers.length)));
  const app: number[][] = [[], []];
  const database: number[][] = [[], []];
  for (let r = 0; r < ROUNDS; r++) {
    const appBefore = servers.map((server) => cpuMs(server.pid));
    const databaseBefore = await Promise.all(names.map(backendsMs));
    const answers = await Promise.all(servers.map((server) => round(server.base)));
    const databaseAfter = await Promise.all(names.map(backendsMs));
    for (const i of [0, 1]) {
      app[i]!.push((cpuMs(servers[i]!.pid) - appBefore[i]!) / answers[i]!);
      database[i]!.push((databaseAfter[i]! - databaseBefore[i]!) / answers[i]!);
    }
    console.log(
      `  round ${r + 1}: app server ${app[0]!.at(-1)!.toFixed(3)} / ${app[1]!.at(-1)!.toFixed(3)} ms, PostgreSQL ${database[0]!.at(-1)!.toFixed(3)} / ${database[1]!.at(-1)!.toFixed(3)} ms an answer (A / B)`,
    );
  }
  const share = (values: number[][]) =>
    mean(values[0]!) > 0 ? (mean(values[1]!) / mean(values[0]!)).toFixed(3) : 'none spent';
  console.log(`B's CPU an answer, as a share of A's: app server ${share(app)}, PostgreSQL ${share(database)}`);
} finally {
  for (const server of servers) await server.stop();
  for (const name of [...names, seedName]) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
