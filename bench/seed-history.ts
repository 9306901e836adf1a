/**
 * A shop's past for the bench: its orders (one line each) and reviews, written by the database itself,
 * a batch at a time, from a series of numbers. A million orders take a few minutes this way; row by
 * row from here they would take about a quarter of an hour.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';

/** Orders (and their lines) written by one statement. */
const BATCH = 50_000;
/** How many of the orders are the bench customer's, whatever the shop's size: My Orders of a faithful customer. */
const CUSTOMER_ORDERS = 500;

/**
 * `orderCount` orders over `teas` (each in its default size), one minute apart up to now: a fifth
 * unpaid, the newest thousand paid and waiting to be shipped, the rest on their way or delivered;
 * `CUSTOMER_ORDERS` of them `customer`'s, the others from 5,000 customers without an
 * account. And `reviewCount` reviews of the same teas.
 *
 * Written as a restore writes a dump: with the tables' triggers and foreign-key checks off
 * (`session_replication_role = replica`), so the order numbers are given here, after the shop's
 * last, and the counter moved past them.
 */
export async function seedHistory(
  db: Database,
  {
    orderCount,
    reviewCount,
    customer,
    teas,
  }: {
    orderCount: number;
    reviewCount: number;
    customer: { id: string; name: string; email: string };
    teas: string[];
  },
) {
  const start = new Date(Date.now() - orderCount * 60_000).toISOString();
  const customerEvery = Math.max(1, Math.floor(orderCount / CUSTOMER_ORDERS));
  const [counter] = await rowsOf<{ last: number }>(db, sql`select last_number as last from order_number_counter`);
  const firstNumber = (counter?.last ?? 1000) + 1;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // The teas the orders sell, numbered from 0, with their default size (docs/decisions/0032-sizes-and-stock-by-weight.md).
    await tx.execute(sql`
      create temporary table bench_teas (k int, id text, name text, category text, brand text, description text,
        photo text, min_order int, size_id text, label text, grams int, price_cents int) on commit drop`);
    await tx.execute(sql`
      insert into bench_teas
      select (row_number() over (order by p.id) - 1)::int, p.id, p.name, p.category, p.brand, p.description,
             p.photo, p.min_order, s.id, s.label, s.grams, s.price_cents
      from products p join product_sizes s on s.product_id = p.id and s.is_default
      where p.id in ${teas}`);
    for (let from = 0; from < orderCount; from += BATCH) {
      const to = Math.min(orderCount, from + BATCH) - 1;
      await tx.execute(sql`
        with numbers as (
          select i, i % 5 = 0 as unpaid, i >= ${orderCount - 1000} as to_ship, i % ${customerEvery} = ${customerEvery - 1} as mine,
                 ${start}::timestamptz + make_interval(mins => i) as at
          from generate_series(${from}::int, ${to}::int) as i
        ), placed as (
          insert into orders (id, number, product_id, user_id, name, category, brand, description, photo,
            unit_price_cents, quantity, total_cents, subtotal_cents, customer_name, email, address, status,
            transaction_id, paid_at, expires_at, created_at)
          select 'ord_' || lpad(to_hex(n.i), 26, '0'), ${firstNumber} + n.i, t.id,
                 case when n.mine then ${customer.id} end, t.name, t.category, t.brand, t.description, t.photo,
                 t.price_cents, t.min_order + n.i % 3, t.price_cents * (t.min_order + n.i % 3),
                 t.price_cents * (t.min_order + n.i % 3),
                 case when n.mine then ${customer.name} else 'Customer ' || n.i % 5000 end,
                 case when n.mine then ${customer.email} else 'customer' || n.i % 5000 || '@example.com' end,
                 n.i || ' Bench Street',
                 (case when n.unpaid then 'pending' when n.to_ship then 'paid'
                       when n.i % 5 = 1 then 'shipped' else 'delivered' end)::order_status,
                 case when not n.unpaid then 'pi_bench' || lpad(n.i::text, 12, '0') end,
                 case when not n.unpaid then n.at end,
                 case when n.unpaid then now() + interval '1 day' end,
                 n.at
          from numbers n join bench_teas t on t.k = n.i % ${teas.length}
          returning id, product_id, name, category, brand, description, photo, unit_price_cents, quantity,
                    total_cents, paid_at
        )
        insert into order_lines (id, order_id, position, product_id, name, category, brand, description, photo,
          unit_price_cents, quantity, total_cents, paid_at, size_id, size_label, size_grams, stock_each)
        select 'line_' || o.id, o.id, 1, o.product_id, o.name, o.category, o.brand, o.description, o.photo,
               o.unit_price_cents, o.quantity, o.total_cents, o.paid_at, t.size_id, t.label, t.grams, t.grams
        from placed o join bench_teas t on t.id = o.product_id`);
    }
    await tx.execute(sql`update order_number_counter set last_number = ${firstNumber + orderCount - 1}`);
    await tx.execute(sql`
      insert into reviews (id, product_id, user_name, email, product_name, category, brand, description, photo,
        review, rating, created_at)
      select 'rev_' || lpad(to_hex(i), 26, '0'), t.id, 'Customer ' || i, 'customer' || i || '@example.com',
             t.name, t.category, t.brand, t.description, t.photo,
             'A generated review number ' || i || ': bright, clean and worth brewing twice.', 1 + i % 5,
             ${start}::timestamptz + make_interval(mins => i)
      from generate_series(0, ${reviewCount - 1}) as i join bench_teas t on t.k = i % ${teas.length}`);
  });
}
