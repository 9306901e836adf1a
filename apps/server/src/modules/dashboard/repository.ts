import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { orders, reviews } from '../../db/schema/index.ts';
import { promotionTakings } from '../promotions/repository.ts';
import { dayStart, tomorrowStart } from './takings.ts';

/**
 * The dashboard's lists, each one SQL query (docs/decisions/0014-dashboard.md): what each tea sold,
 * the orders to ship, the teas running low and the newest reviews. What came in each day is in
 * takings.ts.
 */

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
