import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';

/** Oversized bodies, slow clients and floods get a status and a message, and change nothing. */
describe('limits', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', REQUEST_TIMEOUT_MS: '1000', CARD_RATE_LIMIT: '20' } });
  let customer: Session;
  let productId: string;
  let origin: string;

  beforeAll(async () => {
    customer = await signUp(app);
    productId = await addProduct(app, { quantity: 100, minOrder: 1 });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers 413 with a message to an order body over 32 KB, and places nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: { ...customer.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ productId, quantity: 1, address: 'x'.repeat(40 * 1024) }),
    });
    expectApiError(res, 413, undefined, 'The request body is too large');
    expect(await app.db.select().from(orders)).toHaveLength(0);
  });

  it('answers 413 to any JSON body over 1 MB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@example.com', message: 'x'.repeat(1_100_000) }),
    });
    expectApiError(res, 413);
  });

  it.each([
    ['a length', 'Content-Length: 100\r\n\r\n{"productId":'],
    ['chunks', 'Transfer-Encoding: chunked\r\n\r\nd\r\n{"productId":\r\n'],
  ])(
    'answers 408 with a message to a client too slow to send a body announced by %s, and closes the connection',
    async (_framing, rest) => {
      const answer = await new Promise<string>((resolve, reject) => {
        const { port } = new URL(origin);
        const socket = connect(Number(port), '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
          if (/\r\n\r\n\{.*\}$/s.test(text)) resolve(text);
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
        // Headers promise a body that never comes.
        socket.write(
          `POST /api/purchase HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nCookie: ${customer.cookie}\r\nOrigin: ${customer.headers.origin}\r\n${rest}`,
        );
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toMatch(/"message":"[^"]+"/);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(await app.db.select().from(orders)).toHaveLength(0);
    },
    15_000,
  );

  it('answers 429 with a message to a flood of card attempts', async () => {
    const order = await app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: customer.headers,
      payload: { productId, quantity: 1, address: '1 Flood Street' },
    });
    const orderId = order.json().insertedId;
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: customer.headers,
        payload: { orderId },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expectApiError(res, 429);
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
  });
});
