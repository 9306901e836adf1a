/**
 * The shop's server for `npm run bench`: a database seeded with a large shop (on PGlite or PostgreSQL),
 * the compiled server started on it as `npm start` runs it, and its scenarios measured.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresTestUrl } from '../apps/server/test/setup/postgres-url.ts';
import { type Figure, measure } from './measure.ts';
import { residentMb, startProcess, watchMemory } from './process.ts';
import { BENCH_DELIVERY, scenarios } from './scenarios.ts';
import { seedLargeCatalogue } from './seed-catalogue.ts';
import { BENCH_CUSTOMER, BENCH_OWNER, BENCH_SECRET, seedOrdersAndReviews } from './seed-orders.ts';
import { LOG_LEVEL, ONLY, ORDERS, PRODUCTS, REVIEWS, START_SAMPLES } from './settings.ts';
import { median } from './stats.ts';

/**
 * How long the server rests before its memory is read as idle, after its start and its first answers
 * as after the load: long enough for V8 to give back the heap the work no longer needs, which it does
 * once the program has allocated little for some seconds (its "memory reducer"). The demo shop, its
 * young generation capped, held 32–37 MB more 6 s after a load than 26 s after
 * (docs/decisions/0050-a-small-young-generation.md); the bench's shop on PGlite held 247, 254 and 230 MB
 * 2 s after its first answers, and 221, 227 and 202 MB 30 s after (docs/quality.md).
 */
const REST_MS = 30_000;

/** The shop a run seeds: its teas, orders and reviews. */
export interface ShopSize {
  products: number;
  orders: number;
  reviews: number;
}

/** What a database's run measures: the shop's size, the scenarios (by words of their names) and whether lists meet their same-bytes ceiling. */
export interface RunOptions {
  size?: ShopSize;
  only?: string[];
  sameBytes?: boolean;
}

