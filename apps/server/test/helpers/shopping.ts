import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import type { Session } from './sessions.ts';

/** The customer's steps through the API, for tests about what comes after them. */

export const ADDRESS = '12 Leaf Lane, Darjeeling';

/** Where a checkout sends its order, field by field (docs/product.md, "Delivery addresses"). */
export const DELIVERY = {
  fullName: 'Ada Leaf',
  country: 'US',
  line1: '12 Leaf Lane',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  phone: '+1 217 555 0100',
};

/** DELIVERY as the order's one line of address reads. */
export const DELIVERY_LINE = 'Ada Leaf, 12 Leaf Lane, Springfield, IL 62701, United States';
export const GOOD_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

/** Places an order for `quantity` of a tea; answers its id. */
export async function placeOrder(app: TestApp, who: Session, productId: string, quantity = 3): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/purchase',
    headers: who.headers,
    payload: { productId, quantity, address: ADDRESS },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId as string;
}

/** Puts `quantity` of a tea into the customer's cart. */
export async function addToCart(app: TestApp, who: Session, productId: string, quantity = 1) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cart/items',
    headers: who.headers,
    payload: { productId, quantity },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Checks out the customer's cart to DELIVERY, unless `payload` says otherwise; answers the response. */
export function checkOut(app: TestApp, who: Session, payload: object = { address: DELIVERY }) {
  return app.inject({ method: 'POST', url: '/api/cart/checkout', headers: who.headers, payload });
}

/** Prepares the order's payment: the client secret of its intent. */
export async function prepareIntent(app: TestApp, who: Session, orderId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: who.headers,
    payload: { orderId },
  });
}

/** Confirms a card against a client secret with the test provider. */
export async function confirmCard(app: TestApp, who: Session, clientSecret: string, card = GOOD_CARD) {
  return app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    headers: who.headers,
    payload: { clientSecret, card },
  });
}

/** Pays an order with the test provider's good card; answers the transaction id. */
export async function payOrder(app: TestApp, who: Session, orderId: string): Promise<string> {
  const prepared = await prepareIntent(app, who, orderId);
  expect(prepared.statusCode, prepared.body).toBe(200);
  const confirmed = await confirmCard(app, who, prepared.json().clientSecret);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().paymentIntent.id as string;
}
