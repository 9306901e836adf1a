import { toDollars } from '@teatree/shared/money';
import {
  type Dashboard,
  type DashboardSpan,
  type DashboardTea,
  type FigurePeriod,
  LOW_STOCK_DAYS,
  type LowStockBy,
  type Takings,
} from '@teatree/shared/schemas/dashboard';
import { formatStock } from '@teatree/shared/sizes';
import type { Executor } from '../../db/client.ts';
import { waitingForStock } from '../consents/repository.ts';
import { lowStock, newestReviews, ordersToShip, promotionsPaidIn, salesByTea, type TeaSales } from './repository.ts';
import { type DayTakings, dayStart, shopToday, type TakingsInCents, takingsByDay } from './takings.ts';

/**
 * How many days each figure covers. Its trend compares it with the span as long just before it, up to
 * the same time of day: today so far against yesterday by this time.
 */
const PERIOD_DAYS: Record<FigurePeriod, number> = { today: 1, week: 7, month: 30 };
const LIST_LENGTH = 8;
const TOP_TEAS = 5;
const NEWEST_REVIEWS = 5;

export interface DashboardSettings {
  timeZone: string;
  lowStockAt: number;
  /** The shop's categories in the owner's order (the catalogue kept in memory has them). */
  categories: readonly string[];
}

