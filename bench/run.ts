/**
 * `npm run bench`: the shop under load (10,000 teas, 100,000 orders, 5,000 reviews), on the embedded
 * database and on PostgreSQL, beside a bare Fastify route in its own process (the framework's ceiling
 * on this machine), all in one run.
 * Loopback only; every load is bounded in time. Figures print as a table and go to bench/results/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresTestUrl } from '../apps/server/test/setup/postgres-url.ts';
import { ROOT, startProcess } from './process.ts';
import { seedLargeCatalogue } from './seed-catalogue.ts';
import { BENCH_CUSTOMER, seedOrdersAndReviews } from './seed-orders.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 5_000);
/** BENCH_ONLY=reviews,purchase runs only the scenarios whose name contains one of the words. */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
/** BENCH_DATABASES=pglite (or postgres) measures one database only. */
const DATABASES = process.env.BENCH_DATABASES?.split(',') ?? ['pglite', 'postgres'];

interface Figure {
  scenario: string;
  database: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Load {
  paths: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

async function load(url: string, { paths, method = 'GET', headers = {}, body }: Load, seconds: number) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body } : {}),
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function measure(base: string, scenario: string, database: string, spec: Load): Promise<Figure> {
  await load(base, spec, 2); // warm-up: JIT, connection pool, cache
  const figure = await load(base, spec, SECONDS);
  console.log(`  ${database.padEnd(9)} ${scenario.padEnd(34)} ${Math.round(figure.rps)} req/s`);
  return { scenario, database, ...figure };
}

const SEARCHES = Array.from({ length: 200 }, (_, i) => `/api/products?q=${encodeURIComponent(String(i * 37))}`);
/**
 * The scenarios, given the signed-in bench customer's cookie, the well-stocked tea and the shop's
 * address (a write with a session cookie names the page it comes from, as a browser's does).
 */
const scenarios = (cookie: string, stockedId: string, origin: string): [string, Load][] => [
  ['GET /api/products (first page)', { paths: ['/api/products'] }],
  ['GET /api/products?q= (200 terms)', { paths: SEARCHES }],
  ['GET /api/products?category=', { paths: ['/api/products?category=Green%20Tea'] }],
  ['GET /api/reviews (first page)', { paths: ['/api/reviews?limit=6'] }],
  ['GET /api/purchase (signed in)', { paths: ['/api/purchase'], headers: { cookie } }],
  [
    'POST /api/purchase',
    {
      paths: ['/api/purchase'],
      method: 'POST',
      headers: { cookie, origin },
      body: JSON.stringify({ productId: stockedId, quantity: 1, address: '1 Bench Street' }),
    },
  ],
];

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: BENCH_CUSTOMER.email, password: BENCH_CUSTOMER.password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function benchDatabase(database: 'pglite' | 'postgres', figures: Figure[]) {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let stockedId: string;
  if (database === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teatree-bench-'));
    await seedLargeCatalogue({ dataDir }, PRODUCTS);
    stockedId = await seedOrdersAndReviews({ dataDir }, { orderCount: ORDERS, reviewCount: REVIEWS });
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
    stockedId = await seedOrdersAndReviews(
      { databaseUrl: url.toString() },
      { orderCount: ORDERS, reviewCount: REVIEWS },
    );
    env = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const server = await startProcess(
    'apps/server/src/server.ts',
    { ...env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    '/api/health',
  );
  try {
    const cookie = await signIn(server.base);
    for (const [scenario, spec] of scenarios(cookie, stockedId, server.base)) {
      if (ONLY.length && !ONLY.some((word) => scenario.includes(word))) continue;
      figures.push(await measure(server.base, scenario, database, spec));
    }
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
  const bare = await startProcess('bench/bare-server.ts', {}, '/bare');
  try {
    figures.push(await measure(bare.base, 'bare Fastify route', '-', { paths: ['/bare'] }));
  } finally {
    await bare.stop();
  }
  if (DATABASES.includes('pglite')) await benchDatabase('pglite', figures);
  if (DATABASES.includes('postgres')) {
    if (await postgresTestUrl()) await benchDatabase('postgres', figures);
    else console.log('  PostgreSQL is not reachable: measured on PGlite only');
  }

  const ceiling = figures[0]!.rps;
  console.log('\n| database | scenario | req/s | p50 ms | p99 ms | ratio to bare | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(
      `| ${f.database} | ${f.scenario} | ${Math.round(f.rps)} | ${f.p50} | ${f.p99} | ${(f.rps / ceiling).toFixed(2)} | ${f.errors} |`,
    );
  }
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  const file = path.join(ROOT, 'bench/results', `shop-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { products: PRODUCTS, orders: ORDERS, reviews: REVIEWS, connections: CONNECTIONS, seconds: SECONDS, figures },
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
