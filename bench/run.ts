/**
 * `npm run bench`: the shop under load (10,000 teas, 100,000 orders, 5,000 reviews), on the embedded
 * database and on PostgreSQL, beside a bare Fastify route in its own process (the framework's ceiling
 * on this machine), all in one run.
 * Loopback only; every load is bounded in time. Figures print as a table and go to bench/results/.
 */

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresTestUrl } from '../apps/server/test/setup/postgres-url.ts';
import autocannon from './load-generator.ts';
import { cpuMs, postgresCpuMs, ROOT, residentMb, startProcess, watchMemory } from './process.ts';
import { seedLargeCatalogue } from './seed-catalogue.ts';
import { BENCH_CUSTOMER, BENCH_OWNER, BENCH_SECRET, seedOrdersAndReviews } from './seed-orders.ts';
import { median } from './stats.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 5_000);
/** BENCH_ONLY=reviews,purchase runs only the scenarios whose name contains one of the words. */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
/** Starts of each database's server timed: the figure is their median. */
const START_SAMPLES = 3;
/** BENCH_DATABASES=pglite (or postgres) measures one database only. */
const DATABASES = process.env.BENCH_DATABASES?.split(',') ?? ['pglite', 'postgres'];

interface Figure {
  scenario: string;
  database: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The app server's CPU time per request (per flow), in ms: steadier than req/s on a shared machine. */
  serverCpuMs?: number;
  /** PostgreSQL's CPU time per request (per flow), in ms, on PostgreSQL. */
  databaseCpuMs?: number;
  /** Requests a second as a share of the bare route's, measured around the same database's scenarios. */
  ratio?: number;
}

/** The bare Fastify route in a process of its own: this machine's ceiling at that moment. */
async function measureBare(when: string): Promise<Figure> {
  const bare = await startProcess('bench/bare-server.ts', {}, '/bare');
  try {
    return await measure(bare.base, `bare Fastify route (${when})`, '-', { paths: ['/bare'] }, bare.pid);
  } finally {
    await bare.stop();
  }
}

/** One app server's process: time from spawning to its first answer, and its memory idle and under the bench's load. */
interface ProcessFigure {
  database: string;
  /** The median of `starts`: each the time from spawning the server to its first answer, in ms. */
  startedInMs: number;
  starts: number[];
  idleMb: number;
  underLoadMb: number;
}

