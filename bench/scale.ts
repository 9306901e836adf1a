/**
 * `npm run bench:scale`: the cost of growing. The shop on PostgreSQL at three sizes, each ten times the
 * last (1,000 teas with 10,000 orders and 2,000 reviews, up to 100,000 teas with 1,000,000 orders and
 * 200,000 reviews), each run as `npm run bench` runs it (the compiled server at its default settings),
 * with the figures a growing shop feels: start-up, memory, the catalogue's pages, a search, a category,
 * a tea's page, placing and paying an order, My Orders of a customer with 500 orders, and the dashboard.
 * BENCH_SCALE=1000,10000 measures some of the sizes only, BENCH_ONLY=words some of the scenarios. Figures print
 * as a table and go to bench/results/.
 */

import { postgresTestUrl } from '../apps/server/test/setup/postgres-url.ts';
import type { Figure } from './measure.ts';
import { buildShop } from './process.ts';
import { saveResults } from './report.ts';
import { CONNECTIONS, ONLY, SECONDS } from './settings.ts';
import { benchDatabase, type ProcessFigure, type ShopSize } from './shop-server.ts';

const SIZES: ShopSize[] = [1_000, 10_000, 100_000]
  .filter((teas) => !process.env.BENCH_SCALE || process.env.BENCH_SCALE.split(',').map(Number).includes(teas))
  .map((teas) => ({ products: teas, orders: teas * 10, reviews: teas * 2 }));

/** The scenarios measured at every size, by the start of their names (bench/scenarios.ts). */
const SCENARIOS = [
  'GET /api/products (first page)',
  // Every order changes a tea's stock, and the pages kept are made again from the whole catalogue.
  'GET /api/products (first page) while',
  'GET /api/products?q= (200 terms)',
  'GET /api/products?category=',
  'GET /products/{id}',
  'GET /api/products/{id}',
  'place and pay an order',
  'GET /api/purchase?limit=10 (signed in, My Orders)',
  'GET /api/dashboard (one owner)',
];

/** BENCH_ONLY=words measures, of these, the scenarios whose names hold one of those words. */
const MEASURED = ONLY.length ? SCENARIOS.filter((name) => ONLY.some((word) => name.includes(word))) : SCENARIOS;
if (MEASURED.length === 0) throw new Error(`BENCH_ONLY=${ONLY.join(',')} names none of: ${SCENARIOS.join('; ')}`);

/** The targets of a growing shop: start-up, memory per app server, the dashboard, and each read against its figure at 10,000 teas. */
const TARGETS = { startedInMs: 3_000, memoryMb: 500, dashboardMs: 200, readGrowth: 2 };

interface Run {
  size: ShopSize;
  figures: Figure[];
  process: ProcessFigure;
}

async function main() {
  if (!(await postgresTestUrl())) throw new Error('npm run bench:scale runs on PostgreSQL, which is not reachable');
  buildShop();
  console.log(`The cost of growing, on PostgreSQL: ${CONNECTIONS} connections, ${SECONDS} s per scenario`);
  const runs: Run[] = [];
  for (const size of SIZES) {
    const started = Date.now();
    console.log(`\n${size.products} teas, ${size.orders} orders, ${size.reviews} reviews`);
    const figures: Figure[] = [];
    const processes: ProcessFigure[] = [];
    await benchDatabase('postgres', figures, processes, { size, only: MEASURED, sameBytes: false });
    runs.push({ size, figures, process: processes[0]! });
    console.log(`  measured in ${Math.round((Date.now() - started) / 1000)} s, its seed included`);
  }
  report(runs);
}

const teas = (run: Run) => run.size.products.toLocaleString('en-US');

/** One table: a row a figure, a column a size, and how the largest compares with 10,000 teas. */
function report(runs: Run[]) {
  const ten = runs.find((run) => run.size.products === 10_000);
  const largest = runs.at(-1)!;
  const growth = (of: (run: Run) => number | undefined) => {
    const [a, b] = [ten && of(ten), of(largest)];
    return a && b && largest !== ten ? `${(b / a).toFixed(2)}×` : '';
  };
  console.log(`\n| figure | ${runs.map((run) => `${teas(run)} teas`).join(' | ')} | largest / 10,000 |`);
  console.log(`|---|${runs.map(() => '---|').join('')}---|`);
  const row = (name: string, of: (run: Run) => number | undefined, unit: string) =>
    console.log(`| ${name} | ${runs.map((run) => `${of(run) ?? '–'} ${unit}`).join(' | ')} | ${growth(of)} |`);
  row('first answer after start', (run) => run.process.startedInMs, 'ms');
  row('first catalogue page after start', (run) => run.process.firstPageMs, 'ms');
  row('memory idle', (run) => run.process.idleMb, 'MB');
  row('memory under load', (run) => run.process.underLoadMb, 'MB');
  for (const scenario of MEASURED) {
    const of = (run: Run) => run.figures.find((f) => f.scenario.startsWith(scenario));
    const name = of(largest)?.scenario ?? scenario;
    row(`${name}: p50`, (run) => of(run)?.p50, 'ms');
    row(`${name}: a second`, (run) => Math.round(of(run)?.rps ?? 0) || undefined, '');
    row(`${name}: CPU of the app server`, (run) => of(run)?.serverCpuMs, 'ms');
    row(`${name}: CPU of PostgreSQL`, (run) => of(run)?.databaseCpuMs, 'ms');
  }
  const last = largest.process;
  const dashboard = largest.figures.find((f) => f.scenario.startsWith('GET /api/dashboard'));
  console.log(
    `\nTargets at ${teas(largest)} teas: start-up ${last.startedInMs} ms (at most ${TARGETS.startedInMs}), memory ${last.underLoadMb} MB under load (at most ${TARGETS.memoryMb}), the dashboard ${dashboard?.p50 ?? '–'} ms (under ${TARGETS.dashboardMs}), each read within ${TARGETS.readGrowth}× of 10,000 teas (the last column).`,
  );
  saveResults('scale', { connections: CONNECTIONS, seconds: SECONDS, runs });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
