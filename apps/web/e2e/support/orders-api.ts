import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Quote, QuotedMethod } from '@teatree/shared/schemas/quote';
import { type Account, createCustomer, signInAsAdmin } from './accounts';
import { type ApiProduct, demoTeas } from './catalogue';

/**
 * Orders made and moved straight through the API, so only the flow under test goes through the
 * screens. Every call acts as whoever `request` is signed in as (a customer, or the administrator).
 */

/** A tea as the API answers it (the catalogue tests' own type). */
export type ShopProduct = ApiProduct;

export type ShopOrder = {
  _id: string;
  /** The order's number, shown as "#1001" (docs/decisions/0031-order-numbers.md). */
  number: number;
  productId: string | null;
  name: string;
  category: string;
  price: number;
  quantity: number;
  /** What the buyer pays: the teas, the shipping and the tax (docs/decisions/0033-shipping-and-tax.md). */
  total: number;
  subtotal: number;
  shipping: number;
  tax: number;
  lines: { name: string; price: number; quantity: number; total: number }[];
  user: string;
  email: string;
  paid: boolean;
  transactionId: string | null;
  status: string;
  expiresAt: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  history?: { status: string; at: string; note: string | null }[];
};

export const ADDRESS = '12 Leaf Lane, Greenville 4021';
export const PHONE = '+1 555 0100';

/**
 * The first delivery method the shop offers for these teas to a country (and region), as the cart and
 * the checkout show it, with the order's totals by it: what a checkout of them comes to.
 */
export async function firstMethodTo(
  request: APIRequestContext,
  to: { country: string; region?: string },
  lines: { productId: string; quantity: number }[],
): Promise<QuotedMethod> {
  const [method] = (await quoteTo(request, to, lines)).methods;
  if (!method) throw new Error(`no delivery method to ${to.country}`);
  return method;
}

/** The whole quote of these teas to a country: its methods, and the teas a gift adds (the demo's, over $75). */
export async function quoteTo(
  request: APIRequestContext,
  to: { country: string; region?: string },
  lines: { productId: string; quantity: number }[],
): Promise<Quote> {
  const quoted = await request.post('/api/shipping/quote', { data: { region: '', ...to, lines } });
  expect(quoted.status(), await quoted.text()).toBe(200);
  return (await quoted.json()) as Quote;
}

export async function getProduct(request: APIRequestContext, id: string): Promise<ShopProduct> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ShopProduct;
}

/** A demo tea with plenty in stock that also fits `fits`, read fresh: other tests order from the same shelves. */
export async function findProduct(
  request: APIRequestContext,
  fits: (p: ShopProduct) => boolean = () => true,
): Promise<ShopProduct> {
  const products = await demoTeas(request);
  const product = products.find((p) => p.quantity >= p.minOrder + 30 && fits(p));
  if (!product) throw new Error('No tea in the catalogue fits this test');
  return product;
}

