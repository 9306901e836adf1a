import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, type ProductValues } from '../src/modules/products/repository.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { type Session, signUp } from './sessions.ts';

type Role = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';

interface Context {
  productId: string;
  photo: string;
  /** A product made for the call to change or delete. */
  spareProductId: () => string;
}

const NEW_PRODUCT = {
  name: 'Matrix Tea',
  brand: 'Test Garden',
  description: 'A tea for permission tests.',
  category: 'Green Tea' as const,
  price: 10,
  quantity: 10,
  minOrder: 1,
  date: '2026-11-22',
} satisfies Omit<ProductValues, 'photo'>;

interface Row {
  call: string;
  /** Builds the request; `target` is a customer that the call may be about. */
  request: (
    target: Session,
    caller: Session | null,
    ctx: Context,
  ) => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  expect: Record<Role, number>;
}

/**
 * Every API call × every role → the expected status. Each new endpoint adds its row here, so the
 * shop's permissions can be read (and are proven) in one place. `target` is the customer the call
 * is about; `otherCustomer` is someone else signed in.
 */
const MATRIX: Row[] = [
  {
    call: 'GET /api/health',
    request: () => ({ method: 'GET', url: '/api/health' }),
    expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'GET /api/config',
    request: () => ({ method: 'GET', url: '/api/config' }),
    expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'GET /api/products',
    request: () => ({ method: 'GET', url: '/api/products' }),
    expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'GET /api/reviews',
    request: () => ({ method: 'GET', url: '/api/reviews' }),
    expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'POST /api/contact',
    request: () => ({ method: 'POST', url: '/api/contact', payload: { name: 'A', email: 'a@example.com' } }),
    expect: { anonymous: 201, customer: 201, otherCustomer: 201, admin: 201 },
  },
  {
    call: 'GET /api/admin/{own email}',
    request: (_t, caller) => ({ method: 'GET', url: `/api/admin/${caller?.email ?? 'nobody@example.com'}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: "GET /api/admin/{the customer's email}",
    request: (t) => ({ method: 'GET', url: `/api/admin/${t.email}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'GET /api/user',
    request: () => ({ method: 'GET', url: '/api/user' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'PUT /api/user/admin/{email}',
    request: (t) => ({ method: 'PUT', url: `/api/user/admin/${t.email}` }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'DELETE /api/user/admin/{email}',
    request: (t) => ({ method: 'DELETE', url: `/api/user/admin/${t.email}` }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'DELETE /api/user/{email}',
    request: (t) => ({ method: 'DELETE', url: `/api/user/${t.email}` }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'GET /api/profile',
    request: () => ({ method: 'GET', url: '/api/profile' }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'PATCH /api/profile',
    request: () => ({ method: 'PATCH', url: '/api/profile', payload: { name: 'Renamed' } }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'GET /api/outbox',
    request: () => ({ method: 'GET', url: '/api/outbox' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
];

describe('authorisation matrix', () => {
  let app: TestApp;
  let admin: Session;
  let ctx: Context;
  beforeAll(async () => {
    app = await buildTestApp({ seeded: true, env: { AUTH_RATE_LIMIT: '1000', CONTACT_RATE_LIMIT: '1000' } });
    admin = await signUp(app, { role: 'admin' });
    const [first] = (await app.inject('/api/products?limit=1')).json();
    ctx = { productId: first._id, photo: first.photo, spareProductId: () => '' };
  });
  afterAll(() => app?.close());

  for (const row of MATRIX) {
    for (const role of ['anonymous', 'customer', 'otherCustomer', 'admin'] as const) {
      it(`${row.call} as ${role} → ${row.expect[role]}`, async () => {
        // A fresh customer per case: calls such as Remove User change their target.
        const target = await signUp(app);
        const caller =
          role === 'anonymous' ? null : role === 'customer' ? target : role === 'admin' ? admin : await signUp(app);
        const spare = await insertProduct(app.db, { ...NEW_PRODUCT, photo: ctx.photo }, admin);
        const { method, url, payload } = row.request(target, caller, { ...ctx, spareProductId: () => spare });
        const res = await app.inject({ method, url, payload, headers: caller ? caller.headers : {} });
        expect(res.statusCode, res.body).toBe(row.expect[role]);
        if (res.statusCode >= 400)
          expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      });
    }
  }
});
