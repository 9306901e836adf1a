import type { Order, OrderStatus } from '@teatree/shared/schemas/order';
import { type OrderLineRecord, toOrderDto } from '@teatree/shared/schemas/order-answers';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';

/*
 * The lists of orders (My Orders, Manage All Orders, a customer's data export): a page newest first,
 * each order with its lines, in one query prepared once for each shape of filter.
 */

export interface OrderFilter {
  userId?: string;
  email?: string;
  status?: OrderStatus;
  /** The order of this number alone (docs/decisions/0031-order-numbers.md). */
  number?: number;
  /** Deleted orders are in no list a page shows; a customer's data export holds them too. */
  withDeleted?: boolean;
  limit: number;
  offset: number;
}

/**
 * An order's lines as the answer shows them, in their order, read inside the order's own query. The
 * outer order is named in full ("orders"."id"): a bare column would be the line's own.
 */
const shownLines = sql<OrderLineRecord[]>`coalesce((
  select json_agg(json_build_object(
    'productId', l.product_id, 'name', l.name, 'category', l.category, 'brand', l.brand, 'photo', l.photo,
    'unitPriceCents', l.unit_price_cents, 'quantity', l.quantity, 'totalCents', l.total_cents,
    'sizeId', l.size_id, 'sizeLabel', l.size_label, 'sizeGrams', l.size_grams,
    'id', l.id, 'refundedQuantity', l.refunded_quantity, 'discountCents', l.discount_cents
  ) order by l.position)
  from ${orderLines} l where l.order_id = "orders"."id"
), '[]'::json)`;

/** The conditions of a filter, each value a placeholder of the prepared page (or the value itself, for a count). */
function filterConditions(filter: OrderFilter, value: (key: 'userId' | 'email' | 'status' | 'number') => unknown) {
  const conditions: SQL[] = filter.withDeleted ? [] : [ne(orders.status, 'deleted')];
  if (filter.userId) conditions.push(eq(orders.userId, value('userId') as string));
  if (filter.email) conditions.push(eq(orders.email, value('email') as string));
  if (filter.status) conditions.push(eq(orders.status, value('status') as OrderStatus));
  if (filter.number !== undefined) conditions.push(eq(orders.number, value('number') as number));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The page query of one shape of filter (whose conditions it has), built once per database: each list
 * then only binds its values, instead of building the same SQL on every request.
 */
function preparePage(db: Executor, filter: OrderFilter, name: string) {
  const where = filterConditions(filter, (key) => sql.placeholder(key));
  return db
    .select({
      order: orders,
      lines: shownLines,
      total: sql<number>`(select count(*) from ${orders} where ${where ?? sql`true`})`.mapWith(Number),
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

type PreparedPage = ReturnType<typeof preparePage>;
const preparedPages = new WeakMap<Executor, Map<string, PreparedPage>>();

/** The prepared page query of a filter's shape on this database, prepared on its first use. */
function pageQuery(db: Executor, filter: OrderFilter): PreparedPage {
  const flags = [filter.userId, filter.email, filter.status, filter.withDeleted, filter.number !== undefined].map(
    (v) => (v ? 1 : 0),
  );
  const shape = `orders_page_${flags.join('')}`;
  let pages = preparedPages.get(db);
  if (!pages) {
    pages = new Map();
    preparedPages.set(db, pages);
  }
  let page = pages.get(shape);
  if (!page) {
    page = preparePage(db, filter, shape);
    pages.set(shape, page);
  }
  return page;
}

/**
 * A page of orders newest first, each with its lines, and the number of orders that match the filter:
 * one query (the total is counted once for the whole statement, beside the page the index gives).
 */
export async function listOrders(db: Executor, filter: OrderFilter): Promise<{ items: Order[]; total: number }> {
  const page = pageQuery(db, filter);
  const rows = await page.execute({
    userId: filter.userId,
    email: filter.email,
    status: filter.status,
    number: filter.number,
    limit: filter.limit,
    offset: filter.offset,
  });
  // A page past the last has no row to carry the total: it is counted alone.
  const total =
    rows[0]?.total ??
    (filter.offset > 0
      ? ((
          await db
            .select({ n: count() })
            .from(orders)
            .where(filterConditions(filter, (key) => filter[key]))
        )[0]?.n ?? 0)
      : 0);
  return { items: rows.map((row) => toOrderDto(row.order, row.lines)), total };
}
