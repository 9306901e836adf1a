/**
 * `npm run bench:dashboard`: each of the owner's dashboard queries timed alone, then the whole answer, on
 * the bench's shop (10,000 teas, 100,000 orders) seeded on PostgreSQL: where the dashboard's time goes.
 * The mean of 20 runs after 3 to warm up; the database is dropped at the end.
 */
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { waitingForStock } from '../apps/server/src/modules/consents/repository.ts';
import { readDashboard } from '../apps/server/src/modules/dashboard/read-dashboard.ts';
import * as lists from '../apps/server/src/modules/dashboard/repository.ts';
import * as takings from '../apps/server/src/modules/dashboard/takings.ts';
import { postgresTestUrl } from '../apps/server/test/setup/postgres-url.ts';
import { seedLargeCatalogue } from './seed-catalogue.ts';
import { seedOrdersAndReviews } from './seed-orders.ts';
import { ORDERS, PRODUCTS, REVIEWS } from './settings.ts';

const RUNS = 20;
const adminUrl = await postgresTestUrl();
if (!adminUrl) throw new Error('No PostgreSQL answers: set TEST_DATABASE_URL or start the local server.');
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const name = `teatree_dashboard_${Date.now()}`;
await admin.query(`create database ${name}`);
const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
try {
  console.log(`Seeding ${PRODUCTS} teas, ${ORDERS} orders…`);
  await seedLargeCatalogue({ databaseUrl: url }, PRODUCTS);
  await seedOrdersAndReviews({ databaseUrl: url }, { orderCount: ORDERS, reviewCount: REVIEWS });
  const { db, close } = await openDatabase({ databaseUrl: url });
  try {
    const timeZone = 'UTC';
    const today = await takings.shopToday(db, timeZone);
    const since = takings.dayStart(timeZone, today, 29);
    const queries: [string, () => Promise<unknown>][] = [
      ['the shop’s today', () => takings.shopToday(db, timeZone)],
      ['takings by day (60 days)', () => takings.takingsByDay(db, timeZone, today, 60, [1, 7, 30])],
      ['sales by tea (30 days)', () => lists.salesByTea(db, timeZone, today, 30)],
      ['orders to ship', () => lists.ordersToShip(db, 8)],
      ['running low (by count)', () => lists.lowStock(db, { by: 'count', threshold: 10, since }, 8)],
      ['running low (by days)', () => lists.lowStock(db, { by: 'days', days: 14, since }, 8)],
      ['newest reviews', () => lists.newestReviews(db, 5)],
      ['promotions', () => lists.promotionsPaidIn(db, timeZone, today, 30)],
      ['waiting for stock', () => waitingForStock(db, 8)],
      ['the whole answer', () => readDashboard(db, { timeZone, lowStockAt: 10, categories: [] }, 30)],
    ];
    for (const [label, run] of queries) {
      for (let i = 0; i < 3; i++) await run();
      const started = performance.now();
      for (let i = 0; i < RUNS; i++) await run();
      console.log(`  ${label.padEnd(26)} ${((performance.now() - started) / RUNS).toFixed(1)} ms`);
    }
  } finally {
    await close();
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
