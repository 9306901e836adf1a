import type { Database } from '../../src/db/client.ts';
import { orderLines, orders } from '../../src/db/schema/index.ts';
import { newId } from '../../src/lib/ids.ts';
import { ADDRESS } from './shopping.ts';

/** The copy of a tea that an order and its line keep, as it read when the order was placed. */
export interface TeaCopy {
  name: string;
  category: string;
  brand: string;
  description: string;
  photo: string;
}

/**
 * A paid order of one line written straight in the books, placed and paid at `paidAt`: a sale made
 * before the test ran, for the dashboard and its reports to count. `quantity` tins at
 * `unitPriceCents`; `line` adds to the order's line (the tea it came from, its size). Answers the
 * order's id.
 */
export async function addPaidOrder(
  app: { db: Database },
  {
    tea,
    unitPriceCents,
    quantity,
    customerName,
    email,
    status = 'paid',
    paidAt,
    line = {},
  }: {
    tea: TeaCopy;
    unitPriceCents: number;
    quantity: number;
    customerName: string;
    email: string;
    status?: 'paid' | 'delivered';
    paidAt: Date;
    line?: Partial<typeof orderLines.$inferInsert>;
  },
): Promise<string> {
  const id = newId('ord');
  const totalCents = unitPriceCents * quantity;
  await app.db.insert(orders).values({
    id,
    ...tea,
    unitPriceCents,
    quantity,
    totalCents,
    subtotalCents: totalCents,
    customerName,
    email,
    address: ADDRESS,
    status,
    transactionId: `pi_${id}`,
    paidAt,
    createdAt: paidAt,
  });
  await app.db.insert(orderLines).values({
    id: newId('line'),
    orderId: id,
    position: 1,
    ...line,
    ...tea,
    unitPriceCents,
    quantity,
    totalCents,
    paidAt,
  });
  return id;
}