/** Everything the owner's dashboard shows, for the charts' span of `days` (docs/decisions/0014-dashboard.md). */
export async function readDashboard(
  db: Executor,
  settings: DashboardSettings,
  days: DashboardSpan,
  lowStockBy: LowStockBy = 'count',
): Promise<Dashboard> {
  const { timeZone } = settings;
  const today = await shopToday(db, timeZone);
  const longestFigure = 2 * Math.max(...Object.values(PERIOD_DAYS));
  const [byDay, teas, toShip, low, reviews, promotions, waiting] = await Promise.all([
    // A previous span's first day (1, 7 or 30 days back) counts up to the present time of day.
    takingsByDay(db, timeZone, today, Math.max(days, longestFigure), Object.values(PERIOD_DAYS)),
    salesByTea(db, timeZone, today, days),
    ordersToShip(db, LIST_LENGTH),
    lowStock(
      db,
      lowStockBy === 'days'
        ? { by: 'days', days: LOW_STOCK_DAYS, since: dayStart(timeZone, today, 29) }
        : { by: 'count', threshold: settings.lowStockAt, since: dayStart(timeZone, today, 29) },
      LIST_LENGTH,
    ),
    newestReviews(db, NEWEST_REVIEWS),
    promotionsPaidIn(db, timeZone, today, days),
    waitingForStock(db, LIST_LENGTH),
  ]);

  const figures = (Object.entries(PERIOD_DAYS) as [FigurePeriod, number][]).map(([period, length]) => ({
    period,
    ...takingsOf(byDay, 0, length),
    previous: takingsOf(byDay, length, 2 * length),
  }));
  const daily = Array.from({ length: days }, (_, i) => {
    const age = days - 1 - i;
    const day = takingsOf(byDay, age, age + 1, { wholeDays: true });
    return { date: dayBefore(today, age), revenue: day.revenue, orders: day.orders };
  });
  const byTea = mergeTeas(teas);

  return {
    timeZone,
    today,
    days,
    figures,
    daily,
    categories: categoriesOf(teas, settings.categories),
    topByRevenue: top(byTea, (a, b) => b.revenue - a.revenue || b.units - a.units),
    topByUnits: top(byTea, (a, b) => b.units - a.units || b.revenue - a.revenue),
    promotions: promotions.map((p) => ({
      code: p.code,
      name: p.name,
      orders: p.uses,
      discounted: toDollars(p.discountedCents),
      sales: toDollars(p.salesCents),
    })),
    toShip: {
      total: toShip.total,
      orders: toShip.rows.map((row) => ({
        _id: row.id,
        number: row.number,
        name: row.name,
        customer: row.customerName,
        total: toDollars(row.totalCents),
        paidAt: row.paidAt!.toISOString(),
      })),
    },
    lowStock: {
      threshold: settings.lowStockAt,
      by: lowStockBy,
      ...(lowStockBy === 'days' && { days: LOW_STOCK_DAYS }),
      total: low.total,
      products: low.rows.map((row) => ({
        _id: row.id,
        name: row.name,
        quantity: row.quantity,
        minOrder: row.minOrder,
        stock: row.stock,
        stockedBy: row.stockedBy,
        stockText: formatStock(row.stock, row.stockedBy),
        size: row.sizeLabel,
        daysLeft: row.daysLeft,
      })),
    },
    waitingForStock: waiting,
    reviews: reviews.map((row) => ({
      _id: row.id,
      user: row.userName,
      productId: row.productId,
      name: row.productName,
      rating: row.rating,
      review: row.review,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * The takings of the days whose age is in [from, to), as a span that ends, as today does, at the
 * present time of day: of a past span's last day (`from` days back) only what came by this time of
 * day counts, unless `wholeDays`. Today counts whole, whatever the clocks of server and database say.
 */
function takingsOf(byDay: DayTakings[], from: number, to: number, { wholeDays = false } = {}): Takings {
  let orders = 0;
  let sales = 0;
  let refunds = 0;
  let tax = 0;
  let shipping = 0;
  const add = (part: TakingsInCents, sign: 1 | -1) => {
    orders += sign * part.orders;
    sales += sign * part.salesCents;
    refunds += sign * part.refundCents;
    tax += sign * part.taxCents;
    shipping += sign * part.shippingCents;
  };
  for (const day of byDay) {
    if (day.age < from || day.age >= to) continue;
    add(day, 1);
    if (!wholeDays && from > 0 && day.age === from && day.late) add(day.late, -1);
  }
  return {
    revenue: toDollars(sales - refunds),
    withoutTaxAndShipping: toDollars(sales - refunds - tax - shipping),
    tax: toDollars(tax),
    shipping: toDollars(shipping),
    orders,
    // What was kept an order: the revenue over the paid orders, so the three figures agree after refunds.
    averageOrder: orders === 0 ? 0 : toDollars(Math.round((sales - refunds) / orders)),
  };
}

/** The calendar day `age` days before `today` (both YYYY-MM-DD). */
function dayBefore(today: string, age: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - age);
  return date.toISOString().slice(0, 10);
}

/**
 * One entry a tea and size ("Dragon Well, 250 g pouch"), whatever categories it was sold in
 * (docs/decisions/0032-sizes-and-stock-by-weight.md): lines sold before sizes have no size.
 */
function mergeTeas(rows: TeaSales[]): DashboardTea[] {
  const teas = new Map<string, TeaSales>();
  for (const row of rows) {
    const key = JSON.stringify([row.productId ?? `gone:${row.name}`, row.size]);
    const tea = teas.get(key);
    if (tea) {
      tea.units += row.units;
      tea.cents += row.cents;
    } else {
      teas.set(key, { ...row });
    }
  }
  return [...teas.values()].map(({ cents, ...tea }) => ({ ...tea, revenue: toDollars(cents) }));
}

function top(teas: DashboardTea[], order: (a: DashboardTea, b: DashboardTea) => number): DashboardTea[] {
  return teas
    .filter((tea) => tea.units > 0 || tea.revenue > 0)
    .sort((a, b) => order(a, b) || a.name.localeCompare(b.name))
    .slice(0, TOP_TEAS);
}

/**
 * Every category of the catalogue, those that sold nothing too, the best first. An order line keeps the
 * category it was sold in: a category since renamed or retired is listed under that name.
 */
function categoriesOf(rows: TeaSales[], categories: readonly string[]) {
  const cents = new Map<string, number>(categories.map((category) => [category, 0]));
  for (const row of rows) cents.set(row.category, (cents.get(row.category) ?? 0) + row.cents);
  return [...cents.entries()]
    .map(([category, sum]) => ({ category, revenue: toDollars(sum) }))
    .sort((a, b) => b.revenue - a.revenue || a.category.localeCompare(b.category));
}
