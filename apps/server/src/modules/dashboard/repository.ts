import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { orders, reviews } from '../../db/schema/index.ts';
import { promotionTakings } from '../promotions/repository.ts';

/**
 * The dashboard's questions, each one SQL aggregate (docs/decisions/0014-dashboard.md). Days are the
 * shop's calendar days in `timeZone`; `today` is fixed once per answer and passed to every query, so
 * that a request that spans midnight still adds up.
 *
 * Revenue is money kept: an order's payment counts on the day it was paid (`orders.paid_at`), and an
 * administrator's refund of it counts, negative, on the day it was made (`refunds`, reason
 * `cancelled`). Money that came late for an order that could no longer take it was sent back at once
 * (reason `not_payable`): it never paid an order and is counted neither way.
 */

/** The shop's today, YYYY-MM-DD. */
export async function shopToday(db: Executor, timeZone: string): Promise<string> {
  const [row] = await rowsOf<{ today: string }>(
    db,
    sql`select to_char((now() at time zone ${timeZone})::date, 'YYYY-MM-DD') as today`,
  );
  return row!.today;
}

/** The start of the day `daysBefore` days before `today`, as an instant. */
export const dayStart = (timeZone: string, today: string, daysBefore: number | SQL) =>
  sql`((${today}::date - (${daysBefore})::int)::timestamp at time zone ${timeZone})`;
const tomorrowStart = (timeZone: string, today: string) => dayStart(timeZone, today, -1);

/** What came in over one day, or over part of one. */
export interface TakingsInCents {
  orders: number;
  salesCents: number;
  refundCents: number;
  /** The tax in the payments less the tax in the refunds. */
  taxCents: number;
  /** The shipping, net of its tax, in the payments less that of the refunds. */
  shippingCents: number;
}

export interface DayTakings extends TakingsInCents {
  /** 0 is today, 1 yesterday… */
  age: number;
  /**
   * Of the days asked for by `splitAges`, what came after the present time of day (a trend compares like with
   * like: yesterday by this time against today so far).
   */
  late?: TakingsInCents;
}

/**
 * An order's shipping as charged, net of the tax it holds (docs/decisions/0033-shipping-and-tax.md):
 * its price less its discount (docs/decisions/0035-promotions.md).
 */
const SHIPPING_NET = sql.raw(
  'o.shipping_cents - o.shipping_discount_cents - case when o.prices_include_tax then o.shipping_tax_cents else 0 end',
);

const noTakings = (): TakingsInCents => ({ orders: 0, salesCents: 0, refundCents: 0, taxCents: 0, shippingCents: 0 });

/**
 * Payments and refunds per day over the `span` days ending today; days with neither are absent. Each day is
 * summed by a range scan of its own between its two midnights, so no row's time is converted to the shop's
 * time zone (that conversion, row by row, cost two thirds of the query). The days of `splitAges` also say
 * what came after the present time of day.
 */
