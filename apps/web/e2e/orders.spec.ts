import type { APIRequestContext, Page } from '@playwright/test';
import { orderDialog, toasts } from '@teatree/shared/messages';
import { orderMessages } from '@teatree/shared/schemas/order';
import { createCustomer, newAccount, PASSWORD, signInAsAdmin, signUp } from './accounts';
import { expect, expectHttpError, test } from './fixtures';

type Product = {
  _id: string;
  name: string;
  brand: string;
  description: string;
  category: string;
  price: number;
  quantity: number;
  minOrder: number;
  photo: string;
};
type Order = {
  _id: string;
  productId: string | null;
  name: string;
  total: number;
  paid: boolean;
  transactionId: string | null;
  status: string;
};

const ADDRESS = '12 Leaf Lane, Greenville 4021';

async function getProduct(request: APIRequestContext, id: string): Promise<Product> {
  const response = await request.get(`/api/products/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Product;
}

/** A demo tea with plenty in stock that also fits `fits`, read fresh: other tests order from the same shelves. */
async function findProduct(request: APIRequestContext, fits: (p: Product) => boolean = () => true): Promise<Product> {
  const response = await request.get('/api/products?limit=100');
  expect(response.status()).toBe(200);
  const products = (await response.json()) as Product[];
  const product = products.find((p) => p.quantity >= p.minOrder + 30 && fits(p));
  if (!product) throw new Error('No tea in the catalogue fits this test');
  return product;
}

/** Teas with different names, so each order's row (and its delete button) is told apart by name. */
async function findProducts(request: APIRequestContext, count: number): Promise<Product[]> {
  const response = await request.get('/api/products?limit=100');
  const products = ((await response.json()) as Product[]).filter((p) => p.quantity >= p.minOrder + 30);
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

async function placeOrder(request: APIRequestContext, product: Product, quantity = product.minOrder): Promise<Order> {
  const response = await request.post('/api/purchase', {
    data: { productId: product._id, quantity, address: ADDRESS },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: Order }).order;
}

/** Pays an order the way the payment page does, with the test provider's good card. */
async function payOrder(request: APIRequestContext, order: Order): Promise<string> {
  const intent = await request.post('/api/create-payment-intent', { data: { orderId: order._id } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirm = await request.post('/api/test-payments/confirm', {
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const { paymentIntent } = (await confirm.json()) as { paymentIntent: { id: string } };
  const paid = await request.patch(`/api/purchase/${order._id}`, {
    data: { transactionId: paymentIntent.id, productId: order.productId },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return paymentIntent.id;
}

/** A tea of the test's own, with little stock, made by the admin (and removed again by `removeProduct`). */
async function addProduct(admin: APIRequestContext, fields: { quantity: number; minOrder: number }): Promise<Product> {
  const model = await findProduct(admin);
  const name = `Race Tea ${Date.now() % 100000}`;
  const response = await admin.post('/api/products', {
    data: {
      name,
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

async function removeProduct(admin: APIRequestContext, product: Product) {
  const response = await admin.delete(`/api/products/${product._id}`);
  expect(response.status()).toBe(200);
}

/** My Orders' or Manage All Orders' table row of one order (the desktop project shows the table). */
function orderRow(page: Page, text: string) {
  return page.getByRole('table').getByRole('row').filter({ hasText: text });
}

const purchaseButton = (page: Page) => page.getByRole('button', { name: 'Purchase', exact: true });

test.describe('ordering a tea', () => {
  test('shows the tea, checks each rule of the form, places the order and leads to My Orders', async ({ page }) => {
    const customer = await createCustomer(page.request, 'Olive Oolong');
    const product = await findProduct(page.request, (p) => p.minOrder >= 2);
    await page.goto(`/products/${product._id}`);

    await expect(page).toHaveTitle(`Order ${product.name} · TeaTree`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const facts = page.getByRole('article');
    await expect(facts).toContainText(`$${product.price.toFixed(2)}`);
    await expect(facts).toContainText(`In stock${product.quantity}`);
    await expect(facts).toContainText(`Min. order${product.minOrder}`);

    // The customer's name and e-mail come from the session, read-only.
    await expect(page.getByLabel('Name')).toHaveValue(customer.name);
    await expect(page.getByLabel('Name')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    const quantity = page.getByLabel('Quantity');
    await expect(quantity).toHaveValue(String(product.minOrder));

    // Below the minimum, with no address.
    await quantity.fill(String(product.minOrder - 1));
    await purchaseButton(page).click();
    await expect(page.getByText(orderMessages.quantityBelowMin(product.minOrder), { exact: true })).toBeVisible();
    await expect(page.getByText(orderMessages.addressRequired, { exact: true })).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');

    // Above what is in stock.
    await quantity.fill(String(product.quantity + 1));
    await purchaseButton(page).click();
    await expect(page.getByText(orderMessages.quantityAboveStock(product.quantity), { exact: true })).toBeVisible();

    const ordered = product.minOrder + 1;
    await quantity.fill(String(ordered));
    const total = ((Math.round(product.price * 100) * ordered) / 100).toFixed(2);
    await expect(page.getByText(`Total $${total}`)).toBeVisible();
    await page.getByLabel('Address').fill(ADDRESS);
    await page.getByLabel('Phone (optional)').fill('+1 555 0100');
    await purchaseButton(page).click();

    await expect(page.getByText(toasts.purchaseOk, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeFocused();
    const placed = page.getByRole('region', { name: 'Your order' });
    const payNow = placed.getByRole('link', { name: 'Pay now' });
    await expect(payNow).toHaveAttribute('href', /^\/payment\/.+/);
    const paymentHref = await payNow.getAttribute('href');
    // The order took its quantity from stock.
    await expect(page.getByRole('article')).toContainText(`In stock${product.quantity - ordered}`);

    await placed.getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL('/myOrders');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      '#',
      'Name',
      'Address/Email',
      'Quantity',
      'Total',
      'Status',
      'Action',
      'Payment',
    ]);
    const row = orderRow(page, product.name);
    await expect(row.getByRole('cell').first()).toHaveText('1');
    await expect(row.getByRole('rowheader')).toContainText(product.category);
    await expect(row).toContainText(customer.email);
    await expect(row).toContainText(ADDRESS);
    await expect(row).toContainText(String(ordered));
    await expect(row).toContainText(`$${total}`);
    await expect(row).toContainText('Awaiting payment');
    await expect(row.getByRole('link', { name: /Pay Now/ })).toHaveAttribute('href', paymentHref ?? '');
    await expect(row.getByRole('button', { name: `Delete order ${product.name}` })).toBeVisible();
  });

  test('an order the stock can no longer cover: the server says so on the field, and the tea shows sold out', async ({
    page,
    request,
  }) => {
    const admin = request;
    await signInAsAdmin(admin);
    const product = await addProduct(admin, { quantity: 3, minOrder: 2 });
    try {
      await createCustomer(page.request, 'Late Larry');
      await page.goto(`/products/${product._id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await page.getByLabel('Quantity').fill('3');
      await page.getByLabel('Address').fill(ADDRESS);

      // Meanwhile someone else buys two of the three: one is left, fewer than the minimum of two.
      await placeOrder(admin, product, 2);
      expectHttpError(page, 409, '/api/purchase');
      await purchaseButton(page).click();

      await expect(page.getByText(toasts.purchaseFailed, { exact: true })).toBeVisible();
      await expect(page.getByText(orderMessages.soldOut, { exact: true })).toBeVisible();
      await expect(page.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('article')).toContainText('In stockSold out');
      await expect(page.getByRole('status').filter({ hasText: orderMessages.soldOut })).toBeVisible();
      await expect(purchaseButton(page)).toBeDisabled();
    } finally {
      await removeProduct(admin, product);
    }
  });

  test('a tea that is not there shows a friendly page', async ({ page }) => {
    await createCustomer(page.request);
    expectHttpError(page, 404, '/api/products/prod_no_such_tea');
    await page.goto('/products/prod_no_such_tea');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this tea' })).toBeVisible();
    await page.getByRole('link', { name: 'See all our teas' }).click();
    await expect(page).toHaveURL('/products');
  });

  test('a visitor opening a tea is sent to /login and comes back to it after signing in', async ({ page, request }) => {
    const account = await signUp(request, newAccount('Returning Rosa'));
    const product = await findProduct(request);
    await page.goto(`/products/${product._id}`);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/products/${product._id}`)}`);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(`/products/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
  });

  test('/purchase explains ordering and leads to a tea', async ({ page }) => {
    await createCustomer(page.request, 'Curious Cora');
    await page.goto('/purchase');
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'How ordering works' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['1. Choose a tea', '2. Place your order', '3. Pay by card']);

    const response = await page.request.get('/api/products?limit=8');
    const newest = (await response.json()) as Product[];
    const teas = page.getByRole('region', { name: 'Teas to start with' }).getByRole('listitem');
    await expect(teas).toHaveCount(newest.length);
    await expect(page.getByRole('link', { name: /Choose a tea from the full list/ })).toHaveAttribute(
      'href',
      '/products',
    );

    const first = newest[0]!;
    await teas.first().getByRole('link').click();
    await expect(page).toHaveURL(`/products/${first._id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  });
});

