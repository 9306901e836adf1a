import { cartMessages } from '@teatree/shared/schemas/cart';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, orderLines, orders, user } from '../src/db/schema/index.ts';
import { dbKind, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { checkOut } from './helpers/shopping.ts';

/**
 * A cart never drops a tea in silence, and never holds more than its 20 teas or answers 500, however
 * many of its requests arrive at once (docs/decisions/0013-carts.md): each change locks the account
 * first, as placing an order does.
 */

/** How many times each race runs: PostgreSQL's real concurrency needs many tries to show a bad interleaving. */
const ROUNDS = dbKind === 'postgres' ? 15 : 3;

const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

const merge = (who: Session, lines: { productId: string; quantity: number; name?: string }[]) =>
  app.inject({ method: 'POST', url: '/api/cart/merge', headers: who.headers, payload: { lines } });
const add = (who: Session, productId: string, quantity = 1) =>
  app.inject({ method: 'POST', url: '/api/cart/items', headers: who.headers, payload: { productId, quantity } });

async function linesOf(who: Session) {
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, who.email));
  return app.db.select().from(cartItems).where(eq(cartItems.userId, row!.id));
}

async function orderLinesOf(who: Session) {
  const placed = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.email, who.email));
  const counts = [];
  for (const order of placed) {
    counts.push((await app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id))).length);
  }
  return counts;
}

async function teas(count: number, prefix: string) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push(await addProduct(app, { name: `${prefix} ${i}`, quantity: 500, minOrder: 1 }));
  return ids;
}

describe('merging a visitor’s cart that the account’s cannot wholly take', () => {
  it('names every tea it left out, and why', async () => {
    const customer = await signUp(app);
    const held = await teas(19, 'Held');
    for (const tea of held) expect((await add(customer, tea)).statusCode).toBe(200);
    const [fits, over] = await teas(2, 'New');

    const res = await merge(customer, [
      { productId: held[0]!, quantity: 2 },
      { productId: fits!, quantity: 1 },
      { productId: 'prod_deleted', quantity: 1, name: 'Deleted Darjeeling' },
      { productId: over!, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(20);
    expect(body.lines.map((line: { productId: string }) => line.productId)).toContain(fits);
    expect(body.leftOut).toEqual([
      {
        productId: 'prod_deleted',
        name: 'Deleted Darjeeling',
        reason: 'gone',
        message: cartMessages.gone('Deleted Darjeeling'),
      },
      {
        productId: over,
        sizeId: `size_${over}`,
        name: 'New 1',
        reason: 'full',
        message: cartMessages.leftOutFull('New 1'),
      },
    ]);
    expect(cartMessages.leftOut(body.leftOut)).toBe(
      '2 teas were left out of your cart: Deleted Darjeeling is no longer sold; New 1 was left out: your cart holds at most 20 teas.',
    );
    // A merge that takes every tea leaves nothing out.
    expect((await merge(customer, [{ productId: fits!, quantity: 1 }])).json().leftOut).toEqual([]);
  });
});

describe('cart requests racing each other', () => {
  it('two merges of 20 teas at once leave 20 lines, and a checkout of them 20 order lines', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await signUp(app);
      const first = await teas(20, `A${round}`);
      const second = await teas(20, `B${round}`);
      const answers = await Promise.all([
        merge(
          customer,
          first.map((productId) => ({ productId, quantity: 1 })),
        ),
        merge(
          customer,
          second.map((productId) => ({ productId, quantity: 1 })),
        ),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      expect(answers.map((res) => res.json().leftOut.length).sort()).toEqual([0, 20]);
      expect(await linesOf(customer)).toHaveLength(20);
      expect((await checkOut(app, customer)).statusCode).toBe(201);
      expect(await orderLinesOf(customer)).toEqual([20]);
    }
  });

  it('30 adds at once leave 20 lines, the others told the cart is full, and none answers 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await signUp(app);
      const ids = await teas(30, `C${round}`);
      const answers = await Promise.all(ids.map((id) => add(customer, id)));
      const codes = answers.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 200)).toHaveLength(20);
      expect(codes.filter((code) => code === 409)).toHaveLength(10);
      for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().code).toBe('CART_FULL');
      expect(await linesOf(customer)).toHaveLength(20);
    }
  });

  it('adds, merges, changes and a checkout at once never leave more than 20 teas, an order of more, or a 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await signUp(app);
      const ids = await teas(25, `D${round}`);
      for (const id of ids.slice(0, 10)) await add(customer, id);
      const answers = await Promise.all([
        ...ids.slice(10).map((id) => add(customer, id)),
        merge(
          customer,
          ids.map((productId) => ({ productId, quantity: 2 })),
        ),
        app.inject({
          method: 'PUT',
          url: `/api/cart/items/${ids[0]}`,
          headers: customer.headers,
          payload: { quantity: 3 },
        }),
        app.inject({ method: 'DELETE', url: `/api/cart/items/${ids[1]}`, headers: customer.headers }),
        checkOut(app, customer),
        add(customer, ids[2]!, 1),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      expect((await linesOf(customer)).length).toBeLessThanOrEqual(20);
      for (const count of await orderLinesOf(customer)) expect(count).toBeLessThanOrEqual(20);
    }
  });
});
