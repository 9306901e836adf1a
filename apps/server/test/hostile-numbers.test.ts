import { orderMessages } from '@teatree/shared/schemas/order';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, products, user } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { ADDRESS, DELIVERY } from './helpers/shopping.ts';

/**
 * Numbers are numbers (beside hostile-input.test.ts, which throws anything at every route): where the
 * contract says a number, every route refuses text, lists, `true`, `null`, objects and fractions with a
 * 400 naming the field, reads none of them as a number, and changes nothing.
 */

/** What a number field is sent instead of a number: never read as one. */
const notAnInteger: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map(String),
  fc.integer({ min: 1, max: 60 }).map((n) => [n]),
  fc.integer({ min: 1, max: 60 }).map((n) => ({ value: n })),
  fc.double({ min: 0.01, max: 60, noNaN: true, noInteger: true }),
  fc.constantFrom('4', ' 4 ', '1e2', '0x10', '4.0', '', true, false, null, [4], ['4'], [], {}),
);

type Sender = (value: unknown) => { method: 'POST' | 'PUT' | 'PATCH'; url: string; payload: object; who: Role };
type Role = 'customer' | 'admin' | 'anonymous';

const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', CARD_RATE_LIMIT: '100000' } });
let tea: string;
let sessions: Record<Role, Session | null>;

const newProduct = { name: 'Hostile Oolong', brand: 'B', description: 'D', category: 'Organic', date: '2026-11-01' };
const photo = '/media/none/400.webp';

/** A new tea as the admin adds it (POST /api/products), `field` set to the value sent. */
const teaAddedWith =
  (field: 'price' | 'quantity' | 'minOrder'): Sender =>
  (v) => ({
    method: 'POST',
    url: '/api/products',
    payload: { ...newProduct, photo, price: 12, minOrder: 1, quantity: 5, [field]: v },
    who: 'admin',
  });
/** The admin's change of the tea (PATCH /api/products/{id}): `field` set to the value sent. */
const teaChangedTo =
  (field: 'price' | 'quantity' | 'minOrder'): Sender =>
  (v) => ({ method: 'PATCH', url: `/api/products/${tea}`, payload: { [field]: v }, who: 'admin' });

/** Each route that takes a number, the field it names, and a body with that field set to `value`. */
const ROUTES: [string, string, Sender][] = [
  [
    'POST /api/purchase',
    'quantity',
    (v) => ({
      method: 'POST',
      url: '/api/purchase',
      payload: { productId: tea, quantity: v, address: ADDRESS },
      who: 'customer',
    }),
  ],
  [
    'POST /api/cart/items',
    'quantity',
    (v) => ({ method: 'POST', url: '/api/cart/items', payload: { productId: tea, quantity: v }, who: 'customer' }),
  ],
  [
    'PUT /api/cart/items/{id}',
    'quantity',
    (v) => ({ method: 'PUT', url: `/api/cart/items/${tea}`, payload: { quantity: v }, who: 'customer' }),
  ],
  [
    'POST /api/cart/merge',
    'lines.0.quantity',
    (v) => ({
      method: 'POST',
      url: '/api/cart/merge',
      payload: { lines: [{ productId: tea, quantity: v }] },
      who: 'customer',
    }),
  ],
  [
    'POST /api/cart/checkout/guest',
    'lines.0.quantity',
    (v) => ({
      method: 'POST',
      url: '/api/cart/checkout/guest',
      payload: {
        email: 'ada.guest@example.com',
        address: DELIVERY,
        lines: [{ productId: tea, quantity: v }],
      },
      who: 'anonymous',
    }),
  ],
  [
    'POST /api/cart/preview',
    'lines.0.quantity',
    (v) => ({
      method: 'POST',
      url: '/api/cart/preview',
      payload: { lines: [{ productId: tea, quantity: v }] },
      who: 'anonymous',
    }),
  ],
  ['POST /api/products (quantity)', 'quantity', teaAddedWith('quantity')],
  ['POST /api/products (minOrder)', 'minOrder', teaAddedWith('minOrder')],
  ['PATCH /api/products/{id} (quantity)', 'quantity', teaChangedTo('quantity')],
  ['PATCH /api/products/{id} (minOrder)', 'minOrder', teaChangedTo('minOrder')],
  [
    'POST /api/test-payments/confirm',
    'card.expMonth',
    (v) => ({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret: 'pi_x_secret_y',
        card: { number: '4242424242424242', expMonth: v, expYear: 2040, cvc: '123' },
      },
      who: 'customer',
    }),
  ],
];

/** The price is a number too, though not a whole one: text and lists are refused all the same. */
const PRICE_ROUTES: [string, string, Sender][] = [
  ['POST /api/products (price)', 'price', teaAddedWith('price')],
  ['PATCH /api/products/{id} (price)', 'price', teaChangedTo('price')],
];

/** Everything a refused number must leave as it was: the tea, the carts, the orders. */
async function shopState() {
  const [row] = await app.db.select().from(products).where(eq(products.id, tea));
  const lines = await app.db.select({ q: cartItems.quantity, p: cartItems.productId }).from(cartItems);
  const placed = await app.db.select({ id: orders.id }).from(orders);
  const teas = await app.db.select({ id: products.id }).from(products);
  return JSON.stringify([row, lines, placed.length, teas.length]);
}

describe('numbers are numbers, on every route that takes one', () => {
  beforeAll(async () => {
    tea = await addProduct(app, { name: 'Hostile Sencha', quantity: 450, minOrder: 1, priceCents: 1 });
    const customer = await signUp(app);
    sessions = { customer, admin: await signUp(app, { role: 'admin' }), anonymous: null };
    const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, customer.email));
    await app.db
      .insert(cartItems)
      .values({ userId: row!.id, productId: tea, sizeId: `size_${tea}`, name: 'Hostile Sencha', quantity: 2 });
  });

  const nonNumber = notAnInteger.filter((v) => typeof v !== 'number');
  for (const [name, field, send, values] of [
    ...ROUTES.map(([n, f, s]) => [n, f, s, notAnInteger] as const),
    ...PRICE_ROUTES.map(([n, f, s]) => [n, f, s, nonNumber] as const),
  ]) {
    it(`${name} refuses anything but a whole number in ${field}, naming it, and changes nothing`, async () => {
      const before = await shopState();
      await fc.assert(
        fc.asyncProperty(values, async (value) => {
          const { method, url, payload, who } = send(value);
          const res = await app.inject({ method, url, payload, headers: sessions[who]?.headers ?? {} });
          expect(res.statusCode, `${JSON.stringify(value)} → ${res.body}`).toBe(400);
          expect(Object.keys(res.json().fields)).toContain(field);
        }),
        { numRuns: 40 },
      );
      expect(await shopState()).toBe(before);
    });
  }

  it('answers a quantity far above the stock with the tea’s real stock', async () => {
    for (const quantity of [451, 1001]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/purchase',
        headers: sessions.customer!.headers,
        payload: { productId: tea, quantity, address: ADDRESS },
      });
      expect(res.json().fields.quantity).toBe(orderMessages.quantityAboveStock(450));
    }
    const res = await app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: sessions.customer!.headers,
      payload: { productId: tea, quantity: 1e9, address: ADDRESS },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields.quantity).toBe(orderMessages.quantityAboveStock(450));
    const added = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: sessions.customer!.headers,
      payload: { productId: tea, quantity: 1e9 },
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().fields.quantity).toMatch(/Only 450 /);
    expect(added.body).not.toMatch(/1000/);
  });
});
