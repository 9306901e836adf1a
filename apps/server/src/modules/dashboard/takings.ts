import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The shop's days and what came in on each (docs/decisions/0014-dashboard.md). Days are the
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
export const tomorrowStart = (timeZone: string, today: string) => dayStart(timeZone, today, -1);

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
