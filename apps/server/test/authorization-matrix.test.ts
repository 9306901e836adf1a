import { COUNTRY_CODES } from '@teatree/shared/schemas/address';
import { promotionInput } from '@teatree/shared/schemas/promotion';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCategory } from '../src/modules/categories/repository.ts';
import { keepMessage } from '../src/modules/contact/repository.ts';
import { insertProduct, type ProductValues } from '../src/modules/products/repository.ts';
import { addPromotion } from '../src/modules/promotions/repository.ts';
import { addMethod, addZone } from '../src/modules/shipping/setup.ts';
import { useTestApp } from './helpers/app.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { DELIVERY } from './helpers/shopping.ts';

type Role = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';

interface Context {
  productId: string;
  photo: string;
  /** A product made for the call to change or delete. */
  spareProductId: () => string;
  /** A pending order of a customer's, made for the call. */
  orderOf: (owner: Session) => Promise<string>;
  /** The client secret of a customer's new order. */
  clientSecretOf: (owner: Session) => Promise<string>;
  /** A customer's new order, paid with the test card. */
  paidOrderOf: (owner: Session) => Promise<string>;
  /** A customer's new order, paid, shipped and delivered: its id and its line's. */
  deliveredOrderOf: (owner: Session) => Promise<{ id: string; lineId: string }>;
  /** A return a customer asked of one tin of a delivered order of theirs. */
  askedReturnOf: (owner: Session) => Promise<{ id: string; returnId: string }>;
  /** A review written by a customer, made for the call. */
  reviewOf: (author: Session) => Promise<string>;
  /** Takes every tea out of a customer's cart. */
  emptyCartOf: (owner: Session) => Promise<void>;
  /** A delivery address kept by a customer, made for the call. */
  addressOf: (owner: Session) => Promise<string>;
  /** A shipping zone of a country of its own, with one method, made for the call. */
  zone: () => Promise<{ id: string; methodId: string }>;
  /** A country no zone has yet. */
  freeCountry: () => string;
  /** The first delivery method the shop offers at DELIVERY, as a checkout picks it. */
  deliveryMethodId: () => Promise<string>;
  /** A discount code no order used, made for the call. */
  promotion: () => Promise<string>;
  /** A code no promotion has yet. */
  freeCode: () => string;
  /** A contact message kept for the call. */
  message: () => Promise<string>;
  /** A category no tea is in, made for the call. */
  category: () => Promise<string>;
  /** A customer's newsletter consent, given for the call: its id. */
  newsletterConsentOf: (owner: Session) => Promise<string>;
}

const AN_ADDRESS = {
  fullName: 'Matrix Person',
  country: 'US',
  line1: '1 Matrix Way',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  phone: '+1 217 555 0100',
};

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

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

interface Row {
  call: string;
  /** Builds the request; `target` is a customer that the call may be about. */
  request: (target: Session, caller: Session | null, ctx: Context) => Request | Promise<Request>;
  expect: Record<Role, number>;
}

/** A call anyone may make, signed in or not: each is answered `status`. */
const anyone = (status = 200) => ({ anonymous: status, customer: status, otherCustomer: status, admin: status });
/** A call for whoever is signed in: a visitor not signed in is refused (401), anyone else answered `status`. */
const signedIn = (status = 200) => ({ anonymous: 401, customer: status, otherCustomer: status, admin: status });
/** The owner's call: a visitor is refused (401), customers are forbidden (403), the admin answered `status`. */
const ownerOnly = (status = 200) => ({ anonymous: 401, customer: 403, otherCustomer: 403, admin: status });
/** About what is the customer's own: a visitor is refused (401), the customer answered `status`, others told 404. */
const theirOwn = (status = 200) => ({ anonymous: 401, customer: status, otherCustomer: 404, admin: 404 });

/**
 * A row whose call is its method and address as written, `{email}` standing for the customer's e-mail
 * address, sent with `payload` (or what it makes of the context).
 */