export async function takingsByDay(
  db: Executor,
  timeZone: string,
  today: string,
  span: number,
  splitAges: readonly number[],
): Promise<DayTakings[]> {
  const rows = await rowsOf<{
    kind: 'sale' | 'refund';
    age: number;
    late: boolean;
    orders: number;
    cents: number;
    tax: number;
    shipping: number;
  }>(
    db,
    sql`
      with days as (
        select age, ${dayStart(timeZone, today, sql`age`)} as starts, ${dayStart(timeZone, today, sql`age - 1`)} as ends,
               -- The present time of day on that day, as an instant.
               ((${today}::date - age) + (now() at time zone ${timeZone})::time) at time zone ${timeZone} as now_then,
               age = any(${`{${splitAges.join(',')}}`}::int[]) as split
          from generate_series(0, ${span - 1}::int) as age
      ), parts as (
        -- Each day whole, and the late part of those split: what came after since, before ends.
        select age, starts - interval '1 microsecond' as since, ends, false as late from days
        union all
        select age, now_then, ends, true from days where split
      )
      select 'sale' as kind, d.age, d.late, s.*
        from parts d
        cross join lateral (
          select count(*)::int as orders, sum(o.total_cents)::float8 as cents, sum(o.tax_cents)::float8 as tax,
                 sum(${SHIPPING_NET})::float8 as shipping
            from orders o
           where o.paid_at > d.since and o.paid_at < d.ends
        ) s
       where s.orders > 0
      union all
      -- A refund sends back what it says: its amount, the tax in it and its shipping (net of the shipping's
      -- tax). Money that came for an order that could not take it was never counted as a sale.
      select 'refund', d.age, d.late, s.*
        from parts d
        cross join lateral (
          select count(*)::int as orders, sum(r.amount_cents)::float8 as cents, sum(r.tax_cents)::float8 as tax,
                 sum(r.shipping_cents - r.shipping_tax_cents)::float8 as shipping
            from refunds r
           where r.reason <> 'not_payable'
             and r.created_at > d.since and r.created_at < d.ends
        ) s
       where s.orders > 0`,
  );
  const days = new Map<number, DayTakings>();
  for (const row of rows) {
    const age = Number(row.age);
    const day = days.get(age) ?? { age, ...noTakings() };
    days.set(age, day);
    const part = row.late ? (day.late ?? noTakings()) : day;
    if (row.late) day.late = part;
    const sign = row.kind === 'sale' ? 1 : -1;
    if (row.kind === 'sale') {
      part.orders += Number(row.orders);
      part.salesCents += Number(row.cents);
    } else {
      part.refundCents += Number(row.cents);
    }
    part.taxCents += sign * Number(row.tax);
    part.shippingCents += sign * Number(row.shipping);
  }
  return [...days.values()];
}

export interface TeaSales {
  productId: string | null;
  name: string;
  /** The size sold ("250 g pouch"); null for lines sold before teas had sizes. */
  size: string | null;
  category: string;
  units: number;
  cents: number;
}

/**
 * What each tea sold over the `span` days ending today, by the category it was sold in: the lines
 * paid then (a line carries its order's `paid_at`), less the tins refunded then. Summed
 * per tea first, then named: a tea still in the catalogue as it is now, one that left it by the name it
 * was sold under.
 */
export async function salesByTea(db: Executor, timeZone: string, today: string, span: number): Promise<TeaSales[]> {
  const from = dayStart(timeZone, today, span - 1);
  const until = tomorrowStart(timeZone, today);
  const rows = await rowsOf<TeaSales>(
    db,
    sql`
      with sold as (
        -- A line at what it sold for: its price less its share of the discounts (docs/decisions/0035-promotions.md),
        -- summed as the index holds them (plain columns hash fastest), before the few refunds join them.
        select l.product_id, l.name, l.size_label, l.category, sum(l.quantity) as units,
               sum(l.total_cents - l.discount_cents) as cents
          from order_lines l
         where l.paid_at >= ${from} and l.paid_at < ${until}
         group by l.product_id, l.category, l.size_label, l.name
        union all
        -- The tins each refund sent back, at their price (without the tax added to it).
        select l.product_id, l.name, l.size_label, l.category, -part.quantity,
               -(part.cents - case when o.prices_include_tax then 0 else part."taxCents" end)
          from refunds r
          cross join jsonb_to_recordset(r.lines) as part("lineId" text, quantity int, cents bigint, "taxCents" bigint)
          join order_lines l on l.id = part."lineId"
          join orders o on o.id = l.order_id
         where r.reason <> 'not_payable' and r.created_at >= ${from} and r.created_at < ${until}
      ), by_tea as (
        select product_id, category, case when product_id is null then name end as gone, size_label,
               max(name) as sold_name, sum(units) as units, sum(cents) as cents
          from sold
         group by 1, 2, 3, 4
      )
      select b.product_id as "productId",
             -- The tea's name today, looked up for each of the few teas sold, rather than hashing the catalogue.
             coalesce((select p.name from products p where p.id = b.product_id), b.sold_name) as name,
             b.size_label as size, b.category, b.units::int as units, b.cents::float8 as cents
        from by_tea b`,
  );
  return rows.map((row) => ({ ...row, units: Number(row.units), cents: Number(row.cents) }));
}

/** What each promotion did over the `span` days ending today: the orders paid then that used it (modules/promotions). */
export const promotionsPaidIn = (db: Executor, timeZone: string, today: string, span: number) =>
  promotionTakings(db, { from: dayStart(timeZone, today, span - 1), until: tomorrowStart(timeZone, today) });

