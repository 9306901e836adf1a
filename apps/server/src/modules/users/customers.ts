import { toDollars } from '@teatree/shared/money';
import { CUSTOMERS_PAGE_SIZE, type CustomerPage } from '@teatree/shared/schemas/customers';
import { and, count, desc, eq, ilike, inArray, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders, user } from '../../db/schema/index.ts';
import { containing } from '../../lib/like.ts';
import { toShopUser } from './repository.ts';

/**
 * One page of Manage All Users (docs/decisions/0037-customers.md): the accounts whose name or e-mail
 * contains `q`, administrators first and then newest first, each with its orders, what it spent (paid orders less refunds) and its
 * last order. The figures are read for the page's accounts only, from the orders' index by account.
 */
export async function listCustomers(
  db: Executor,
  { q, page = 1 }: { q?: string; page?: number },
): Promise<CustomerPage> {
  const matches: SQL | undefined = q
    ? or(ilike(user.name, containing(q)), ilike(user.email, containing(q)))
    : undefined;
  const [rows, [counted], [admins]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(matches)
      // The shop's team first, then everyone newest first.
      .orderBy(desc(sql`${user.role} = 'admin'`), desc(user.createdAt), desc(user.id))
      .limit(CUSTOMERS_PAGE_SIZE)
      .offset((page - 1) * CUSTOMERS_PAGE_SIZE),
    db.select({ n: count() }).from(user).where(matches),
    db.select({ n: count() }).from(user).where(eq(user.role, 'admin')),
  ]);
  const figures = rows.length
    ? await db
        .select({
          userId: orders.userId,
          orders: count(),
          spentCents: sql<string>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}) filter (where ${orders.paidAt} is not null), 0)`,
          lastOrderAt: max(orders.createdAt),
        })
        .from(orders)
        .where(
          and(
            inArray(
              orders.userId,
              rows.map((row) => row.id),
            ),
            ne(orders.status, 'deleted'),
          ),
        )
        .groupBy(orders.userId)
    : [];
  const byUser = new Map(figures.map((figure) => [figure.userId, figure]));
  return {
    customers: rows.map((row) => {
      const figure = byUser.get(row.id);
      return {
        ...toShopUser(row),
        orders: figure?.orders ?? 0,
        spent: toDollars(Number(figure?.spentCents ?? 0)),
        lastOrderAt: figure?.lastOrderAt ? new Date(figure.lastOrderAt).toISOString() : null,
      };
    }),
    total: counted?.n ?? 0,
    admins: admins?.n ?? 0,
    page,
    pageSize: CUSTOMERS_PAGE_SIZE,
  };
}
