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
    call: 'GET /api/reviews/all',
    request: () => ({ method: 'GET', url: '/api/reviews/all' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'GET /api/dashboard',
    request: () => ({ method: 'GET', url: '/api/dashboard' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'GET /api/dashboard/orders.csv',
    request: () => ({ method: 'GET', url: '/api/dashboard/orders.csv?from=2026-01-01&to=2026-01-31' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'GET /api/products/{id}/admin',
    request: (_t, _c, ctx) => ({ method: 'GET', url: `/api/products/${ctx.productId}/admin` }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    // Each caller deletes their own account. This row comes before any row that makes a customer an
    // administrator: the matrix's admin is then the shop's only one, and may not leave (409).
    call: 'DELETE /api/profile',
    request: () => ({ method: 'DELETE', url: '/api/profile', payload: { confirm: 'DELETE' } }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 409 },
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
    call: 'GET /api/users',
    request: () => ({ method: 'GET', url: '/api/users?q=example&page=1' }),
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
    call: 'GET /api/profile/export',
    request: () => ({ method: 'GET', url: '/api/profile/export' }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'GET /api/outbox',
    request: () => ({ method: 'GET', url: '/api/outbox' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'GET /api/pages/{slug}',
    request: () => ({ method: 'GET', url: '/api/pages/shipping-and-returns' }),
    expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'PUT /api/pages/{slug}',
    request: () => ({
      method: 'PUT',
      url: '/api/pages/shipping-and-returns',
      payload: { body: 'Delivery in three days.' },
    }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'GET /api/categories',
    request: () => ({ method: 'GET', url: '/api/categories' }),
    expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'POST /api/categories',
    request: (_t, _c, ctx) => ({ method: 'POST', url: '/api/categories', payload: { name: ctx.freeCode() } }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
  },
  {
    call: 'PATCH /api/categories/{a category}',
    request: async (_t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/categories/${await ctx.category()}`,
      payload: { position: 1 },
    }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'DELETE /api/categories/{a category}',
    request: async (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/categories/${await ctx.category()}` }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 204 },
  },
  {
    call: 'GET /api/products/facets',
    request: () => ({ method: 'GET', url: '/api/products/facets?caffeine=low' }),
    expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'GET /api/messages',
    request: () => ({ method: 'GET', url: '/api/messages' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'PATCH /api/messages/{id}',
    request: async (_t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/messages/${await ctx.message()}`,
      payload: { read: true },
    }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'POST /api/messages/{id}/replies',
    request: async (_t, _c, ctx) => ({
      method: 'POST',
      url: `/api/messages/${await ctx.message()}/replies`,
      payload: { body: 'Thank you for writing.' },
    }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
  },
  {
    call: 'POST /api/products',
    request: (_t, _c, ctx) => ({ method: 'POST', url: '/api/products', payload: { ...NEW_PRODUCT, photo: ctx.photo } }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
  },
  {
    call: 'PATCH /api/products/{id}',
    request: (_t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/products/${ctx.spareProductId()}`,
      payload: { price: 11 },
    }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'DELETE /api/products/{id}',
    request: (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/products/${ctx.spareProductId()}` }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'POST /api/purchase',
    request: (_t, _c, ctx) => ({
      method: 'POST',
      url: '/api/purchase',
      payload: { productId: ctx.spareProductId(), quantity: 1, address: '1 Matrix Way' },
    }),
    expect: { anonymous: 401, customer: 201, otherCustomer: 201, admin: 201 },
  },
  {
    call: 'GET /api/cart',
    request: () => ({ method: 'GET', url: '/api/cart' }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'POST /api/cart/items',
    request: (_t, _c, ctx) => ({
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId: ctx.spareProductId(), quantity: 1 },
    }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    // A line the caller's cart does not hold: the route is for customers, and each cart is its owner's.
    call: 'PUT /api/cart/items/{productId}',
    request: (_t, _c, ctx) => ({
      method: 'PUT',
      url: `/api/cart/items/${ctx.spareProductId()}`,
      payload: { quantity: 1 },
    }),
    expect: { anonymous: 401, customer: 404, otherCustomer: 404, admin: 404 },
  },
  {
    call: 'DELETE /api/cart/items/{productId}',
    request: (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/cart/items/${ctx.productId}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'POST /api/cart/merge',
    request: (_t, _c, ctx) => ({
      method: 'POST',
      url: '/api/cart/merge',
      payload: { lines: [{ productId: ctx.productId, quantity: 1 }] },
    }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'POST /api/cart/preview',
    request: (_t, _c, ctx) => ({
      method: 'POST',
      url: '/api/cart/preview',
      payload: { lines: [{ productId: ctx.productId, quantity: 1 }] },
    }),
    expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    // The caller's cart was emptied just before: there is nothing to check out.
    call: 'POST /api/cart/checkout',
    request: async (_t, caller, ctx) => {
      if (caller) await ctx.emptyCartOf(caller);
      return { method: 'POST', url: '/api/cart/checkout', payload: { address: DELIVERY } };
    },
    expect: { anonymous: 401, customer: 409, otherCustomer: 409, admin: 409 },
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
    expect: { anonymous: 201, customer: 201, otherCustomer: 201, admin: 201 },
  },
  {
    call: 'GET /api/purchase',
    request: () => ({ method: 'GET', url: '/api/purchase' }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
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
  {
    call: 'GET /api/allOrder',
    request: () => ({ method: 'GET', url: '/api/allOrder' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'PATCH /api/purchase/{id}/status',
    request: async (t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/purchase/${await ctx.orderOf(t)}/status`,
      payload: { status: 'cancelled' },
    }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: "POST /api/purchase/{the customer's paid order}/refunds",
    request: async (t, _c, ctx) => ({
      method: 'POST',
      url: `/api/purchase/${await ctx.paidOrderOf(t)}/refunds`,
      payload: { amount: 1, reason: 'A dented tin' },
    }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
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
    expect: { anonymous: 401, customer: 201, otherCustomer: 404, admin: 404 },
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
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: "POST /api/create-payment-intent (the customer's order)",
    request: async (t, _c, ctx) => ({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { orderId: await ctx.orderOf(t) },
    }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 404 },
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
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  {
    call: "PATCH /api/purchase/{the customer's order} (a payment)",
    request: async (t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/purchase/${await ctx.orderOf(t)}`,
      payload: { transactionId: 'pi_NotAPaymentOfOurs1' },
    }),
    expect: { anonymous: 401, customer: 402, otherCustomer: 404, admin: 404 },
  },
  {
    call: 'POST /api/reviews',
    request: (_t, _c, ctx) => ({
      method: 'POST',
      url: '/api/reviews',
      payload: { productId: ctx.spareProductId(), review: 'Lovely.', rating: 5 },
    }),
    expect: { anonymous: 401, customer: 201, otherCustomer: 201, admin: 201 },
  },
  {
    call: "DELETE /api/reviews/{the customer's review}",
    request: async (t, _c, ctx) => ({ method: 'DELETE', url: `/api/reviews/${await ctx.reviewOf(t)}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 403, admin: 200 },
  },
  // A customer's kept addresses: another's is not found.
  {
    call: 'GET /api/addresses',
    request: () => ({ method: 'GET', url: '/api/addresses' }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'POST /api/addresses',
    request: () => ({ method: 'POST', url: '/api/addresses', payload: AN_ADDRESS }),
    expect: { anonymous: 401, customer: 201, otherCustomer: 201, admin: 201 },
  },
  {
    call: "PUT /api/addresses/{the customer's address}",
    request: async (t, _c, ctx) => ({
      method: 'PUT',
      url: `/api/addresses/${await ctx.addressOf(t)}`,
      payload: AN_ADDRESS,
    }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  {
    call: "DELETE /api/addresses/{the customer's address}",
    request: async (t, _c, ctx) => ({ method: 'DELETE', url: `/api/addresses/${await ctx.addressOf(t)}` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  {
    call: "POST /api/addresses/{the customer's address}/default",
    request: async (t, _c, ctx) => ({ method: 'POST', url: `/api/addresses/${await ctx.addressOf(t)}/default` }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  // The owner's shipping and tax (docs/decisions/0033-shipping-and-tax.md); the quote is anyone's.
  {
    call: 'GET /api/shipping',
    request: () => ({ method: 'GET', url: '/api/shipping' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'POST /api/shipping/zones',
    request: (_t, _c, ctx) => {
      const country = ctx.freeCountry();
      return { method: 'POST', url: '/api/shipping/zones', payload: { name: `Zone ${country}`, countries: [country] } };
    },
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
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
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'DELETE /api/shipping/zones/{a zone}',
    request: async (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/shipping/zones/${(await ctx.zone()).id}` }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'POST /api/shipping/zones/{a zone}/methods',
    request: async (_t, _c, ctx) => ({
      method: 'POST',
      url: `/api/shipping/zones/${(await ctx.zone()).id}/methods`,
      payload: { name: 'Express', rate: { kind: 'flat', price: 14.9 } },
    }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
  },
  {
    call: 'PUT /api/shipping/methods/{a method}',
    request: async (_t, _c, ctx) => ({
      method: 'PUT',
      url: `/api/shipping/methods/${(await ctx.zone()).methodId}`,
      payload: { name: 'Standard', rate: { kind: 'flat', price: 5.9 } },
    }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'DELETE /api/shipping/methods/{a method}',
    request: async (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/shipping/methods/${(await ctx.zone()).methodId}` }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  // The owner's promotions (docs/decisions/0035-promotions.md).
  {
    call: 'GET /api/promotions',
    request: () => ({ method: 'GET', url: '/api/promotions' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'POST /api/promotions',
    request: (_t, _c, ctx) => ({
      method: 'POST',
      url: '/api/promotions',
      payload: { code: ctx.freeCode(), name: 'Matrix', kind: 'percent', percent: 10, target: 'order' },
    }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
  },
  {
    call: 'PUT /api/promotions/{a promotion}',
    request: async (_t, _c, ctx) => ({
      method: 'PUT',
      url: `/api/promotions/${await ctx.promotion()}`,
      payload: { code: ctx.freeCode(), name: 'Matrix', kind: 'amount', amount: 5, target: 'order' },
    }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'DELETE /api/promotions/{a promotion}',
    request: async (_t, _c, ctx) => ({ method: 'DELETE', url: `/api/promotions/${await ctx.promotion()}` }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 204 },
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
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  // The mails sent with consent (docs/decisions/0044-mails-with-consent.md).
  {
    call: 'POST /api/subscriptions (the newsletter, an address of its own)',
    request: (_t, _c, ctx) => ({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { kind: 'newsletter', email: `${ctx.freeCode().toLowerCase()}@example.com` },
    }),
    expect: { anonymous: 201, customer: 201, otherCustomer: 201, admin: 201 },
  },
  {
    // A guest's cart reminder is open to anyone: the cart is kept for the address given.
    call: 'PUT /api/cart/reminder',
    request: (_t, _c, ctx) => ({
      method: 'PUT',
      url: '/api/cart/reminder',
      payload: {
        email: 'matrix.reminder@example.com',
        remind: true,
        lines: [{ productId: ctx.productId, sizeId: `size_${ctx.productId}`, quantity: 1 }],
      },
    }),
    expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'POST /api/subscriptions/confirm (a link not of the shop)',
    request: () => ({ method: 'POST', url: '/api/subscriptions/confirm', payload: { token: 'not.ours' } }),
    expect: { anonymous: 400, customer: 400, otherCustomer: 400, admin: 400 },
  },
  {
    call: 'POST /api/subscriptions/unsubscribe (a link not of the shop)',
    request: () => ({ method: 'POST', url: '/api/subscriptions/unsubscribe', payload: { token: 'not.ours' } }),
    expect: { anonymous: 400, customer: 400, otherCustomer: 400, admin: 400 },
  },
  {
    call: 'GET /api/profile/consents',
    request: () => ({ method: 'GET', url: '/api/profile/consents' }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: 'PUT /api/profile/consents/{kind}',
    request: () => ({
      method: 'PUT',
      url: '/api/profile/consents/refill_reminders',
      payload: { given: true, cupsPerDay: 3 },
    }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: "DELETE /api/profile/consents/{the customer's consent}",
    request: async (t, _c, ctx) => ({
      method: 'DELETE',
      url: `/api/profile/consents/${await ctx.newsletterConsentOf(t)}`,
    }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  {
    call: "GET /api/orders/{the customer's delivered order}/refills",
    request: async (t, _c, ctx) => ({
      method: 'GET',
      url: `/api/orders/${(await ctx.deliveredOrderOf(t)).id}/refills`,
    }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 404, admin: 404 },
  },
  {
    call: "PATCH /api/orders/{the customer's delivered order}/refills/{a refill not there}",
    request: async (t, _c, ctx) => ({
      method: 'PATCH',
      url: `/api/orders/${(await ctx.deliveredOrderOf(t)).id}/refills/refill_none`,
      payload: { remindOn: '2999-01-01' },
    }),
    expect: { anonymous: 401, customer: 404, otherCustomer: 404, admin: 404 },
  },
  {
    call: 'GET /api/newsletters',
    request: () => ({ method: 'GET', url: '/api/newsletters' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'POST /api/newsletters/preview',
    request: () => ({ method: 'POST', url: '/api/newsletters/preview', payload: { subject: 'News', body: 'Tea.' } }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'POST /api/newsletters',
    request: async (t, _c, ctx) => {
      // One subscriber at least: a newsletter to nobody is refused (409).
      await ctx.newsletterConsentOf(t);
      return { method: 'POST', url: '/api/newsletters', payload: { subject: 'News', body: 'Tea.' } };
    },
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 201 },
  },
  {
    call: 'GET /api/reminder-settings',
    request: () => ({ method: 'GET', url: '/api/reminder-settings' }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'PUT /api/reminder-settings',
    request: () => ({ method: 'PUT', url: '/api/reminder-settings', payload: { cartReminderHours: 24 } }),
    expect: { anonymous: 401, customer: 403, otherCustomer: 403, admin: 200 },
  },
  {
    call: 'POST /api/shipping/quote',
    request: (_t, _c, ctx) => ({
      method: 'POST',
      url: '/api/shipping/quote',
      payload: { country: 'US', region: 'IL', lines: [{ productId: ctx.productId, quantity: 1 }] },
    }),
    expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
  },
  // The account routes (Better Auth behind the shop's rules, docs/decisions/0009-accounts-trust.md).
  {
    call: 'GET /api/auth/get-session',
    request: () => ({ method: 'GET', url: '/api/auth/get-session' }),
    expect: { anonymous: 200, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: "POST /api/auth/update-user (one's own name)",
    request: () => ({ method: 'POST', url: '/api/auth/update-user', payload: { name: 'Matrix Name' } }),
    expect: { anonymous: 401, customer: 200, otherCustomer: 200, admin: 200 },
  },
  {
    call: "POST /api/auth/admin/set-role (the customer, as 'admin')",
    request: (target) => ({
      method: 'POST',
      url: '/api/auth/admin/set-role',
      payload: { email: target.email, role: 'admin' },
    }),
    expect: { anonymous: 404, customer: 404, otherCustomer: 404, admin: 404 },
  },
  {
    call: 'POST /api/auth/admin/impersonate-user (the customer)',
    request: (target) => ({
      method: 'POST',
      url: '/api/auth/admin/impersonate-user',
      payload: { email: target.email },
    }),
    expect: { anonymous: 404, customer: 404, otherCustomer: 404, admin: 404 },
  },
  {
    call: 'GET /api/auth/list-sessions',
    request: () => ({ method: 'GET', url: '/api/auth/list-sessions' }),
    expect: { anonymous: 404, customer: 404, otherCustomer: 404, admin: 404 },
  },
  {
    call: 'POST /api/auth/delete-user',
    request: () => ({ method: 'POST', url: '/api/auth/delete-user', payload: {} }),
    expect: { anonymous: 404, customer: 404, otherCustomer: 404, admin: 404 },
  },
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
