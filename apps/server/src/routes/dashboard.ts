import { Readable } from 'node:stream';
import { apiError } from '@teatree/shared/schemas/api-error';
import { dashboard, dashboardQuery, ordersExportQuery } from '@teatree/shared/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../lib/route-hooks.ts';
import { exportFileName, ordersCsv } from '../modules/dashboard/orders-csv.ts';
import { type DashboardSettings, readDashboard } from '../modules/dashboard/read-dashboard.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError };

/** The owner's dashboard and the books (docs/decisions/0014-dashboard.md): administrators only. */
const dashboardRoutes: FastifyPluginAsyncZod<Omit<DashboardSettings, 'categories'>> = async (app, settings) => {
  app.get(
    '/dashboard',
    {
      preHandler: [app.requireAdmin, noStore],
      schema: {
        tags: ['dashboard'],
        summary:
          "How the shop is doing (admin): revenue, paid orders and average order for today, 7 and 30 days against the span before; daily figures, categories and top teas over ?days=30 or 90; orders to ship, teas running low (?lowStockBy=count, at or below LOW_STOCK of the default size, or days, a stock lasting at most 14 days at the last 30 days' sales), newest reviews. Days are the shop's (SHOP_TIMEZONE).",
        querystring: dashboardQuery,
        response: { 200: dashboard, ...errors },
      },
    },
    async (request) =>
      readDashboard(
        app.db,
        { ...settings, categories: await app.catalogue.categories() },
        request.query.days ?? 30,
        request.query.lowStockBy,
      ),
  );

  app.get(
    '/dashboard/orders.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['dashboard'],
        summary:
          "The books (admin): a CSV file with one row per line of every order placed from ?from= to ?to= (YYYY-MM-DD, the shop's days, both counted, at most 366 days).",
        querystring: ordersExportQuery,
        // A stream of text/csv, which no JSON schema describes.
        response: { 200: z.any().describe('text/csv; charset=utf-8'), ...errors },
      },
    },
    async (request, reply) => {
      const range = request.query;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName(range)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(Readable.from(ordersCsv(app.db, settings.timeZone, range)));
    },
  );
};

export default dashboardRoutes;
