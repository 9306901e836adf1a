import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { type Session, signUp } from './helpers/sessions.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Role = 'anonymous' | 'customer' | 'admin';

/** Every API route, with `{id}` and `{email}` filled in by the generator. */
const ROUTES: [Method, string][] = [
  ['GET', '/api/health'],
  ['GET', '/api/config'],
  ['GET', '/api/products'],
  ['GET', '/api/products/{id}'],
  ['GET', '/api/products/facets'],
  ['GET', '/api/categories'],
  ['POST', '/api/categories'],
  ['PATCH', '/api/categories/{id}'],
  ['DELETE', '/api/categories/{id}'],
  ['POST', '/api/products'],
  ['PATCH', '/api/products/{id}'],
  ['DELETE', '/api/products/{id}'],
  ['POST', '/api/media'],
  ['GET', '/media/{id}/{id}.webp'],
  ['POST', '/api/purchase'],
  ['GET', '/api/purchase'],
  ['GET', '/api/purchase/{id}'],
  ['PATCH', '/api/purchase/{id}'],
  ['DELETE', '/api/purchase/{id}'],
  ['PATCH', '/api/purchase/{id}/status'],
  ['POST', '/api/purchase/{id}/refunds'],
  ['POST', '/api/purchase/{id}/returns'],
  ['PATCH', '/api/purchase/{id}/returns/{id}'],
  ['GET', '/api/allOrder'],
  ['POST', '/api/create-payment-intent'],
  ['POST', '/api/test-payments/confirm'],
  ['GET', '/api/reviews'],
  ['GET', '/api/reviews/all'],
  ['GET', '/api/products/{id}/admin'],
  ['GET', '/api/profile/export'],
  ['POST', '/api/reviews'],
  ['DELETE', '/api/reviews/{id}'],
  ['GET', '/api/admin/{email}'],
  ['GET', '/api/user'],
  ['GET', '/api/users'],
  ['PUT', '/api/user/admin/{email}'],
  ['DELETE', '/api/user/admin/{email}'],
  ['DELETE', '/api/user/{email}'],
  ['GET', '/api/profile'],
  ['PATCH', '/api/profile'],
  ['POST', '/api/profile/photo'],
  ['DELETE', '/api/profile'],
  ['GET', '/api/addresses'],
  ['POST', '/api/addresses'],
  ['PUT', '/api/addresses/{id}'],
  ['DELETE', '/api/addresses/{id}'],
  ['POST', '/api/addresses/{id}/default'],
  ['GET', '/api/outbox'],
  ['POST', '/api/contact'],
  ['GET', '/api/messages'],
  ['PATCH', '/api/messages/{id}'],
  ['POST', '/api/messages/{id}/replies'],
  ['GET', '/api/pages/{id}'],
  ['PUT', '/api/pages/{id}'],
  ['GET', '/api/cart'],
  ['POST', '/api/cart/items'],
  ['PUT', '/api/cart/items/{id}'],
  ['DELETE', '/api/cart/items/{id}'],
  ['POST', '/api/cart/merge'],
  ['POST', '/api/cart/preview'],
  ['POST', '/api/cart/checkout'],
  ['POST', '/api/cart/checkout/guest'],
  ['GET', '/api/dashboard'],
  ['GET', '/api/dashboard/orders.csv'],
  ['GET', '/api/shipping'],
  ['POST', '/api/shipping/zones'],
  ['PUT', '/api/shipping/zones/{id}'],
  ['DELETE', '/api/shipping/zones/{id}'],
  ['POST', '/api/shipping/zones/{id}/methods'],
  ['PUT', '/api/shipping/methods/{id}'],
  ['DELETE', '/api/shipping/methods/{id}'],
  ['PUT', '/api/tax'],
  ['GET', '/api/promotions'],
  ['POST', '/api/promotions'],
  ['PUT', '/api/promotions/{id}'],
  ['DELETE', '/api/promotions/{id}'],
  ['POST', '/api/shipping/quote'],
  ['POST', '/api/subscriptions'],
  ['PUT', '/api/cart/reminder'],
  ['POST', '/api/subscriptions/confirm'],
  ['POST', '/api/subscriptions/unsubscribe'],
  ['GET', '/api/profile/consents'],
  ['PUT', '/api/profile/consents/{id}'],
  ['DELETE', '/api/profile/consents/{id}'],
  ['GET', '/api/orders/{id}/refills'],
  ['PATCH', '/api/orders/{id}/refills/{id}'],
  ['GET', '/api/newsletters'],
  ['POST', '/api/newsletters'],
  ['POST', '/api/newsletters/preview'],
  ['GET', '/api/reminder-settings'],
  ['PUT', '/api/reminder-settings'],
  // Better Auth's routes, behind the shop's rules (apps/server/src/modules/auth/body-rules.ts).
  ['GET', '/api/auth/get-session'],
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/sign-in/social'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['GET', '/api/auth/reset-password/{id}'],
  ['POST', '/api/auth/send-verification-email'],
  ['GET', '/api/auth/verify-email'],
  ['POST', '/api/auth/update-user'],
  ['POST', '/api/auth/change-email'],
  ['POST', '/api/auth/change-password'],
  ['GET', '/api/auth/callback/google'],
  ['POST', '/api/auth/admin/set-role'],
  ['POST', '/api/auth/admin/impersonate-user'],
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    '\u0000',
    'NaN',
    '-1',
    '1e309',
    '0x10',
    '__proto__',
    'constructor',
    'a'.repeat(5000),
    '😀'.repeat(50),
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);
/** A body shaped like the shop's forms (so validation is reached), or anything at all. */
const hostileBody = fc.oneof(
  fc.record(
    {
      productId: hostileValue,
      orderId: hostileValue,
      quantity: hostileValue,
      address: hostileValue,
      phone: hostileValue,
      name: hostileValue,
      email: hostileValue,
      price: hostileValue,
      minOrder: hostileValue,
      category: hostileValue,
      review: hostileValue,
      rating: hostileValue,
      status: hostileValue,
      transactionId: hostileValue,
      clientSecret: hostileValue,
      card: hostileValue,
      photo: hostileValue,
      date: hostileValue,
      password: hostileValue,
      newPassword: hostileValue,
      currentPassword: hostileValue,
      newEmail: hostileValue,
      token: hostileValue,
      image: hostileValue,
      provider: hostileValue,
      callbackURL: hostileValue,
      role: hostileValue,
      userId: hostileValue,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
  hostileText,
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'image/png',
  undefined,
);
const query = fc.dictionary(
  fc.constantFrom(
    'limit',
    'offset',
    'q',
    'category',
    'sort',
    'email',
    'status',
    'page',
    '__proto__',
    'token',
    'callbackURL',
    'code',
    'state',
  ),
  hostileText,
  { maxKeys: 4 },
);

describe('hostile input on every route, as every role', () => {
  const app = useTestApp({ seeded: true, env: { AUTH_RATE_LIMIT: '100000', CONTACT_RATE_LIMIT: '100000' } });
  let sessions: Record<Role, Session | null>;
  let ids: string[];
  let emails: string[];

  beforeAll(async () => {
    const customer = await signUp(app, { name: 'Hostile Customer' });
    const admin = await signUp(app, { role: 'admin', name: 'Hostile Admin' });
    sessions = { anonymous: null, customer, admin };
    const products = (await app.inject('/api/products?limit=3')).json() as { _id: string; minOrder: number }[];
    const order = await app.inject({
      method: 'POST',
      url: '/api/purchase',
      headers: customer.headers,
      payload: { productId: products[0]!._id, quantity: products[0]!.minOrder, address: '1 Fuzz Road' },
    });
    ids = [...products.map((p) => p._id), order.json().insertedId];
    emails = [customer.email, admin.email, 'nobody@example.com'];
  });

  /**
   * What a caller must never change with a request they are not allowed to make: the catalogue's
   * names and prices, the users and their roles, and other customers' orders and reviews.
   */
  async function protectedState(role: Role) {
    const own = role === 'customer' ? sessions.customer!.email : '';
    const result = await app.db.execute(sql`
      select concat_ws('|',
        (select string_agg(id || ':' || name || ':' || price_cents, ',' order by id) from products),
        (select string_agg(email || ':' || role, ',' order by email) from "user"),
        (select string_agg(id || ':' || status, ',' order by id) from orders where email <> ${own}),
        (select count(*) from reviews where email <> ${own})
      ) as state`);
    return (result as unknown as { rows: { state: string }[] }).rows[0]!.state;
  }

  it('covers every route the API describes (OpenAPI)', async () => {
    const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
    const listed = new Set(ROUTES.map(([method, path]) => `${method} ${shape(path)}`));
    const described = Object.entries((app.swagger() as { paths: Record<string, object> }).paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${shape(path)}`),
      );
    expect(described.filter((route) => !listed.has(route))).toEqual([]);
  });

  it.each([
    ['in the query', () => '/api/products?q=green%00tea', 'query.q'],
    ['in the path', () => `/api/products/${ids[0]}%00`, 'params.id'],
    ['in a body', () => '/api/purchase', 'address'],
  ])('refuses a NUL character %s with a 400 naming the field', async (_where, url, field) => {
    const body = { productId: ids[0], quantity: 1, address: '1 Tea\u0000 Road' };
    const res = await app.inject({
      method: field === 'address' ? 'POST' : 'GET',
      url: url(),
      headers: sessions.customer!.headers,
      ...(field === 'address' ? { payload: body } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: `${field}: Text may not contain NUL characters`,
      fields: { [field]: 'Text may not contain NUL characters' },
    });
  });

  for (const role of ['anonymous', 'customer', 'admin'] as const) {
    it(`never answers 5xx, always explains a 4xx, and changes nothing it may not (${role})`, async () => {
      const before = role === 'admin' ? '' : await protectedState(role);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          fc.oneof(fc.constantFrom(...ids), hostileText),
          fc.constantFrom(...emails),
          query,
          hostileBody,
          contentType,
          async ([method, template], id, email, params, body, type) => {
            // Only an admin may make these calls; the admin's own account is kept so the run goes on.
            const target =
              role === 'admin' && template.includes('{email}') && method !== 'GET' ? 'nobody@example.com' : email;
            const url =
              template.replaceAll('{id}', encodeURIComponent(id)).replaceAll('{email}', encodeURIComponent(target)) +
              (Object.keys(params).length ? `?${new URLSearchParams(params)}` : '');
            const session = sessions[role];
            const headers: Record<string, string> = { ...(session?.headers ?? {}) };
            if (type) headers['content-type'] = type;
            const payload = method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
            const res = await app.inject({ method, url, headers, payload });
            expect(res.statusCode, `${method} ${url} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
            if (res.statusCode >= 400) {
              const answer = res.json();
              expect(typeof answer.message, `${method} ${url}`).toBe('string');
              expect(answer.message.length).toBeGreaterThan(0);
            }
          },
        ),
        { numRuns: 400 },
      );
      if (role !== 'admin') expect(await protectedState(role)).toBe(before);
    });
  }
});