function plain(
  call: `${Request['method']} /${string}`,
  expect: Record<Role, number>,
  payload?: object | ((ctx: Context) => object),
): Row {
  const [method, url] = call.split(' ') as [Request['method'], string];
  return {
    call,
    request: (target, _c, ctx) => ({
      method,
      url: url.replace('{email}', target.email),
      payload: typeof payload === 'function' ? payload(ctx) : payload,
    }),
    expect,
  };
}

/**
 * Every API call × every role → the expected status. Each new endpoint adds its row here, so the
 * shop's permissions can be read (and are proven) in one place. `target` is the customer the call
 * is about; `otherCustomer` is someone else signed in.
 */
const MATRIX: Row[] = [
  plain('GET /api/health', anyone()),
  plain('GET /api/config', anyone()),
  plain('GET /api/products', anyone()),
  plain('GET /api/reviews', anyone()),
  plain('GET /api/reviews/all', ownerOnly()),
  plain('GET /api/dashboard', ownerOnly()),
  {
    call: 'GET /api/dashboard/orders.csv',
    request: () => ({ method: 'GET', url: '/api/dashboard/orders.csv?from=2026-01-01&to=2026-01-31' }),
    expect: ownerOnly(),
  },
  {
    call: 'GET /api/products/{id}/admin',
    request: (_t, _c, ctx) => ({ method: 'GET', url: `/api/products/${ctx.productId}/admin` }),
    expect: ownerOnly(),
  },
  // Each caller deletes their own account. This row comes before any row that makes a customer an
  // administrator: the matrix's admin is then the shop's only one, and may not leave (409).
  plain(
    'DELETE /api/profile',
    { anonymous: 401, customer: 200, otherCustomer: 200, admin: 409 },
    { confirm: 'DELETE' },
  ),
  plain('POST /api/contact', anyone(201), { name: 'A', email: 'a@example.com' }),
  {
    call: 'GET /api/admin/{own email}',
    request: (_t, caller) => ({ method: 'GET', url: `/api/admin/${caller?.email ?? 'nobody@example.com'}` }),
    expect: signedIn(),
  },
  {
    call: "GET /api/admin/{the customer's email}",
    request: (t) => ({ method: 'GET', url: `/api/admin/${t.email}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 403, admin: 200 },
  },
  plain('GET /api/user', ownerOnly()),
  {
    call: 'GET /api/users',
    request: () => ({ method: 'GET', url: '/api/users?q=example&page=1' }),
    expect: ownerOnly(),
  },
  plain('PUT /api/user/admin/{email}', ownerOnly()),
  plain('DELETE /api/user/admin/{email}', ownerOnly()),
  plain('DELETE /api/user/{email}', ownerOnly()),
  plain('GET /api/profile', signedIn()),
  plain('PATCH /api/profile', signedIn(), { name: 'Renamed' }),
  plain('GET /api/profile/export', signedIn()),
  plain('GET /api/outbox', ownerOnly()),
  {
    call: 'GET /api/pages/{slug}',
    request: () => ({ method: 'GET', url: '/api/pages/shipping-and-returns' }),
    expect: anyone(),
  },
  {
    call: 'PUT /api/pages/{slug}',
    request: () => ({
      method: 'PUT',
      url: '/api/pages/shipping-and-returns',
      payload: { body: 'Delivery in three days.' },
    }),
    expect: ownerOnly(),
  },
  plain('GET /api/categories', anyone()),
  plain('POST /api/categories', ownerOnly(201), (ctx) => ({ name: ctx.freeCode() })),
  {
    call: 'PATCH /api/categories/{a category}',
    request: async (_t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/categories/${await ctx.category()}`,
      payload: { position: 1 },
    }),
    expect: ownerOnly(),
  },
  {
    call: 'DELETE /api/categories/{a category}',
    request: async (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/categories/${await ctx.category()}` }),
    expect: ownerOnly(204),
  },
  {
    call: 'GET /api/products/facets',
    request: () => ({ method: 'GET', url: '/api/products/facets?caffeine=low' }),
    expect: anyone(),
  },
  plain('GET /api/messages', ownerOnly()),
  {
    call: 'PATCH /api/messages/{id}',
    request: async (_t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/messages/${await ctx.message()}`,
      payload: { read: true },
    }),
    expect: ownerOnly(),
  },
  {
    call: 'POST /api/messages/{id}/replies',
    request: async (_t, _c, ctx) => ({
      method: 'POST',
      url: `/api/messages/${await ctx.message()}/replies`,
      payload: { body: 'Thank you for writing.' },
    }),
    expect: ownerOnly(201),
  },
  plain('POST /api/products', ownerOnly(201), (ctx) => ({ ...NEW_PRODUCT, photo: ctx.photo })),
  {
    call: 'PATCH /api/products/{id}',
    request: (_t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/products/${ctx.spareProductId()}`,
      payload: { price: 11 },
    }),
    expect: ownerOnly(),
  },
  {
    call: 'DELETE /api/products/{id}',
    request: (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/products/${ctx.spareProductId()}` }),
    expect: ownerOnly(),
  },
  plain('POST /api/purchase', signedIn(201), (ctx) => ({
    productId: ctx.spareProductId(),
    quantity: 1,
    address: '1 Matrix Way',
  })),
  plain('GET /api/cart', signedIn()),
  plain('POST /api/cart/items', signedIn(), (ctx) => ({ productId: ctx.spareProductId(), quantity: 1 })),
  {
    // A line the caller's cart does not hold: the route is for customers, and each cart is its owner's.
    call: 'PUT /api/cart/items/{productId}',
    request: (_t, _c, ctx) => ({
      method: 'PUT',
      url: `/api/cart/items/${ctx.spareProductId()}`,
      payload: { quantity: 1 },
    }),
    expect: signedIn(404),
  },
  {
    call: 'DELETE /api/cart/items/{productId}',
    request: (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/cart/items/${ctx.productId}` }),
    expect: signedIn(),
  },
  plain('POST /api/cart/merge', signedIn(), (ctx) => ({ lines: [{ productId: ctx.productId, quantity: 1 }] })),
  plain('POST /api/cart/preview', anyone(), (ctx) => ({ lines: [{ productId: ctx.productId, quantity: 1 }] })),
  {
    // The caller's cart was emptied just before: there is nothing to check out.
    call: 'POST /api/cart/checkout',
    request: async (_t, caller, ctx) => {
      if (caller) await ctx.emptyCartOf(caller);
      return { method: 'POST', url: '/api/cart/checkout', payload: { address: DELIVERY } };
    },
    expect: signedIn(409),
  },
  {
    // A guest's checkout is open to anyone: the order is placed for the e-mail address given.
    call: 'POST /api/cart/checkout/guest',
    request: async (_t, _c, ctx) => ({
      method: 'POST',
      url: '/api/cart/checkout/guest',
      payload: {
        email: 'matrix.guest@example.com',
        address: DELIVERY,
        lines: [{ productId: ctx.productId, quantity: 4 }],
        shippingMethodId: await ctx.deliveryMethodId(),
      },
    }),
    expect: anyone(201),
  },
  plain('GET /api/purchase', signedIn()),
  {
    call: "GET /api/purchase?email={the customer's email}",
    request: (t) => ({ method: 'GET', url: `/api/purchase?email=${encodeURIComponent(t.email)}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 403, admin: 200 },
  },
  {
    call: "GET /api/purchase/{the customer's order}",
    request: async (t, _c, ctx) => ({ method: 'GET', url: `/api/purchase/${await ctx.orderOf(t)}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 200 },
  },
  {
    call: "DELETE /api/purchase/{the customer's unpaid order}",
    request: async (t, _c, ctx) => ({ method: 'DELETE', url: `/api/purchase/${await ctx.orderOf(t)}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 200 },
  },
  plain('GET /api/allOrder', ownerOnly()),
  {
    call: 'PATCH /api/purchase/{id}/status',
    request: async (t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/purchase/${await ctx.orderOf(t)}/status`,
      payload: { status: 'cancelled' },
    }),
    expect: ownerOnly(),
  },
  {
    call: "POST /api/purchase/{the customer's paid order}/refunds",
    request: async (t, _c, ctx) => ({
      method: 'POST',
      url: `/api/purchase/${await ctx.paidOrderOf(t)}/refunds`,
      payload: { amount: 1, reason: 'A dented tin' },
    }),
    expect: ownerOnly(201),
  },
  {
    call: "POST /api/purchase/{the customer's delivered order}/returns",
    request: async (t, _c, ctx) => {
      const { id, lineId } = await ctx.deliveredOrderOf(t);
      return {
        method: 'POST',
        url: `/api/purchase/${id}/returns`,
        payload: { lines: [{ lineId, quantity: 1 }], reason: 'Not to my taste' },
      };
    },
    expect: theirOwn(201),
  },
  {
    call: "PATCH /api/purchase/{the customer's order}/returns/{its return}",
    request: async (t, _c, ctx) => {
      const { id, returnId } = await ctx.askedReturnOf(t);
      return {
        method: 'PATCH',
        url: `/api/purchase/${id}/returns/${returnId}`,
        payload: { decision: 'decline', note: 'Opened tea cannot come back' },
      };
    },
    expect: ownerOnly(),
  },
  {
    call: "POST /api/create-payment-intent (the customer's order)",
    request: async (t, _c, ctx) => ({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { orderId: await ctx.orderOf(t) },
    }),
    expect: theirOwn(),
  },
  {
    call: "POST /api/test-payments/confirm (the customer's payment)",
    request: async (t, _c, ctx) => ({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret: await ctx.clientSecretOf(t),
        card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
      },
    }),
    expect: theirOwn(),
  },
  {
    call: "PATCH /api/purchase/{the customer's order} (a payment)",
    request: async (t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/purchase/${await ctx.orderOf(t)}`,
      payload: { transactionId: 'pi_NotAPaymentOfOurs1' },
    }),
    expect: theirOwn(402),
  },
  plain('POST /api/reviews', signedIn(201), (ctx) => ({
    productId: ctx.spareProductId(),
    review: 'Lovely.',
    rating: 5,
  })),
  {
    call: "DELETE /api/reviews/{the customer's review}",
    request: async (t, _c, ctx) => ({ method: 'DELETE', url: `/api/reviews/${await ctx.reviewOf(t)}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 403, admin: 200 },
  },
  // A customer's kept addresses: another's is not found.
  plain('GET /api/addresses', signedIn()),
  plain('POST /api/addresses', signedIn(201), AN_ADDRESS),
  {
    call: "PUT /api/addresses/{the customer's address}",
    request: async (t, _c, ctx) => ({
      method: 'PUT',
      url: `/api/addresses/${await ctx.addressOf(t)}`,
      payload: AN_ADDRESS,
    }),
    expect: theirOwn(),
  },
  {
    call: "DELETE /api/addresses/{the customer's address}",
    request: async (t, _c, ctx) => ({ method: 'DELETE', url: `/api/addresses/${await ctx.addressOf(t)}` }),
    expect: theirOwn(),
  },
  {
    call: "POST /api/addresses/{the customer's address}/default",
    request: async (t, _c, ctx) => ({ method: 'POST', url: `/api/addresses/${await ctx.addressOf(t)}/default` }),
    expect: theirOwn(),
  },
  // The owner's shipping and tax (docs/decisions/0033-shipping-and-tax.md); the quote is anyone's.
  plain('GET /api/shipping', ownerOnly()),
  {
    call: 'POST /api/shipping/zones',
    request: (_t, _c, ctx) => {
      const country = ctx.freeCountry();
      return { method: 'POST', url: '/api/shipping/zones', payload: { name: `Zone ${country}`, countries: [country] } };
    },
    expect: ownerOnly(201),
  },
  {
    call: 'PUT /api/shipping/zones/{a zone}',
    request: async (_t, _c, ctx) => {
      const country = ctx.freeCountry();
      const { id } = await ctx.zone();
      return {
        method: 'PUT',
        url: `/api/shipping/zones/${id}`,
        payload: { name: `Zone ${country}`, countries: [country] },
      };
    },
    expect: ownerOnly(),
  },
  {
    call: 'DELETE /api/shipping/zones/{a zone}',
    request: async (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/shipping/zones/${(await ctx.zone()).id}` }),
    expect: ownerOnly(),
  },
  {
    call: 'POST /api/shipping/zones/{a zone}/methods',
    request: async (_t, _c, ctx) => ({
      method: 'POST',
      url: `/api/shipping/zones/${(await ctx.zone()).id}/methods`,
      payload: { name: 'Express', rate: { kind: 'flat', price: 14.9 } },
    }),
    expect: ownerOnly(201),
  },
  {
    call: 'PUT /api/shipping/methods/{a method}',
    request: async (_t, _c, ctx) => ({
      method: 'PUT',
      url: `/api/shipping/methods/${(await ctx.zone()).methodId}`,
      payload: { name: 'Standard', rate: { kind: 'flat', price: 5.9 } },
    }),
    expect: ownerOnly(),
  },
  {
    call: 'DELETE /api/shipping/methods/{a method}',
    request: async (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/shipping/methods/${(await ctx.zone()).methodId}` }),
    expect: ownerOnly(),
  },
  // The owner's promotions (docs/decisions/0035-promotions.md).
  plain('GET /api/promotions', ownerOnly()),
  plain('POST /api/promotions', ownerOnly(201), (ctx) => ({
    code: ctx.freeCode(),
    name: 'Matrix',
    kind: 'percent',
    percent: 10,
    target: 'order',
  })),
  {
    call: 'PUT /api/promotions/{a promotion}',
    request: async (_t, _c, ctx) => ({
      method: 'PUT',
      url: `/api/promotions/${await ctx.promotion()}`,
      payload: { code: ctx.freeCode(), name: 'Matrix', kind: 'amount', amount: 5, target: 'order' },
    }),
    expect: ownerOnly(),
  },
  {
    call: 'DELETE /api/promotions/{a promotion}',
    request: async (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/promotions/${await ctx.promotion()}` }),
    expect: ownerOnly(204),
  },
  {
    call: 'PUT /api/tax',
    request: () => ({
      method: 'PUT',
      url: '/api/tax',
      payload: {
        pricesIncludeTax: false,
        shippingClass: 'standard',
        rates: [{ country: 'DE', taxClass: 'reduced', rate: 7 }],
      },
    }),
    expect: ownerOnly(),
  },
  // The mails sent with consent (docs/decisions/0044-mails-with-consent.md).
  {
    call: 'POST /api/subscriptions (the newsletter, an address of its own)',
    request: (_t, _c, ctx) => ({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { kind: 'newsletter', email: `${ctx.freeCode().toLowerCase()}@example.com` },
    }),
    expect: anyone(201),
  },
  // A guest's cart reminder is open to anyone: the cart is kept for the address given.
  plain('PUT /api/cart/reminder', anyone(), (ctx) => ({
    email: 'matrix.reminder@example.com',
    remind: true,
    lines: [{ productId: ctx.productId, sizeId: `size_${ctx.productId}`, quantity: 1 }],
  })),
  {
    call: 'POST /api/subscriptions/confirm (a link not of the shop)',
    request: () => ({ method: 'POST', url: '/api/subscriptions/confirm', payload: { token: 'not.ours' } }),
    expect: anyone(400),
  },
  {
    call: 'POST /api/subscriptions/unsubscribe (a link not of the shop)',
    request: () => ({ method: 'POST', url: '/api/subscriptions/unsubscribe', payload: { token: 'not.ours' } }),
    expect: anyone(400),
  },
  plain('GET /api/profile/consents', signedIn()),
  {
    call: 'PUT /api/profile/consents/{kind}',
    request: () => ({
      method: 'PUT',
      url: '/api/profile/consents/refill_reminders',
      payload: { given: true, cupsPerDay: 3 },
    }),
    expect: signedIn(),
  },
  {
    call: "DELETE /api/profile/consents/{the customer's consent}",
    request: async (t, _c, ctx) => ({
      method: 'DELETE',
      url: `/api/profile/consents/${await ctx.newsletterConsentOf(t)}`,
    }),
    expect: theirOwn(),
  },
  {
    call: "GET /api/orders/{the customer's delivered order}/refills",
    request: async (t, _c, ctx) => ({
      method: 'GET',
      url: `/api/orders/${(await ctx.deliveredOrderOf(t)).id}/refills`,
    }),
    expect: theirOwn(),
  },
  {
    call: "PATCH /api/orders/{the customer's delivered order}/refills/{a refill not there}",
    request: async (t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/orders/${(await ctx.deliveredOrderOf(t)).id}/refills/refill_none`,
      payload: { remindOn: '2999-01-01' },
    }),
    expect: signedIn(404),
  },
  plain('GET /api/newsletters', ownerOnly()),
  plain('POST /api/newsletters/preview', ownerOnly(), { subject: 'News', body: 'Tea.' }),
  {
    call: 'POST /api/newsletters',
    request: async (t, _c, ctx) => {
      // One subscriber at least: a newsletter to nobody is refused (409).
      await ctx.newsletterConsentOf(t);
      return { method: 'POST', url: '/api/newsletters', payload: { subject: 'News', body: 'Tea.' } };
    },
    expect: ownerOnly(201),
  },
  plain('GET /api/reminder-settings', ownerOnly()),
  plain('PUT /api/reminder-settings', ownerOnly(), { cartReminderHours: 24 }),
  plain('POST /api/shipping/quote', anyone(), (ctx) => ({
    country: 'US',
    region: 'IL',
    lines: [{ productId: ctx.productId, quantity: 1 }],
  })),
  // The account routes (Better Auth behind the shop's rules, docs/decisions/0009-accounts-trust.md).
  plain('GET /api/auth/get-session', anyone()),
  {
    call: "POST /api/auth/update-user (one's own name)",
    request: () => ({ method: 'POST', url: '/api/auth/update-user', payload: { name: 'Matrix Name' } }),
    expect: signedIn(),
  },
  {
    call: "POST /api/auth/admin/set-role (the customer, as 'admin')",
    request: (target) => ({
      method: 'POST',
      url: '/api/auth/admin/set-role',
      payload: { email: target.email, role: 'admin' },
    }),
    expect: anyone(404),
  },
  {
    call: 'POST /api/auth/admin/impersonate-user (the customer)',
    request: (target) => ({
      method: 'POST',
      url: '/api/auth/admin/impersonate-user',
      payload: { email: target.email },
    }),
    expect: anyone(404),
  },
  plain('GET /api/auth/list-sessions', anyone(404)),
  plain('POST /api/auth/delete-user', anyone(404), {}),
];

/** Countries the demo shop's zones leave free, for zones made by the calls. */
const countries = COUNTRY_CODES.filter((code) => code !== 'US').values();
const STANDARD = {
  rate: { kind: 'flat', price: 4.9 },
  freeOver: null,
  days: null,
  collect: false,
  enabled: true,
} as const;

describe('authorisation matrix', () => {
  const app = useTestApp({ seeded: true, env: { AUTH_RATE_LIMIT: '1000', CONTACT_RATE_LIMIT: '1000' } });
  let admin: Session;
  let ctx: Context;
  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
    const [first] = (await app.inject('/api/products?limit=1')).json();
    const call = async (who: Session, url: string, payload: object) => {
      const res = await app.inject({ method: 'POST', url, payload, headers: who.headers });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const orderOf = async (owner: Session) =>
      (await call(owner, '/api/purchase', { productId: first._id, quantity: first.minOrder, address: '1 Matrix Way' }))
        .insertedId as string;
    let codes = 0;
    ctx = {
      productId: first._id,
      photo: first.photo,
      spareProductId: () => '',
      orderOf,
      clientSecretOf: async (owner) =>
        (await call(owner, '/api/create-payment-intent', { orderId: await orderOf(owner) })).clientSecret,
      paidOrderOf: async (owner) => {
        const id = await orderOf(owner);
        const { clientSecret } = await call(owner, '/api/create-payment-intent', { orderId: id });
        await call(owner, '/api/test-payments/confirm', {
          clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
        });
        return id;
      },
      deliveredOrderOf: async (owner) => {
        const id = await ctx.paidOrderOf(owner);
        for (const status of ['shipped', 'delivered']) {
          await app.inject({
            method: 'PATCH',
            url: `/api/purchase/${id}/status`,
            payload: { status },
            headers: admin.headers,
          });
        }
        const read = await app.inject({ url: `/api/purchase/${id}`, headers: owner.headers });
        return { id, lineId: read.json().lines[0].id as string };
      },
      askedReturnOf: async (owner) => {
        const { id, lineId } = await ctx.deliveredOrderOf(owner);
        const asked = await call(owner, `/api/purchase/${id}/returns`, {
          lines: [{ lineId, quantity: 1 }],
          reason: 'Not to my taste',
        });
        return { id, returnId: asked.id as string };
      },
      reviewOf: async (author) =>
        (await call(author, '/api/reviews', { productId: first._id, review: 'Fine tea.', rating: 4 })).insertedId,
      emptyCartOf: async (owner) => {
        const { lines } = (await app.inject({ method: 'GET', url: '/api/cart', headers: owner.headers })).json();
        for (const line of lines as { productId: string }[]) {
          await app.inject({ method: 'DELETE', url: `/api/cart/items/${line.productId}`, headers: owner.headers });
        }
      },
      addressOf: async (owner) => (await call(owner, '/api/addresses', AN_ADDRESS)).id as string,
      freeCountry: () => {
        const country = countries.next().value;
        if (!country) throw new Error('No country is left for a zone');
        return country;
      },
      zone: async () => {
        const country = ctx.freeCountry();
        const made = await addZone(app.db, { name: `Zone ${country}`, countries: [country], restOfWorld: false });
        const id = made.zones.find((zone) => zone.countries.includes(country))!.id;
        const setup = await addMethod(app.db, id, { ...STANDARD, name: 'Standard' });
        return { id, methodId: setup.zones.find((zone) => zone.id === id)!.methods[0]!.id };
      },
      message: async () =>
        keepMessage(app.db, { name: 'Matrix Sender', email: 'sender@example.com', message: 'Hello', ip: '127.0.0.1' }),
      newsletterConsentOf: async (owner) => {
        const given = await app.inject({
          method: 'PUT',
          url: '/api/profile/consents/newsletter',
          payload: { given: true },
          headers: owner.headers,
        });
        return given.json().consents.find((c: { kind: string }) => c.kind === 'newsletter')._id;
      },
      freeCode: () => {
        codes += 1;
        return `MATRIX${codes}`;
      },
      category: async () => (await addCategory(app.db, `Matrix ${ctx.freeCode()}`))._id,
      promotion: async () =>
        (
          await addPromotion(
            app.db,
            promotionInput.parse({
              code: ctx.freeCode(),
              name: 'Matrix',
              kind: 'percent',
              percent: 5,
              target: 'order',
            }),
            'UTC',
          )
        )._id,
      deliveryMethodId: async () => {
        const quoted = await app.inject({
          method: 'POST',
          url: '/api/shipping/quote',
          payload: {
            country: DELIVERY.country,
            region: DELIVERY.region,
            lines: [{ productId: first._id, quantity: 4 }],
          },
        });
        return quoted.json().methods[0].id as string;
      },
    };
  });

  for (const row of MATRIX) {
    for (const role of ['anonymous', 'customer', 'otherCustomer', 'admin'] as const) {
      it(`${row.call} as ${role} → ${row.expect[role]}`, async () => {
        // A fresh customer per case: calls such as Remove User change their target.
        const target = await signUp(app);
        const caller =
          role === 'anonymous' ? null : role === 'customer' ? target : role === 'admin' ? admin : await signUp(app);
        const spare = await insertProduct(app.db, { ...NEW_PRODUCT, photo: ctx.photo }, admin);
        const { method, url, payload } = await row.request(target, caller, { ...ctx, spareProductId: () => spare });
        const res = await app.inject({ method, url, payload, headers: caller ? caller.headers : {} });
        expect(res.statusCode, res.body).toBe(row.expect[role]);
        if (res.statusCode >= 400)
          expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      });
    }
  }
});