/** Teas with different names, so each order's row (and its buttons) is told apart by name. */
export async function findProducts(request: APIRequestContext, count: number): Promise<ShopProduct[]> {
  const products = (await demoTeas(request)).filter((p) => p.quantity >= p.minOrder + 30);
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

export async function placeOrder(
  request: APIRequestContext,
  product: Pick<ShopProduct, '_id' | 'minOrder'>,
  quantity = product.minOrder,
  extra: { phone?: string } = {},
): Promise<ShopOrder> {
  const response = await request.post('/api/purchase', {
    data: { productId: product._id, quantity, address: ADDRESS, ...extra },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: ShopOrder }).order;
}

/** A new customer, signed in on `request`, with one order of a demo tea, paid when asked. */
export async function customerWithOrder(
  request: APIRequestContext,
  name: string,
  { paid = false } = {},
): Promise<{ customer: Account; product: ShopProduct; order: ShopOrder }> {
  const customer = await createCustomer(request, name);
  const product = await findProduct(request);
  const order = await placeOrder(request, product);
  if (paid) await payOrder(request, order);
  return { customer, product, order };
}

/** Pays an order the way the payment page does, with the test provider's good card. Answers the transaction id. */
export async function payOrder(request: APIRequestContext, order: Pick<ShopOrder, '_id'>): Promise<string> {
  const intent = await request.post('/api/create-payment-intent', { data: { orderId: order._id } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirm = await request.post('/api/test-payments/confirm', {
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const { paymentIntent } = (await confirm.json()) as { paymentIntent: { id: string } };
  const paid = await request.patch(`/api/purchase/${order._id}`, { data: { transactionId: paymentIntent.id } });
  expect(paid.status(), await paid.text()).toBe(200);
  return paymentIntent.id;
}

export async function getOrder(request: APIRequestContext, id: string): Promise<ShopOrder> {
  const response = await request.get(`/api/purchase/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ShopOrder;
}

/** An administrator's move (PATCH /api/purchase/{id}/status), as Manage All Orders makes it. */
export async function moveOrder(
  admin: APIRequestContext,
  id: string,
  move: { status: 'shipped' | 'delivered' | 'cancelled'; carrier?: string; trackingNumber?: string },
): Promise<ShopOrder> {
  const response = await admin.patch(`/api/purchase/${id}/status`, { data: move });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ShopOrder;
}

/** How long the shop holds an unpaid order's teas (GET /api/config, UNPAID_ORDER_MINUTES). */
export async function unpaidOrderMinutes(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/config');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: { unpaidOrderMinutes: number } }).orders.unpaidOrderMinutes;
}

let made = 0;

/**
 * A tea of the test's own, made by the administrator whose session `admin` carries: its stock moves
 * only with this test's orders, whatever other tests' orders do meanwhile (they expire, or are
 * cancelled, and give their teas back). Remove it again with `removeProduct`.
 */
export async function addProduct(
  admin: APIRequestContext,
  fields: { quantity: number; minOrder: number; name?: string; price?: number },
): Promise<ShopProduct> {
  const model = await findProduct(admin);
  made += 1;
  const response = await admin.post('/api/products', {
    data: {
      name: `Test Tea ${(Date.now() % 100000).toString(36)}${made}`,
      brand: model.brand,
      description: 'A small batch, just enough for one test.',
      category: model.category,
      price: 7.5,
      date: '2026-01-15',
      photo: model.photo,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { insertedId } = (await response.json()) as { insertedId: string };
  return getProduct(admin, insertedId);
}

export async function removeProduct(admin: APIRequestContext, product: Pick<ShopProduct, '_id'>) {
  const response = await admin.delete(`/api/products/${product._id}`);
  expect([200, 404]).toContain(response.status());
}

/**
 * Signs the administrator in on `admin`, adds teas of the test's own (see `addProduct`), hands them
 * to `use` and removes them after, whether the test passed or not.
 */
export async function withOwnTeas<const Teas extends readonly Parameters<typeof addProduct>[1][]>(
  admin: APIRequestContext,
  teas: Teas,
  use: (teas: { -readonly [K in keyof Teas]: ShopProduct }) => Promise<void>,
): Promise<void> {
  await signInAsAdmin(admin);
  const added: ShopProduct[] = [];
  try {
    for (const fields of teas) added.push(await addProduct(admin, fields));
    await use(added as { -readonly [K in keyof Teas]: ShopProduct });
  } finally {
    for (const tea of added) await removeProduct(admin, tea);
  }
}

/** My Orders' or Manage All Orders' table row of one order (at 1440 px the lists are tables). */
export function orderRow(page: Page, text: string) {
  return page.getByRole('table').getByRole('row').filter({ hasText: text });
}

/** An order's buttons on Manage All Orders that ask first, and the dialog each opens. */
const ASKING_ACTIONS = {
  ship: { button: /Mark shipped/, dialog: 'Ship this order' },
  cancel: { button: /Cancel order/, dialog: 'Cancel this order?' },
} as const;

/**
 * Opens Manage All Orders as the administrator on `page`, then the dialog of one order's button there:
 * answers the order's row (found by `text`, such as its customer's e-mail) and that dialog.
 */
export async function openOrderDialog(page: Page, text: string, action: keyof typeof ASKING_ACTIONS) {
  await page.goto('/manageOrder');
  const row = orderRow(page, text);
  await row.getByRole('button', { name: ASKING_ACTIONS[action].button }).click();
  return { row, dialog: page.getByRole('dialog', { name: ASKING_ACTIONS[action].dialog }) };
}