/** Paid orders not yet shipped, the longest waiting first. */
export async function ordersToShip(db: Executor, limit: number) {
  const waiting = eq(orders.status, 'paid');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        name: orders.name,
        customerName: orders.customerName,
        totalCents: orders.totalCents,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(waiting)
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(limit),
    db.select({ n: count() }).from(orders).where(waiting),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface LowTea {
  id: string;
  name: string;
  /** How many of its default size the stock holds (the spec's `quantity`). */
  quantity: number;
  minOrder: number;
  stock: number;
  stockedBy: 'weight' | 'piece';
  sizeLabel: string;
  daysLeft: number | null;
}

/**
 * Teas whose stock holds at or below `threshold` of their default size, or fewer than its minimum order:
 * the emptiest first (docs/decisions/0032-sizes-and-stock-by-weight.md: the stock is in grams or pieces,
 * the count is of the default size).
 */
export async function lowStock(
  db: Executor,
  rule: ({ by: 'count'; threshold: number } | { by: 'days'; days: number }) & { since: SQL },
  limit: number,
) {
  // Each tea with what its stock holds of its default size (the spec's quantity), from `products` alone:
  // the default size's weight is kept on the tea. Its label is read for the listed teas only.
  const teas = sql`
    select p.id, p.name, p.min_order as "minOrder", p.stock, p.stocked_by as "stockedBy",
           (p.stock / case when p.stocked_by = 'weight' then p.default_grams else 1 end)::int as quantity
      from products p`;
  const sizeLabel = sql`(select s.label from product_sizes s
                           where s.product_id = t.id and s.is_default and s.retired_at is null) as "sizeLabel"`;
  // What a tea sold, in grams or pieces, over the last 30 days (from `since`), says how many days its
  // stock lasts: its paid lines' quantity × stock_each.
  const daysLeft = (amount: SQL) => sql`case when ${amount} > 0 then round(t.stock * 30.0 / ${amount}, 1)::float8 end`;
  // The list and how many teas it has in all, from one scan: the count is a window over the teas judged low.
  let rows: (LowTea & { total: number })[];
  if (rule.by === 'count') {
    // Judged by the count: the sales are read for the few teas listed, one index scan each.
    const low = sql`quantity <= ${rule.threshold} or quantity < "minOrder"`;
    const sold = sql`(select sum(l.quantity * l.stock_each) from order_lines l
                       where l.product_id = t.id and l.paid_at >= ${rule.since})`;
    rows = await rowsOf(
      db,
      sql`select t.*, ${sizeLabel}, ${daysLeft(sold)} as "daysLeft"
            from (select *, count(*) over ()::int as total from (${teas}) a where ${low}
                   order by quantity, name, id limit ${limit}) t
           order by quantity, name, id`,
    );
  } else {
    // Judged by the days: every tea's sales, summed in one pass over the month's paid lines.
    const judged = sql`
      with sold as (
        select l.product_id, sum(l.quantity * l.stock_each) as amount
          from order_lines l
         where l.paid_at >= ${rule.since} and l.product_id is not null
         group by l.product_id
      )
      select * from (
        select t.*, ${daysLeft(sql`sold.amount`)} as "daysLeft"
          from (${teas}) t left join sold on sold.product_id = t.id
      ) d
      where "daysLeft" <= ${rule.days} or quantity < "minOrder"`;
    rows = await rowsOf(
      db,
      sql`select t.*, ${sizeLabel}
            from (select *, count(*) over ()::int as total from (${judged}) j
                   order by "daysLeft" nulls last, quantity, name, id limit ${limit}) t
           order by "daysLeft" nulls last, quantity, name, id`,
    );
  }
  return {
    rows: rows.map(({ total: _, ...row }) => ({
      ...row,
      quantity: Number(row.quantity),
      stock: Number(row.stock),
      daysLeft: row.daysLeft === null ? null : Number(row.daysLeft),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export function newestReviews(db: Executor, limit: number) {
  return db
    .select({
      id: reviews.id,
      userName: reviews.userName,
      productId: reviews.productId,
      productName: reviews.productName,
      rating: reviews.rating,
      review: reviews.review,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}