/** One app server's process: time from spawning to its first answer, and its memory idle and under the bench's load. */
export interface ProcessFigure {
  database: string;
  /** The median of `starts`: each the time from spawning the server to its first answer, in ms. */
  startedInMs: number;
  starts: number[];
  /** The measured server's first catalogue page after its start, in ms: the catalogue read into memory (docs/decisions/0016-caches.md). */
  firstPageMs: number;
  /** Resident memory once the server has answered its first requests and rested (REST_MS). */
  idleMb: number;
  underLoadMb: number;
  /** Resident memory once the load is over and the server has rested again (REST_MS). */
  afterLoadMb: number;
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

export async function benchDatabase(
  database: 'pglite' | 'postgres',
  figures: Figure[],
  processes: ProcessFigure[],
  { size = { products: PRODUCTS, orders: ORDERS, reviews: REVIEWS }, only = ONLY, sameBytes = true }: RunOptions = {},
) {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let seeded: { stocked: string[]; pouches: string[]; buyers: string[] };
  if (database === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teatree-bench-'));
    await seedLargeCatalogue({ dataDir }, size.products);
    seeded = await seedOrdersAndReviews({ dataDir }, { orderCount: size.orders, reviewCount: size.reviews });
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
    await seedLargeCatalogue({ databaseUrl: url.toString() }, size.products);
    seeded = await seedOrdersAndReviews(
      { databaseUrl: url.toString() },
      { orderCount: size.orders, reviewCount: size.reviews },
    );
    env = { DATABASE_URL: url.toString() };
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  // The compiled server, as `npm start` runs it, on the database just seeded (an existing shop's start),
  // at the shop's default settings, its log included (LOG_LEVEL=info: a line a request), written to a
  // file as a deployment's log would be; BENCH_LOG_LEVEL sets another level, to compare.
  const serverEnv = {
    ...env,
    SEED_DEMO: 'false',
    ...(LOG_LEVEL && { LOG_LEVEL }),
    BETTER_AUTH_SECRET: BENCH_SECRET,
    // Each buyer places a dozen orders in a few minutes at most, leaving those of the first scenario
    // unpaid: more than a customer's default limits allow, so the limits are raised, not lifted (an
    // order counts its customer's orders up to the limits).
    MAX_UNPAID_ORDERS: '50',
    ORDER_RATE_LIMIT: '100',
    // And what those unpaid orders hold (docs/decisions/0026-unpaid-holds-bounded.md): each tea's whole
    // stock, and more than a dozen orders of any tea come to.
    UNPAID_SHARE_PERCENT: '100',
    UNPAID_VALUE_MAX: '1000000',
    // Card attempts are counted per client address, and every buyer's come from this one.
    CARD_RATE_LIMIT: '1000000',
    // A tea's page asked 32 at a time from one address, as many visitors would ask for it.
    PAGE_RATE_LIMIT: '1000000000',
  };
  const logFile = path.join(tmpdir(), `teatree-bench-${database}-${Date.now()}.log`);
  console.log(
    `  the shop runs at its default settings, LOG_LEVEL=${LOG_LEVEL ?? 'info'} writing to ${logFile}; raised for the bench's buyers: MAX_UNPAID_ORDERS, ORDER_RATE_LIMIT, UNPAID_SHARE_PERCENT, UNPAID_VALUE_MAX, CARD_RATE_LIMIT, PAGE_RATE_LIMIT`,
  );
  const start = () => startProcess('apps/server/dist/server.js', serverEnv, '/api/health', { logFile });
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
    const asked = performance.now();
    await (await fetch(`${server.base}/api/products`)).arrayBuffer();
    const firstPageMs = Math.round(performance.now() - asked);
    const cookie = await signIn(server.base);
    const owner = await signIn(server.base, BENCH_OWNER.email);
    const { stocked, pouches, buyers } = seeded;
    const firstReviews = (await (await fetch(`${server.base}/api/reviews?limit=100`)).json()) as {
      productId: string;
    }[];
    const reviewedTeas = [...new Set(firstReviews.map((review) => review.productId))];
    // Teas across the catalogue, for their pages: the first hundred by name and the dearest hundred.
    const teaPages = new Set<string>();
    for (const sort of ['name', 'price-desc']) {
      const res = await fetch(`${server.base}/api/products?limit=100&sort=${sort}`);
      for (const tea of (await res.json()) as { _id: string }[]) teaPages.add(tea._id);
    }
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    const idleMb = residentMb(server.pid);
    const memory = watchMemory(server.pid);
    // The delivery method a checkout picks: the first the demo shop offers at the bench's address.
    const quoted = await fetch(`${server.base}/api/shipping/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        country: BENCH_DELIVERY.country,
        region: BENCH_DELIVERY.region,
        lines: [{ productId: stocked[0], quantity: 1 }],
      }),
    });
    const shippingMethodId = ((await quoted.json()) as { methods: { id: string }[] }).methods[0]?.id;
    if (!shippingMethodId) throw new Error('the bench shop offers no delivery method');
    const teas = { stocked, pouches, shippingMethodId };
    const shop = { cookie, owner, buyers, reviewedTeas, teaPages: [...teaPages] };
    for (const [scenario, spec] of scenarios(shop, teas, server.base)) {
      if (only.length && !only.some((word) => scenario.includes(word))) continue;
      figures.push(
        await measure(server.base, scenario, database, { ...spec, sameBytes: sameBytes && spec.sameBytes }, server.pid),
      );
    }
    const underLoadMb = memory.stop();
    // Idle again: what the process keeps of what the load made it take.
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    const afterLoadMb = residentMb(server.pid);
    processes.push({ database, startedInMs, starts, firstPageMs, idleMb, underLoadMb, afterLoadMb });
    console.log(
      `  ${database.padEnd(9)} first answer ${startedInMs} ms after start (median of ${starts.join(', ')} ms), first catalogue page ${firstPageMs} ms; ${idleMb} MB idle, ${underLoadMb} MB at most under load, ${afterLoadMb} MB idle again after it`,
    );
  } finally {
    await server.stop();
    await cleanup();
    // The log is for reading while the bench runs; a run writes hundreds of megabytes of it.
    console.log(`  ${database.padEnd(9)} the log held ${Math.round(statSync(logFile).size / 1e6)} MB; removed`);
    rmSync(logFile, { force: true });
  }
}