interface Load {
  paths: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A sequence of requests each connection repeats (a customer's steps), instead of one request; made anew for each run. */
  flow?: () => autocannon.Request[];
  /** Requests per completed flow: figures are then given per flow (orders placed and paid per second). */
  perFlow?: number;
  /** Connections at once (CONNECTIONS by default); 1 gives the time one request takes on its own. */
  connections?: number;
  /** Customers (their session cookies) who each open a page of the shop first, as one does before ordering. */
  browsing?: string[];
  /** Another load run at the same time at a fixed rate (requests a second), whose figures are not this scenario's. */
  alongside?: Load & { rate: number };
}

/**
 * Each customer opens a page of the shop, whose navbar asks for their cart (GET /api/cart): the server
 * then knows their session, as it knows a browsing customer's when they order.
 */
async function browseAsEach(base: string, cookies: string[]) {
  for (let i = 0; i < cookies.length; i += CONNECTIONS) {
    await Promise.all(
      cookies.slice(i, i + CONNECTIONS).map(async (cookie) => {
        const res = await fetch(`${base}/api/cart`, { headers: { cookie } });
        if (!res.ok) throw new Error(`a bench buyer's cart answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      }),
    );
  }
}

async function load(
  url: string,
  {
    paths,
    method = 'GET',
    headers = {},
    body,
    flow,
    perFlow = 1,
    connections = CONNECTIONS,
    alongside,
    rate,
  }: Load & { rate?: number },
  seconds: number,
): Promise<{ done: number; rps: number; p50: number; p99: number; errors: number }> {
  let next = 0;
  const beside = alongside && load(url, { connections: 2, ...alongside }, seconds);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    requests: flow?.() ?? [
      {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body } : {}),
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }),
      },
    ],
  });
  const refused = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
  if (refused.length)
    console.log(`    answers other than 2xx: ${refused.map(([code, { count }]) => `${code} ×${count}`).join(', ')}`);
  // The load alongside ran as long; its refusals count as this scenario's errors.
  const besides = await beside;
  if (besides) console.log(`    alongside: ${Math.round(besides.rps)} a second of the ${alongside?.rate} asked for`);
  return {
    done: result.requests.total / perFlow,
    rps: result.requests.average / perFlow,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + (besides?.errors ?? 0),
  };
}

async function measure(base: string, scenario: string, database: string, spec: Load, pid?: number): Promise<Figure> {
  if (spec.browsing) await browseAsEach(base, spec.browsing);
  await load(base, spec, 2); // warm-up: JIT, connection pool, cache
  const before = { server: pid ? cpuMs(pid) : 0, database: database === 'postgres' ? postgresCpuMs() : 0 };
  const { done, ...figure } = await load(base, spec, SECONDS);
  const per = (ms: number) => Math.round((ms / Math.max(done, 1)) * 1000) / 1000;
  const cpu = {
    ...(pid ? { serverCpuMs: per(cpuMs(pid) - before.server) } : {}),
    ...(database === 'postgres' ? { databaseCpuMs: per(postgresCpuMs() - before.database) } : {}),
  };
  const cpuText = pid
    ? `; CPU ${cpu.serverCpuMs} ms app server${cpu.databaseCpuMs === undefined ? '' : `, ${cpu.databaseCpuMs} ms PostgreSQL`} a request`
    : '';
  console.log(`  ${database.padEnd(9)} ${scenario.padEnd(34)} ${Math.round(figure.rps)} req/s${cpuText}`);
  return { scenario, database, ...figure, ...cpu };
}

/** The Accept-Encoding header Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd';
/** Orders a second placed while the catalogue is read, in the scenario that mixes them. */
const ORDERS_ALONGSIDE = 20;
const SEARCHES = Array.from({ length: 200 }, (_, i) => `/api/products?q=${encodeURIComponent(String(i * 37))}`);
/**
 * The scenarios, given the signed-in bench customer's cookie, the well-stocked teas and the shop's
 * address (a write with a session cookie names the page it comes from, as a browser's does).
 */
const scenarios = (
  cookie: string,
  stocked: string[],
  origin: string,
  buyers: string[],
  owner: string,
  reviewedTeas: string[],
): [string, Load][] => [
  ['GET /api/health', { paths: ['/api/health'] }],
  ['GET /api/products (first page)', { paths: ['/api/products'] }],
  // What a browser asks: the same page, compressed (kept so, once, beside the page).
  ['GET /api/products (first page, br)', { paths: ['/api/products'], headers: { 'accept-encoding': BROWSER } }],
  ['GET /api/products?q= (200 terms)', { paths: SEARCHES }],
  ['GET /api/products?category=', { paths: ['/api/products?category=Green%20Tea'] }],
  ['GET /api/reviews (first page)', { paths: ['/api/reviews?limit=6'] }],
  ['GET /api/reviews (first page, br)', { paths: ['/api/reviews?limit=6'], headers: { 'accept-encoding': BROWSER } }],
  [
    `GET /api/reviews?productId= (${reviewedTeas.length} teas)`,
    { paths: reviewedTeas.map((id) => `/api/reviews?productId=${id}&limit=3`) },
  ],
  // A customer's own orders: the page My Orders asks for, and the API's default page of 50.
  [
    'GET /api/purchase?limit=10 (signed in, My Orders)',
    { paths: ['/api/purchase?limit=10&offset=0'], headers: { cookie } },
  ],
  ['GET /api/purchase (signed in, 50 orders)', { paths: ['/api/purchase'], headers: { cookie } }],
  // The owner's dashboard over every order of the shop: one owner reading it, then the shop's four administrators at once.
  ['GET /api/dashboard (one owner)', { paths: ['/api/dashboard'], headers: { cookie: owner }, connections: 1 }],
  [
    'GET /api/dashboard?days=90 (one owner)',
    { paths: ['/api/dashboard?days=90'], headers: { cookie: owner }, connections: 1 },
  ],
  ['GET /api/dashboard (4 at once)', { paths: ['/api/dashboard'], headers: { cookie: owner }, connections: 4 }],
  // The catalogue as customers browse it while others buy: every order changes a tea's stock, which the
  // list in memory shows (docs/decisions/0016-caches.md).
  [
    `GET /api/products (first page) while ${ORDERS_ALONGSIDE} orders a second are placed`,
    {
      paths: ['/api/products'],
      browsing: buyers,
      alongside: { paths: [], flow: () => placeAndPay(buyers, stocked, origin).slice(0, 1), rate: ORDERS_ALONGSIDE },
    },
  ],
  // The buyers take turns, each ordering one of the stocked teas (one account's orders are placed one
  // at a time, by design); each has opened a page of the shop before.
  [
    `POST /api/purchase (${buyers.length} customers, ${stocked.length} teas)`,
    { paths: [], flow: () => placeAndPay(buyers, stocked, origin).slice(0, 1), browsing: buyers },
  ],
  [
    'place and pay an order (3 requests; per order)',
    { paths: [], flow: () => placeAndPay(buyers, stocked, origin), perFlow: 3, browsing: buyers },
  ],
  [
    'fill a cart of 3 teas and check out (4 requests; per order)',
    { paths: [], flow: cartFlow(buyers, stocked.slice(0, 3), origin), perFlow: 4, browsing: buyers },
  ],
];

/**
 * A customer's cart, repeated by each connection as one of the bench buyers: three teas put in the
 * cart, then one checkout (one order of three lines, all the stock taken in one transaction). A cart
 * is its customer's: a buyer is taken from the free ones for a whole round and given back after the
 * checkout, so no two connections fill one cart. Runs take turns between the two halves of the
 * buyers, so a run never meets the checkouts a run before it left on their way.
 */
function cartFlow(buyers: string[], teas: string[], origin: string): () => autocannon.Request[] {
  let run = 0;
  return () => {
    const half = run++ % 2;
    const free = buyers.filter((_, i) => i % 2 === half);
    type Steps = { cookie?: string };
    const json = { 'content-type': 'application/json', origin };
    const add = (productId: string, first: boolean): autocannon.Request => ({
      method: 'POST',
      path: '/api/cart/items',
      setupRequest: (req, context: Steps) => {
        if (first) context.cookie = free.shift();
        return {
          ...req,
          headers: { ...json, cookie: context.cookie! },
          body: JSON.stringify({ productId, quantity: 1 }),
        };
      },
    });
    return [
      ...teas.map((tea, i) => add(tea, i === 0)),
      {
        method: 'POST',
        path: '/api/cart/checkout',
        setupRequest: (req, context: Steps) => ({
          ...req,
          headers: { ...json, cookie: context.cookie! },
          body: JSON.stringify({ address: '1 Bench Street' }),
        }),
        onResponse: (_status, _body, context: Steps) => {
          if (context.cookie) free.push(context.cookie);
        },
      },
    ] as autocannon.Request[];
  };
}

/**
 * A customer's three steps, repeated by each connection, each time as the next of the bench buyers:
 * place an order, prepare its payment, confirm the test card (which pays it). Each buyer orders the
 * stocked tea of their number.
 */
function placeAndPay(buyers: string[], stocked: string[], origin: string): autocannon.Request[] {
  let nextBuyer = 0;
  type Steps = { cookie?: string; productId?: string; orderId?: string; clientSecret?: string };
  const json = { 'content-type': 'application/json', origin };
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
  return [
    {
      method: 'POST',
      path: '/api/purchase',
      setupRequest: (req, context: Steps) => {
        if (!context.cookie) {
          const buyer = nextBuyer++ % buyers.length;
          context.cookie = buyers[buyer]!;
          context.productId = stocked[buyer % stocked.length]!;
        }
        const body = JSON.stringify({ productId: context.productId, quantity: 1, address: '1 Bench Street' });
        return { ...req, headers: { ...json, cookie: context.cookie }, body };
      },
      onResponse: (_status, body, context: Steps) => {
        context.orderId = (JSON.parse(body) as { insertedId?: string }).insertedId;
      },
    },
    {
      method: 'POST',
      path: '/api/create-payment-intent',
      setupRequest: (req, context: Steps) => ({
        ...req,
        headers: { ...json, cookie: context.cookie! },
        body: JSON.stringify({ orderId: context.orderId }),
      }),
      onResponse: (_status, body, context: Steps) => {
        context.clientSecret = (JSON.parse(body) as { clientSecret?: string }).clientSecret;
      },
    },
    {
      method: 'POST',
      path: '/api/test-payments/confirm',
      setupRequest: (req, context: Steps) => ({
        ...req,
        headers: { ...json, cookie: context.cookie! },
        body: JSON.stringify({ clientSecret: context.clientSecret, card }),
      }),
    },
  ] as autocannon.Request[];
}

async function signIn(base: string, email = BENCH_CUSTOMER.email): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: BENCH_CUSTOMER.password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function benchDatabase(database: 'pglite' | 'postgres', figures: Figure[], processes: ProcessFigure[]) {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let seeded: { stocked: string[]; buyers: string[] };
  if (database === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teatree-bench-'));
    await seedLargeCatalogue({ dataDir }, PRODUCTS);
    seeded = await seedOrdersAndReviews({ dataDir }, { orderCount: ORDERS, reviewCount: REVIEWS });
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const adminUrl = (await postgresTestUrl())!;
    const name = `teatree_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await seedLargeCatalogue({ databaseUrl: url.toString() }, PRODUCTS);
    seeded = await seedOrdersAndReviews({ databaseUrl: url.toString() }, { orderCount: ORDERS, reviewCount: REVIEWS });
    env = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  // The compiled server, as `npm start` runs it, on the database just seeded (an existing shop's start).
  const serverEnv = {
    ...env,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    BETTER_AUTH_SECRET: BENCH_SECRET,
    // Each buyer places a dozen orders in a few minutes at most, leaving those of the first scenario
    // unpaid: more than a customer's default limits allow, so the limits are raised, not lifted (an
    // order counts its customer's orders up to the limits).
    MAX_UNPAID_ORDERS: '50',
    ORDER_RATE_LIMIT: '100',
    // Card attempts are counted per client address, and every buyer's come from this one.
    CARD_RATE_LIMIT: '1000000',
  };
  const start = () => startProcess('apps/server/dist/server.js', serverEnv, '/api/health');
  // One start on this shared machine may take half as long again as the next: the figure is the
  // median of three starts, and the third server is the one measured.
  const starts: number[] = [];
  for (let i = 0; i < START_SAMPLES - 1; i++) {
    const trial = await start();
    starts.push(Math.round(trial.startedInMs));
    await trial.stop();
  }
  const server = await start();
  starts.push(Math.round(server.startedInMs));
  const startedInMs = median(starts);
  try {
    const cookie = await signIn(server.base);
    const owner = await signIn(server.base, BENCH_OWNER.email);
    const { stocked, buyers } = seeded;
    const firstReviews = (await (await fetch(`${server.base}/api/reviews?limit=100`)).json()) as {
      productId: string;
    }[];
    const reviewedTeas = [...new Set(firstReviews.map((review) => review.productId))];
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleMb = residentMb(server.pid);
    const memory = watchMemory(server.pid);
    for (const [scenario, spec] of scenarios(cookie, stocked, server.base, buyers, owner, reviewedTeas)) {
      if (ONLY.length && !ONLY.some((word) => scenario.includes(word))) continue;
      figures.push(await measure(server.base, scenario, database, spec, server.pid));
    }
    const underLoadMb = memory.stop();
    processes.push({ database, startedInMs, starts, idleMb, underLoadMb });
    console.log(
      `  ${database.padEnd(9)} first answer ${startedInMs} ms after start (median of ${starts.join(', ')} ms); ${idleMb} MB idle, ${underLoadMb} MB at most under load`,
    );
  } finally {
    await server.stop();
    await cleanup();
  }
}

async function main() {
  console.log(
    `Shop benchmark: ${PRODUCTS} products, ${ORDERS} orders, ${REVIEWS} reviews, ${CONNECTIONS} connections, ${SECONDS} s per scenario`,
  );
  const figures: Figure[] = [];
  const processes: ProcessFigure[] = [];
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server did not compile');
  // The bare route is measured before and after each database's scenarios, and each figure is given as
  // a ratio to the mean of the two: this shared machine's speed drifts over a run.
  for (const database of DATABASES) {
    if (database === 'postgres' && !(await postgresTestUrl())) {
      console.log('  PostgreSQL is not reachable: measured on PGlite only');
      continue;
    }
    const before = await measureBare(`before ${database}`);
    const from = figures.length;
    await benchDatabase(database as 'pglite' | 'postgres', figures, processes);
    const after = await measureBare(`after ${database}`);
    const bareRps = (before.rps + after.rps) / 2;
    for (const figure of figures.slice(from)) figure.ratio = figure.rps / bareRps;
    figures.splice(from, 0, before);
    figures.push(after);
  }

  console.log(
    '\n| database | scenario | req/s | p50 ms | p99 ms | ratio to bare | errors | CPU ms a request: app server / PostgreSQL |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const f of figures) {
    const cpu =
      f.serverCpuMs === undefined
        ? ''
        : `${f.serverCpuMs}${f.databaseCpuMs === undefined ? '' : ` / ${f.databaseCpuMs}`}`;
    const ratio = f.ratio === undefined ? '' : f.ratio.toPrecision(2);
    console.log(
      `| ${f.database} | ${f.scenario} | ${Math.round(f.rps)} | ${f.p50} | ${f.p99} | ${ratio} | ${f.errors} | ${cpu} |`,
    );
  }
  console.log('\n| database | first answer after start | memory idle | memory under load |');
  console.log('|---|---|---|---|');
  for (const p of processes) {
    console.log(
      `| ${p.database} | ${p.startedInMs} ms (${p.starts.join(', ')}) | ${p.idleMb} MB | ${p.underLoadMb} MB |`,
    );
  }
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  const file = path.join(ROOT, 'bench/results', `shop-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        products: PRODUCTS,
        orders: ORDERS,
        reviews: REVIEWS,
        connections: CONNECTIONS,
        seconds: SECONDS,
        figures: figures.map((f) => ({ ...f, ratio: f.ratio === undefined ? undefined : Number(f.ratio.toFixed(4)) })),
        processes,
      },
      null,
      2,
    ),
  );
  console.log(`\nSaved ${path.relative(ROOT, file)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