test.describe('My Orders', () => {
  test('deletes an unpaid order through the dialog: Cancel keeps it, Delete removes it and returns its stock', async ({
    page,
  }) => {
    await createCustomer(page.request, 'Dora Delete');
    const [kept, removed] = await findProducts(page.request, 2);
    await placeOrder(page.request, kept!);
    const before = (await getProduct(page.request, removed!._id)).quantity;
    await placeOrder(page.request, removed!);
    expect((await getProduct(page.request, removed!._id)).quantity).toBe(before - removed!.minOrder);

    await page.goto('/myOrders');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    const row = orderRow(page, removed!.name);
    const deleteButton = row.getByRole('button', { name: `Delete order ${removed!.name}` });

    await deleteButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(`${orderDialog.title} ${removed!.name}`);
    await expect(page.getByRole('dialog', { name: `${orderDialog.title} ${removed!.name}` })).toBeVisible();
    await expect(dialog.getByText(orderDialog.body, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(toasts.orderDeleted(removed!.name), { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(rows).toHaveCount(2);
    await expect(orderRow(page, kept!.name)).toBeVisible();
    expect((await getProduct(page.request, removed!._id)).quantity).toBe(before);
  });

  test('a paid order shows Paid with its transaction id, and its customer cannot delete it', async ({ page }) => {
    await createCustomer(page.request, 'Paula Paid');
    const product = await findProduct(page.request);
    const order = await placeOrder(page.request, product);
    const transactionId = await payOrder(page.request, order);

    await page.goto('/myOrders');
    const row = orderRow(page, product.name);
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('Transaction id');
    await expect(row).toContainText(transactionId);
    await expect(row.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Delete order/ })).toHaveCount(0);
    await expect(row).toContainText("Paid orders can't be deleted");
  });

  test('with no orders yet, leads to the teas', async ({ page }) => {
    await createCustomer(page.request, 'New Nina');
    await page.goto('/myOrders');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('link', { name: 'Browse our teas' }).click();
    await expect(page).toHaveURL('/products');
  });

  test('pages through more than ten orders, numbering on from page to page', async ({ page }) => {
    await createCustomer(page.request, 'Many Orders Max');
    const product = await findProduct(page.request, (p) => p.quantity >= p.minOrder * 11 + 30);
    for (let i = 0; i < 11; i += 1) await placeOrder(page.request, product);

    await page.goto('/myOrders');
    await expect(page.getByText('11 orders in all.')).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(11);
    const pager = page.getByRole('navigation', { name: 'Pages of your orders' });
    await expect(pager).toContainText('Page 1 of 2');
    await pager.getByRole('link', { name: /Next/ }).click();

    await expect(page).toHaveURL('/myOrders?page=2');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByRole('cell').first()).toHaveText('11');
    await expect(pager).toContainText('Page 2 of 2');
  });

  test('orders answering 403 sign the customer out and go to /login', async ({ page }) => {
    await createCustomer(page.request);
    await page.route(
      (url) => url.pathname === '/api/purchase',
      (route) =>
        route.fulfill({ status: 403, json: { error: 'Forbidden', message: 'You can only see your own orders' } }),
    );
    expectHttpError(page, 403, '/api/purchase');
    await page.goto('/myOrders');
    await expect(page).toHaveURL('/login?redirectTo=%2FmyOrders');
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
  });
});

test.describe('Manage All Orders', () => {
  test("shows every customer's orders and ships a paid one, then marks it delivered", async ({ page, adminPage }) => {
    const customer = await createCustomer(page.request, 'Shipping Sam');
    const product = await findProduct(page.request);
    await payOrder(page.request, await placeOrder(page.request, product));

    await adminPage.goto('/manageOrder');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Manage All Orders' })).toBeVisible();
    const row = orderRow(adminPage, customer.email);
    await expect(row).toContainText(customer.name);
    await expect(row).toContainText(product.name);
    await expect(row).toContainText('Paid');
    await expect(row.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);

    await row.getByRole('button', { name: /Mark shipped/ }).click();
    await expect(adminPage.getByText(`Order ${product.name} is shipped`, { exact: true })).toBeVisible();
    await expect(row).toContainText('Shipped');
    await expect(row.getByRole('button', { name: /Mark shipped/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);

    await row.getByRole('button', { name: /Mark delivered/ }).click();
    await expect(adminPage.getByText(`Order ${product.name} is delivered`, { exact: true })).toBeVisible();
    await expect(row).toContainText('Delivered');
    await expect(row.getByRole('button', { name: /Mark/ })).toHaveCount(0);

    // The customer follows it in My Orders.
    await page.goto('/myOrders');
    await expect(orderRow(page, product.name)).toContainText('Delivered');
  });

  test('filters by status', async ({ page, adminPage }) => {
    const customer = await createCustomer(page.request, 'Filter Fay');
    const product = await findProduct(page.request);
    await placeOrder(page.request, product);

    await adminPage.goto('/manageOrder');
    await expect(orderRow(adminPage, customer.email)).toBeVisible();
    await adminPage.getByLabel('Status').selectOption('Paid');
    await expect(adminPage).toHaveURL('/manageOrder?status=paid');
    await expect(orderRow(adminPage, customer.email)).toHaveCount(0);

    await adminPage.getByLabel('Status').selectOption('Awaiting payment');
    await expect(adminPage).toHaveURL('/manageOrder?status=pending');
    await expect(orderRow(adminPage, customer.email)).toContainText('Awaiting payment');
    const statuses = adminPage
      .getByRole('table')
      .getByRole('row')
      .filter({ has: adminPage.getByRole('rowheader') });
    for (const row of await statuses.all()) await expect(row).toContainText('Awaiting payment');
  });

  test('cancels an unpaid order after asking, and its tea goes back to stock', async ({ page, adminPage }) => {
    const customer = await createCustomer(page.request, 'Cancel Cleo');
    const product = await findProduct(page.request);
    const before = (await getProduct(page.request, product._id)).quantity;
    await placeOrder(page.request, product);

    await adminPage.goto('/manageOrder');
    const row = orderRow(adminPage, customer.email);
    await row.getByRole('button', { name: /Cancel order/ }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toContainText(product.name);
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Awaiting payment');

    await row.getByRole('button', { name: /Cancel order/ }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(adminPage.getByText(`Order ${product.name} is cancelled`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
    expect((await getProduct(page.request, product._id)).quantity).toBe(before);

    // The customer sees it cancelled, with nothing to pay.
    await page.goto('/myOrders');
    const own = orderRow(page, product.name);
    await expect(own).toContainText('Cancelled');
    await expect(own.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
  });

  test('deletes any order through the same dialog', async ({ page, adminPage }) => {
    const customer = await createCustomer(page.request, 'Gone Gus');
    const product = await findProduct(page.request);
    await payOrder(page.request, await placeOrder(page.request, product));

    await adminPage.goto('/manageOrder');
    const row = orderRow(adminPage, customer.email);
    await row.getByRole('button', { name: `Delete order ${product.name}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: `${orderDialog.title} ${product.name}` });
    await expect(dialog).toContainText(orderDialog.body);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(adminPage.getByText(toasts.orderDeleted(product.name), { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
