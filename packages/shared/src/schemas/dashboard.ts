import { z } from 'zod';

/**
 * The owner's dashboard (docs/decisions/0014-dashboard.md). Money is in dollars, as everywhere on the
 * wire; days are the shop's calendar days (`SHOP_TIMEZONE`), written YYYY-MM-DD.
 */

/** The spans the charts and "What sells" can cover. */
export const DASHBOARD_SPANS = [30, 90] as const;
export type DashboardSpan = (typeof DASHBOARD_SPANS)[number];

/**
 * How "running low" is judged (docs/decisions/0032-sizes-and-stock-by-weight.md), the owner's choice
 * on the dashboard: `count`, at or below `LOW_STOCK` of the tea's default size; `days`, a stock that
 * lasts at most `LOW_STOCK_DAYS` days at what the tea sold (in grams or pieces) over the last 30 days.
 */
export const LOW_STOCK_BY = ['count', 'days'] as const;
export type LowStockBy = (typeof LOW_STOCK_BY)[number];
export const LOW_STOCK_DAYS = 14;

export const dashboardQuery = z.object({
  lowStockBy: z.enum(LOW_STOCK_BY, { error: 'Choose count or days' }).optional(),
  days: z.coerce
    .number({ error: 'Choose 30 or 90 days' })
    .refine((n): n is DashboardSpan => DASHBOARD_SPANS.includes(n as DashboardSpan), {
      error: 'Choose 30 or 90 days',
    })
    .optional(),
});

/** What a span of days took: payments less refunds, paid orders, and their average. */
const takings = z.object({
  /** Everything paid (teas, shipping and tax) less refunds. */
  revenue: z.number(),
  /**
   * The same, without tax and shipping: what the teas sold for, net of tax (docs/decisions/0033-shipping-and-tax.md).
   * `revenue` = `withoutTaxAndShipping` + `tax` + `shipping` (shipping net of its own tax).
   */
  withoutTaxAndShipping: z.number(),
  /** The tax in it, to be paid over. */
  tax: z.number(),
  /** The shipping in it, net of its tax. */
  shipping: z.number(),
  orders: z.number().int(),
  /** The mean total of the orders paid in the span (before refunds); 0 when none were. */
  averageOrder: z.number(),
});
export type Takings = z.infer<typeof takings>;

export const FIGURE_PERIODS = ['today', 'week', 'month'] as const;
export type FigurePeriod = (typeof FIGURE_PERIODS)[number];

const figure = takings.extend({
  period: z.enum(FIGURE_PERIODS),
  /** The span just before it, as long: yesterday, the 7 days before, the 30 days before. */
  previous: takings,
});
export type DashboardFigure = z.infer<typeof figure>;

const day = z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() });
export type DashboardDay = z.infer<typeof day>;

const tea = z.object({
  /** Null when the tea has since left the catalogue. */
  productId: z.string().nullable(),
  name: z.string(),
  /** The size sold ("250 g pouch", docs/decisions/0032-sizes-and-stock-by-weight.md); null for lines sold before sizes. */
  size: z.string().nullable().optional(),
  category: z.string(),
  revenue: z.number(),
  units: z.number().int(),
});
export type DashboardTea = z.infer<typeof tea>;

export const dashboard = z.object({
  timeZone: z.string(),
  /** The shop's today. */
  today: z.string(),
  days: z.number().int(),
  figures: z.array(figure),
  /** One entry a day, oldest first, ending today. */
  daily: z.array(day),
  categories: z.array(z.object({ category: z.string(), revenue: z.number() })),
  topByRevenue: z.array(tea),
  topByUnits: z.array(tea),
  /**
   * What each promotion did over the span (docs/decisions/0035-promotions.md): the orders paid in it
   * that used it, what it took off them, and what they brought in (their totals less refunds), the
   * costliest first.
   */
  promotions: z.array(
    z.object({
      code: z.string().nullable(),
      name: z.string(),
      orders: z.number().int(),
      discounted: z.number(),
      sales: z.number(),
    }),
  ),
  toShip: z.object({
    total: z.number().int(),
    orders: z.array(
      z.object({
        _id: z.string(),
        /** The order's number (#1001), as every list of orders shows it. */
        number: z.number().int(),
        name: z.string(),
        customer: z.string(),
        total: z.number(),
        paidAt: z.string(),
      }),
    ),
  }),
  lowStock: z.object({
    /** At or below this many of its default size (`LOW_STOCK`), or below its minimum order. */
    threshold: z.number().int(),
    /** How low was judged: by the default size's count (`threshold`) or by days of sales (`days`). */
    by: z.enum(LOW_STOCK_BY).optional(),
    days: z.number().int().optional(),
    total: z.number().int(),
    products: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        /** How many of its default size (`size`) the stock holds. */
        quantity: z.number().int(),
        minOrder: z.number(),
        /** The stock in grams or pieces, and as the shop writes it ("1.2 kg", "3 pieces"). */
        stock: z.number().int().optional(),
        stockedBy: z.enum(['weight', 'piece']).optional(),
        stockText: z.string().optional(),
        size: z.string().optional(),
        /** How many days the stock lasts at the last 30 days' sales; null when it sold none. */
        daysLeft: z.number().nullable().optional(),
      }),
    ),
  }),
  /**
   * Sold-out teas that customers asked to be told about (docs/decisions/0044-mails-with-consent.md):
   * how many alerts wait for each, most first.
   */
  waitingForStock: z.array(z.object({ _id: z.string(), name: z.string(), waiting: z.number().int() })).optional(),
  reviews: z.array(
    z.object({
      _id: z.string(),
      user: z.string(),
      productId: z.string().nullable(),
      name: z.string(),
      rating: z.number().int(),
      review: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboard>;

/** The longest range one export may cover. */
export const EXPORT_DAYS_MAX = 366;

const isoDay = z
  .string({ error: 'Choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Write the date as YYYY-MM-DD' })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'This date does not exist');

/** Days between two YYYY-MM-DD dates, counting both. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const ordersExportQuery = z
  .object({ from: isoDay, to: isoDay })
  .refine((range) => range.from <= range.to, { path: ['to'], error: 'The end date comes before the start date' })
  .refine((range) => daysInRange(range.from, range.to) <= EXPORT_DAYS_MAX, {
    path: ['to'],
    error: `Export at most ${EXPORT_DAYS_MAX} days at a time`,
  });
export type OrdersExportQuery = z.infer<typeof ordersExportQuery>;
