import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orderLines, orders, productSizes, products } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { addToCart, checkOut } from './helpers/shopping.ts';
import { addTeaInSizes, gramsLeft, TIN_AND_POUCH } from './helpers/sizes.ts';

/**
 * Placing an order reads the tea with the customer's locked row, then takes its stock and writes the
 * order in one statement. What happens to the tea in between (another connection changing or deleting
 * it) must show in the order exactly as if nothing had been read early; and the limits must hold however
 * many orders of one customer arrive together.
 */
describe('placing an order while others change the shop', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '2', ORDER_RATE_LIMIT: '1000' } });

  const purchase = (who: Session, productId: string, quantity = 2) =>
    app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: who.headers,
      payload: { productId, quantity, address: '4 Kettle Street' },
    });

  /** The "order waiting for payment" mails queued for a customer. */
  const placedMails = (who: Session) =>
    app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, who.email), like(mailOutbox.subject, '%waiting for payment%')));

  /** Waits until some connection of this database waits for a row another transaction holds. */
  async function someoneWaitsForALock() {
    for (let tries = 0; tries < 500; tries++) {
      const [row] = await app.db
        .select({ waiting: sql<number>`count(*)::int` })
        .from(sql`pg_stat_activity`)
        .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
      if (row && row.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('No order ever waited for the tea');
  }

  /** Runs `change` on the tea in a transaction of its own, which ends only once an order waits for it. */
  async function changeWhileOrdering(
    productId: string,
    change: (tx: typeof app.db) => Promise<unknown>,
    buyer: Session,
  ) {
    let answer: ReturnType<typeof purchase> | undefined;
    await app.db.transaction(async (tx) => {
      await change(tx as unknown as typeof app.db);
      answer = purchase(buyer, productId);
      await someoneWaitsForALock();
    });
    return answer!;
  }

  it('copies the tea as it is when its stock is taken: a price changed meanwhile is the price ordered, and mailed', async () => {
    const buyer = await signUp(app);
    const productId = await addProduct(app, { quantity: 20, minOrder: 1, priceCents: 1000 });
    const res = await changeWhileOrdering(
      productId,
      // The price is the size's, changed as the shop changes it: with the tea's row, in one transaction
      // (docs/decisions/0032-sizes-and-stock-by-weight.md).
      async (tx) => {
        await tx.update(products).set({ priceCents: 1500 }).where(eq(products.id, productId));
        await tx.update(productSizes).set({ priceCents: 1500 }).where(eq(productSizes.productId, productId));
      },
      buyer,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order.price).toBe(15);
    expect(order.total).toBe(30);
    const [line] = await app.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(line!.unitPriceCents).toBe(1500);
    const mails = await placedMails(buyer);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$30.00');
    const [tea] = await app.db.select().from(products).where(eq(products.id, productId));
    expect(tea!.stock).toBe(1800);
  });

  it('answers 404 and writes nothing when the tea is deleted while the order waits for it', async () => {
    const buyer = await signUp(app);
    const productId = await addProduct(app, { quantity: 20, minOrder: 1 });
    const res = await changeWhileOrdering(
      productId,
      (tx) => tx.delete(products).where(eq(products.id, productId)),
      buyer,
    );
    expectApiError(res, 404, 'productId', 'This product does not exist');
    expect(await app.db.select().from(orders).where(eq(orders.email, buyer.email))).toHaveLength(0);
    expect(await placedMails(buyer)).toHaveLength(0);
  });

  it('names what is left when the stock went down while the order waited for the tea', async () => {
    const second = await signUp(app);
    const productId = await addProduct(app, { quantity: 3, minOrder: 1 });
    const res = await changeWhileOrdering(
      productId,
      (tx) =>
        tx
          .update(products)
          .set({ stock: 1 * 100 })
          .where(eq(products.id, productId)),
      second,
    );
    expectApiError(res, 409, 'quantity', 'Only 1 in stock');
    expect(await app.db.select().from(orders).where(eq(orders.email, second.email))).toHaveLength(0);
  });

  it('holds MAX_UNPAID_ORDERS when six orders of one customer arrive at once, round after round', async () => {
    const productId = await addProduct(app, { quantity: 10_000, minOrder: 1 });
    for (let round = 0; round < 10; round++) {
      const buyer = await signUp(app);
      const answers = await Promise.all(Array.from({ length: 6 }, () => purchase(buyer, productId, 1)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429, 429, 429, 429]);
      expect(await app.db.select().from(orders).where(eq(orders.email, buyer.email))).toHaveLength(2);
      expect(await placedMails(buyer)).toHaveLength(2);
    }
    const [tea] = await app.db.select().from(products).where(eq(products.id, productId));
    expect(tea!.stock).toBe((10_000 - 20) * 100);
  });

  it("places a customer's cart and their one-tea orders of the same teas side by side, round after round, without a deadlock", async () => {
    const first = await addProduct(app, { quantity: 10_000, minOrder: 1 });
    const second = await addProduct(app, { quantity: 10_000, minOrder: 1 });
    for (let round = 0; round < 10; round++) {
      const buyer = await signUp(app);
      for (const productId of [second, first]) await addToCart(app, buyer, productId);
      const answers = await Promise.all([purchase(buyer, second, 1), checkOut(app, buyer), purchase(buyer, first, 1)]);
      // MAX_UNPAID_ORDERS is 2: two of the three are placed, whichever came first, and the third is told why.
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([201, 201, 429]);
      expect(await app.db.select().from(orders).where(eq(orders.email, buyer.email))).toHaveLength(2);
    }
  });
});

/**
 * Many buyers of different sizes of one tea at once (docs/decisions/0032-sizes-and-stock-by-weight.md):
 * every size draws on the one stock in grams, which never goes below nothing, and every gram is either
 * sold or left.
 */
describe('buyers of different sizes racing for one stock', () => {
  const app = useTestApp({
    env: { AUTH_RATE_LIMIT: '1000', MAX_UNPAID_ORDERS: '1000', ORDER_RATE_LIMIT: '1000', UNPAID_SHARE_PERCENT: '100' },
  });
  it('sells at most 1,000 g of a 1,000 g tea, round after round, and refuses the rest as sold out or only left', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signUp(app)));
    for (let round = 0; round < 20; round++) {
      const { id, sizeIds } = await addTeaInSizes(app, { grams: 1000, name: `Race ${round}`, sizes: TIN_AND_POUCH });
      const answers = await Promise.all(
        buyers.map((who, i) =>
          app.inject({
            method: 'POST',
            url: '/api/purchase',
            headers: who.headers,
            payload: { productId: id, sizeId: sizeIds[i % 2], quantity: 2, address: '4 Kettle Street' },
          }),
        ),
      );
      for (const res of answers) {
        if (res.statusCode === 201) continue;
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toMatch(/sold out|only \d+ (left|in stock)/i);
      }
      const sold = await app.db
        .select({
          grams: sql<number>`coalesce(sum(${orderLines.quantity} * ${orderLines.stockEach}), 0)`.mapWith(Number),
        })
        .from(orderLines)
        .where(eq(orderLines.productId, id));
      const left = await gramsLeft(app, id);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(sold[0]!.grams + left!).toBe(1000);
    }
  });
});
