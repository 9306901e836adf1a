/**
 * `npm run bench`: the shop under load (10,000 teas, 100,000 orders, 5,000 reviews), on the embedded
 * database and on PostgreSQL, beside a bare Fastify route in its own process (the framework's ceiling
 * on this machine), all in one run.
 * Loopback only; every load is bounded in time. Figures print as a table and go to bench/results/.
 */

import { postgresTestUrl } from '../apps/server/test/setup/postgres-url.ts';
import { type Figure, measureBare } from './measure.ts';
import { buildShop } from './process.ts';
import { report } from './report.ts';
import { CONNECTIONS, DATABASES, ORDERS, PRODUCTS, REVIEWS, SECONDS } from './settings.ts';
import { benchDatabase, type ProcessFigure } from './shop-server.ts';

async function main() {
  console.log(
    `Shop benchmark: ${PRODUCTS} products, ${ORDERS} orders, ${REVIEWS} reviews, ${CONNECTIONS} connections, ${SECONDS} s per scenario`,
  );
  const figures: Figure[] = [];
  const processes: ProcessFigure[] = [];
  buildShop();
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

  report(figures, processes);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
