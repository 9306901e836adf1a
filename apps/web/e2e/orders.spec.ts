import type { Page } from '@playwright/test';
import { orderDialog, toasts } from '@teatree/shared/messages';
import { customerDeleteDialog } from '@teatree/shared/orders/delete-dialog';
import { orderMessages } from '@teatree/shared/schemas/order';
import {
  choosePasswordAndSignIn,
  createCustomer,
  createUnverifiedCustomer,
  signInAsAdmin,
  verifyEmail,
} from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, expectHttpError, test } from './support/fixtures';
import { openPurchaseForm } from './support/journeys';
import { linkFromLog } from './support/mail-log';
import {
  ADDRESS,
  addProduct,
  customerWithOrder,
  findProduct,
  findProducts,
  getOrder,
  getProduct,
  moveOrder,
  openOrderDialog,
  orderRow,
  payOrder,
  placeOrder,
  removeProduct,
  type ShopProduct,
  unpaidOrderMinutes,
  withOwnTeas,
} from './support/orders-api';

/** The order-placed notice's words for the hold: "30 minutes", "1 minute", "2 hours", "30 seconds". */
function holdingWords(minutes: number): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (minutes < 1) return plural(Math.max(1, Math.round(minutes * 60)), 'second');
  if (minutes >= 120 && minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(Math.round(minutes), 'minute');
}

const purchaseButton = (page: Page) => page.getByRole('button', { name: 'Purchase', exact: true });

test.describe('ordering a tea', () => {
  test('shows the tea, checks each rule of the form, places the order and leads to My Orders', async ({
    page,
    request,
  }) => {
    // A tea of the test's own, so its stock moves only with this order.
    await withOwnTeas(request, [{ quantity: 120, minOrder: 2 }], ([product]) => orderTheTea(page, product));
  });

  async function orderTheTea(page: Page, product: ShopProduct) {
    const customer = await createCustomer(page.request, 'Olive Oolong');
    await page.goto(`/products/${product._id}`);

    await expect(page).toHaveTitle(`${product.name} · TeaTree`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const facts = page.getByRole('article');
    await expect(facts).toContainText(`$${product.price.toFixed(2)}`);
    await expect(facts).toContainText(`In stock${product.quantity}`);
    await expect(facts).toContainText(`Min. order${product.minOrder}`);

    // The customer's name and e-mail come from the session, read-only.
    await openPurchaseForm(page);
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
    // It says how long the tea is held for the payment (GET /api/config, orders.unpaidOrderMinutes).
    const minutes = await unpaidOrderMinutes(page.request);
    await expect(placed).toContainText(`We hold your tea for ${holdingWords(minutes)}, until `);
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
    await expect(row).toContainText('Held until');
    await expect(row.getByRole('button', { name: `Delete order ${product.name}` })).toBeVisible();
    // The order's name leads to its own page.
    await expect(row.getByRole('link', { name: `${product.name}: order details` })).toHaveAttribute(
      'href',
      (paymentHref ?? '').replace('/payment/', '/orders/'),
    );
  }

  test('an order the stock can no longer cover: the server says so, and the tea’s page shows it sold out, with no form', async ({
    page,
    request,
  }) => {
    const admin = request;
    await withOwnTeas(admin, [{ quantity: 3, minOrder: 2 }], async ([product]) => {
      await createCustomer(page.request, 'Late Larry');
      await page.goto(`/products/${product._id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await openPurchaseForm(page);
      await page.getByLabel('Quantity').fill('3');
      await page.getByLabel('Address').fill(ADDRESS);

      // Meanwhile someone else buys two of the three: one is left, fewer than the minimum of two.
      await placeOrder(admin, product, 2);
      expectHttpError(page, 409, '/api/purchase');
      await purchaseButton(page).click();

      await expect(page.getByText(toasts.purchaseFailed, { exact: true })).toBeVisible();
      // The page asks for the tea again and finds it sold out: a plain notice, no order form, no Add to cart.
      await expect(page.getByRole('heading', { level: 2, name: 'Sold out for now' })).toBeVisible();
      await expect(page.getByRole('article')).toContainText('In stockSold out');
      // The badge beside its category, and the stock figure.
      await expect(page.getByRole('article').getByText('Sold out', { exact: true })).toHaveCount(2);
      await expect(purchaseButton(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);
      await page.getByRole('link', { name: 'See all our teas' }).click();
      await expect(page).toHaveURL('/products');
    });
  });

  test('a tea that is not there shows a friendly page', async ({ page }) => {
    await createCustomer(page.request);
    expectHttpError(page, 404, '/api/products/prod_no_such_tea');
    await page.goto('/products/prod_no_such_tea');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this tea' })).toBeVisible();
    await page.getByRole('link', { name: 'See all our teas' }).click();
    await expect(page).toHaveURL('/products');
  });

  test('a visitor reads a tea’s page, signs in from it to order, and comes back to it', async ({ page, request }) => {
    const account = await createCustomer(request, 'Returning Rosa');
    const product = await findProduct(request);
    await page.goto(`/products/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} · TeaTree`);
    await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
    // No order form for a visitor: a way to sign in instead.
    await expect(purchaseButton(page)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Sign in to order' }).click();
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/products/${product._id}`)}`);

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(`/products/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await openPurchaseForm(page);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(purchaseButton(page)).toBeVisible();
  });

  test('/purchase explains ordering and leads to a tea', async ({ page, adminPage }) => {
    // A tea of this test's own, the newest: other files delete the teas they make meanwhile, and a tea
    // gone between the list and its page would end on a 404.
    const tea = await addProduct(adminPage.request, { quantity: 20, minOrder: 1 });
    try {
      await createCustomer(page.request, 'Curious Cora');
      await page.goto('/purchase');
      await expect(page.getByRole('heading', { level: 1, name: 'Purchase' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'How ordering works' }).getByRole('heading', { level: 3 }),
      ).toHaveText(['1. Choose a tea', '2. Place your order', '3. Pay by card']);

      const item = page
        .getByRole('region', { name: 'Teas to start with' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: tea.name, exact: true }) });
      // The list is the catalogue as the server last kept it: read again until the new tea is in it.
      await expect(async () => {
        await page.reload();
        await expect(item.getByRole('button', { name: `Add ${tea.name} to cart` })).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 40_000 });
      await expect(page.getByRole('link', { name: /Choose a tea from the full list/ })).toHaveAttribute(
        'href',
        '/products',
      );
      await item.getByRole('link', { name: tea.name, exact: true }).click();
      await expect(page).toHaveURL(`/products/${tea._id}`);
      await expect(page.getByRole('heading', { level: 1, name: tea.name })).toBeVisible();
      await page.goBack();
      await item.getByRole('link', { name: `Order ${tea.name}` }).click();
      await expect(page).toHaveURL(`/products/${tea._id}`);

      // The full list is no dead end either: a tea's name leads to its page.
      await page.goto('/purchase');
      await page.getByRole('link', { name: /Choose a tea from the full list/ }).click();
      await expect(page).toHaveURL('/products');
      await page.getByRole('main').getByRole('link', { name: tea.name, exact: true }).click();
      await expect(page).toHaveURL(`/products/${tea._id}`);
    } finally {
      // Away from its page first: a page still open would ask for the tea again once it is gone.
      await page.goto('about:blank');
      await removeProduct(adminPage.request, tea);
    }
  });
});

test.describe('ordering needs a verified e-mail, and the shop limits unpaid orders', () => {
  test('an unverified customer sees why they cannot order yet, sends the link again, and orders once verified', async ({
    page,
  }) => {
    const customer = await createUnverifiedCustomer(page.request, 'Una Unverified');
    const product = await findProduct(page.request);
    // The server refuses the order too: 403 with its own code, which is no reason to sign anyone out.
    const refused = await page.request.post('/api/purchase', {
      data: { productId: product._id, quantity: product.minOrder, address: ADDRESS },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: orderMessages.verifyFirst });

    await page.goto(`/products/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(orderMessages.verifyFirst, { exact: true })).toBeVisible();
    await expect(purchaseButton(page)).toHaveCount(0);
    await expect(page.getByLabel('Quantity')).toHaveCount(0);

    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText('We sent you a new link. Please check your inbox.', { exact: true })).toBeVisible();
    // Still signed in: the refusal above was not an authentication failure.
    await expect(page).toHaveURL(`/products/${product._id}`);

    await verifyEmail(page.request, customer);
    await page.reload();
    await openPurchaseForm(page);
    await expect(purchaseButton(page)).toBeVisible();
    await expect(page.getByText(orderMessages.verifyFirst)).toHaveCount(0);
  });

  test('the new link is a real one: following it from the mail verifies the address', async ({ page }) => {
    const customer = await createUnverifiedCustomer(page.request, 'Link Lina');
    const product = await findProduct(page.request);
    await page.goto(`/products/${product._id}`);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText('We sent you a new link. Please check your inbox.', { exact: true })).toBeVisible();
    await page.goto(await linkFromLog(customer.email, /^Verify your e-mail/));
    await choosePasswordAndSignIn(page, customer);
    await page.goto(`/products/${product._id}`);
    await openPurchaseForm(page);
    await expect(purchaseButton(page)).toBeVisible();
  });

  test('a 403 for an unverified e-mail is no sign-out: the form shows the server’s words and the customer stays', async ({
    page,
  }) => {
    // Stands in for the moment between the page's session and the server's (the page thought the
    // address verified): the server's answer is the one the real POST /api/purchase gives (see above).
    await createCustomer(page.request, 'Stale Stella');
    const product = await findProduct(page.request);
    await page.route(
      (url) => url.pathname === '/api/purchase',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 403,
              json: { error: 'Forbidden', message: orderMessages.verifyFirst, code: 'EMAIL_NOT_VERIFIED' },
            })
          : route.continue(),
    );
    await page.goto(`/products/${product._id}`);
    await openPurchaseForm(page);
    await page.getByLabel('Address').fill(ADDRESS);
    expectHttpError(page, 403, '/api/purchase');
    await purchaseButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: orderMessages.verifyFirst })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: orderMessages.verifyFirst })).toBeVisible();
    await expect(page).toHaveURL(`/products/${product._id}`);
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).not.toBeNull();
  });

  test('too many unpaid orders: the form says so in red and leads to My Orders', async ({ page }) => {
    await createCustomer(page.request, 'Many Unpaid Mo');
    const product = await findProduct(page.request, (p) => p.quantity >= p.minOrder * 25 + 30);
    // Unpaid orders up to the shop's limit (MAX_UNPAID_ORDERS): the next one is refused.
    let refusal: { message: string; code: string } | undefined;
    for (let placed = 0; placed < 25 && !refusal; placed += 1) {
      const response = await page.request.post('/api/purchase', {
        data: { productId: product._id, quantity: product.minOrder, address: ADDRESS },
      });
      if (response.status() === 429) refusal = (await response.json()) as { message: string; code: string };
      else expect(response.status(), await response.text()).toBe(201);
    }
    expect(refusal?.code).toBe('TOO_MANY_UNPAID_ORDERS');

    await page.goto(`/products/${product._id}`);
    await openPurchaseForm(page);
    await page.getByLabel('Address').fill(ADDRESS);
    expectHttpError(page, 429, '/api/purchase');
    await purchaseButton(page).click();
    const alert = page.getByRole('alert').filter({ hasText: refusal!.message });
    await expect(alert).toHaveText(refusal!.message);
    await expect(alert).toHaveClass(/text-error/);
    await expect(page.getByRole('status').filter({ hasText: refusal!.message })).toBeVisible();
    await expect(page).toHaveURL(`/products/${product._id}`);
    await page.getByRole('link', { name: 'Pay or delete an order in My Orders' }).click();
    await expect(page).toHaveURL('/myOrders');
  });
});

test.describe('My Orders', () => {
  test('deletes an unpaid order through the dialog: Cancel keeps it, Delete removes it and returns its stock', async ({
    page,
    request,
  }) => {
    // Teas of the test's own, so their stock moves only with these orders.
    const teas = [
      { quantity: 60, minOrder: 2 },
      { quantity: 60, minOrder: 3 },
    ] as const;
    await withOwnTeas(request, teas, async ([kept, removed]) => {
      await createCustomer(page.request, 'Dora Delete');
      await placeOrder(page.request, kept);
      await placeOrder(page.request, removed);
      expect((await getProduct(page.request, removed._id)).quantity).toBe(60 - 3);

      await page.goto('/myOrders');
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(3);
      const row = orderRow(page, removed.name);
      const deleteButton = row.getByRole('button', { name: `Delete order ${removed.name}` });

      await deleteButton.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading')).toHaveText(`${orderDialog.title} ${removed.name}`);
      await expect(page.getByRole('dialog', { name: `${orderDialog.title} ${removed.name}` })).toBeVisible();
      // A customer's own dialog says what deleting does in one sentence, and its buttons name the choice.
      await expect(dialog.getByText(customerDeleteDialog.unpaid, { exact: true })).toBeVisible();
      await expect(dialog).not.toContainText('a order');
      await dialog.getByRole('button', { name: customerDeleteDialog.keep }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toBeVisible();

      await deleteButton.click();
      await dialog.getByRole('button', { name: customerDeleteDialog.delete }).click();
      await expect(page.getByText(toasts.orderDeleted(removed.name), { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toHaveCount(0);
      await expect(rows).toHaveCount(2);
      await expect(orderRow(page, kept.name)).toBeVisible();
      expect((await getProduct(page.request, removed._id)).quantity).toBe(60);
    });
  });

  test('an order that ended (cancelled by the shop) can be deleted by its customer, and leaves the list', async ({
    page,
    request,
  }) => {
    await createCustomer(page.request, 'Ended Edda');
    const product = await findProduct(page.request);
    const order = await placeOrder(page.request, product);
    await signInAsAdmin(request);
    await moveOrder(request, order._id, { status: 'cancelled' });

    await page.goto('/myOrders');
    const row = orderRow(page, product.name);
    await expect(row).toContainText('Cancelled');
    await expect(row).toContainText('Not paid');
    await expect(row.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Delete order ${product.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${orderDialog.title} ${product.name}` });
    await expect(dialog).toContainText(customerDeleteDialog.ended);
    await dialog.getByRole('button', { name: customerDeleteDialog.delete }).click();
    await expect(page.getByText(toasts.orderDeleted(product.name), { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();

    // Deleted, it is gone for its customer, page included; the shop keeps it for the books.
    expectHttpError(page, 404, `/api/purchase/${order._id}`);
    await page.goto(`/orders/${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this order' })).toBeVisible();
    expect((await getOrder(request, order._id)).status).toBe('deleted');
  });

  test('a paid order shows Paid with its transaction id, and its customer cannot delete it', async ({ page }) => {
    await createCustomer(page.request, 'Paula Paid');
    const product = await findProduct(page.request);
    const order = await placeOrder(page.request, product);
    const transactionId = await payOrder(page.request, order);

    await page.goto('/myOrders');
    const row = orderRow(page, product.name);
    // The order's own number beside the row's number of the list.
    await expect(row).toContainText(`Order number #${order.number}`);
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
    // Each is paid as it is placed: a customer may hold only a few unpaid orders at once.
    for (let i = 0; i < 11; i += 1) await payOrder(page.request, await placeOrder(page.request, product));

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
  test("shows every customer's orders and ships a paid one with its tracking, then marks it delivered", async ({
    page,
    adminPage,
  }) => {
    const { customer, product } = await customerWithOrder(page.request, 'Shipping Sam', { paid: true });

    await adminPage.goto('/manageOrder');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Manage All Orders' })).toBeVisible();
    const row = orderRow(adminPage, customer.email);
    await expect(row).toContainText(customer.name);
    await expect(row).toContainText(product.name);
    await expect(row).toContainText('Paid');
    await expect(row.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);

    // Mark shipped asks for the carrier and the tracking number, both optional, by the shared rules.
    await row.getByRole('button', { name: /Mark shipped/ }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Ship this order' });
    await expect(dialog).toContainText(product.name);
    await expect(dialog.getByLabel('Carrier (optional)')).toBeFocused();
    await dialog.getByLabel('Carrier (optional)').fill('C'.repeat(61));
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(dialog.getByText(orderMessages.carrierTooLong, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Carrier (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(row).toContainText('Paid');

    await dialog.getByLabel('Carrier (optional)').fill('Royal Mail');
    await dialog.getByLabel('Tracking number (optional)').fill('RM123456789GB');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(adminPage.getByText(`Order ${product.name} is shipped`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Shipped');
    await expect(row).toContainText('Royal Mail');
    await expect(row).toContainText('RM123456789GB');
    await expect(row.getByRole('button', { name: /Mark shipped/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Delete order/ })).toHaveCount(0);
    await expect(row).toContainText("Shipped orders can't be deleted");

    await row.getByRole('button', { name: /Mark delivered/ }).click();
    await expect(adminPage.getByText(`Order ${product.name} is delivered`, { exact: true })).toBeVisible();
    await expect(row).toContainText('Delivered');
    await expect(row.getByRole('button', { name: /Mark/ })).toHaveCount(0);

    // The customer follows it in My Orders, with the carrier and the tracking number.
    await page.goto('/myOrders');
    const own = orderRow(page, product.name);
    await expect(own).toContainText('Delivered');
    await expect(own).toContainText('CarrierRoyal Mail');
    await expect(own).toContainText('Tracking numberRM123456789GB');
    await expect(own).toContainText("Paid orders can't be deleted");
  });

  test('ships without a carrier or tracking number when the shop has none to give', async ({ page, adminPage }) => {
    const { customer, product } = await customerWithOrder(page.request, 'Plain Parcel Pat', { paid: true });

    const { row, dialog } = await openOrderDialog(adminPage, customer.email, 'ship');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Paid');

    await row.getByRole('button', { name: /Mark shipped/ }).click();
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(adminPage.getByText(`Order ${product.name} is shipped`, { exact: true })).toBeVisible();
    await expect(row).toContainText('Shipped');
    await expect(row).not.toContainText('Tracking number');
  });

  test('filters by status', async ({ page, adminPage }) => {
    const { customer } = await customerWithOrder(page.request, 'Filter Fay');

    await adminPage.goto('/manageOrder');
    await expect(orderRow(adminPage, customer.email)).toBeVisible();
    await expect(adminPage.getByLabel('Status').getByRole('option')).toHaveText([
      'All orders',
      'Awaiting payment',
      'Paid',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Refunded',
      'Expired',
    ]);
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
    // The table read whole at once: other files' orders are paid or cancelled meanwhile.
    await expect
      .poll(async () => (await statuses.allInnerTexts()).filter((text) => !text.includes('Awaiting payment')), {
        message: 'every order listed is awaiting payment',
      })
      .toEqual([]);
  });

  test('finds an order by the number a customer reads out, "#1001" or "1001", and says when none has it', async ({
    page,
    adminPage,
  }) => {
    const { customer, order } = await customerWithOrder(page.request, 'Number Nell');

    await adminPage.goto('/manageOrder');
    const search = adminPage.getByRole('search', { name: 'Orders by number' });
    const field = search.getByRole('searchbox', { name: 'Order number' });
    await field.fill(`#${order.number}`);
    await search.getByRole('button', { name: 'Find' }).click();
    await expect(adminPage).toHaveURL(`/manageOrder?number=${order.number}`);
    const rows = adminPage
      .getByRole('table')
      .getByRole('row')
      .filter({ has: adminPage.getByRole('rowheader') });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(customer.email);
    await expect(rows.first()).toContainText(`Order number #${order.number}`);
    // The spec's row number stays: the one row found is row 1.
    await expect(rows.first().getByRole('cell').first()).toHaveText('1');
    await expectAccessible(adminPage);

    await field.fill('Earl Grey');
    await field.press('Enter');
    await expect(search.getByText(orderMessages.numberSearched)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(adminPage).toHaveURL(`/manageOrder?number=${order.number}`);

    await field.fill('999999');
    await field.press('Enter');
    await expect(adminPage).toHaveURL('/manageOrder?number=999999');
    await expect(adminPage.getByText('No order has the number #999999.')).toBeVisible();
    await adminPage.getByRole('link', { name: 'Show all orders' }).click();
    await expect(adminPage).toHaveURL('/manageOrder');
    await expect(field).toHaveValue('');
    await expect(orderRow(adminPage, customer.email)).toBeVisible();
  });

  test('cancels an unpaid order after asking, and its tea goes back to stock', async ({ page, adminPage }) => {
    // A tea of the test's own, so its stock moves only with this order.
    const product = await addProduct(adminPage.request, { quantity: 50, minOrder: 2 });
    try {
      const customer = await createCustomer(page.request, 'Cancel Cleo');
      await placeOrder(page.request, product);
      expect((await getProduct(page.request, product._id)).quantity).toBe(48);

      const { row, dialog } = await openOrderDialog(adminPage, customer.email, 'cancel');
      await expect(dialog).toContainText(product.name);
      await expect(dialog).not.toContainText('refunded');
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Awaiting payment');

      await row.getByRole('button', { name: /Cancel order/ }).click();
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect(adminPage.getByText(`Order ${product.name} is cancelled`, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText('Cancelled');
      await expect(row.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
      expect((await getProduct(page.request, product._id)).quantity).toBe(50);

      // The customer sees it cancelled, with nothing to pay.
      await page.goto('/myOrders');
      const own = orderRow(page, product.name);
      await expect(own).toContainText('Cancelled');
      await expect(own.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
    } finally {
      await removeProduct(adminPage.request, product);
    }
  });

  test("the admin's delete cancels an unpaid order and refunds a paid one (the rows stay), and hides an ended one", async ({
    page,
    adminPage,
  }) => {
    const customer = await createCustomer(page.request, 'Gone Gus');
    const [unpaidTea, paidTea] = await findProducts(page.request, 2);
    await placeOrder(page.request, unpaidTea!);
    const paid = await placeOrder(page.request, paidTea!);
    await payOrder(page.request, paid);

    await adminPage.goto('/manageOrder');
    const unpaidRow = orderRow(adminPage, customer.email).filter({ hasText: unpaidTea!.name });
    const paidRow = orderRow(adminPage, customer.email).filter({ hasText: paidTea!.name });

    // An unpaid order: the delete cancels it.
    await unpaidRow.getByRole('button', { name: `Delete order ${unpaidTea!.name}` }).click();
    let dialog = adminPage.getByRole('dialog', { name: `${orderDialog.title} ${unpaidTea!.name}` });
    await expect(dialog).toContainText(orderDialog.body);
    await expect(dialog).toContainText('It is cancelled, its teas go back on the shelf and the customer is told.');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(adminPage.getByText(toasts.orderDeleted(unpaidTea!.name), { exact: true })).toBeVisible();
    await expect(unpaidRow).toContainText('Cancelled');

    // A paid order: the dialog says the payment goes back, and the delete refunds it.
    await paidRow.getByRole('button', { name: `Delete order ${paidTea!.name}` }).click();
    dialog = adminPage.getByRole('dialog', { name: `${orderDialog.title} ${paidTea!.name}` });
    await expect(dialog).toContainText(
      `It is paid: the customer's payment of $${paid.total.toFixed(2)} will be refunded to their card`,
    );
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(adminPage.getByText(toasts.orderDeleted(paidTea!.name), { exact: true })).toBeVisible();
    await expect(paidRow).toContainText('Refunded');
    await expect(paidRow).toContainText('The payment went back to the customer');
    expect((await getOrder(page.request, paid._id)).status).toBe('refunded');

    // An order that ended already: the delete hides it from every list.
    await unpaidRow.getByRole('button', { name: `Delete order ${unpaidTea!.name}` }).click();
    dialog = adminPage.getByRole('dialog', { name: `${orderDialog.title} ${unpaidTea!.name}` });
    await expect(dialog).toContainText('It has ended already: it leaves the lists, and stays in the books.');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    // The first delete's toast of the same words may still be on screen: this one is the newest.
    await expect(adminPage.getByText(toasts.orderDeleted(unpaidTea!.name), { exact: true }).last()).toBeVisible();
    await expect(unpaidRow).toHaveCount(0);
    await expect(paidRow).toBeVisible();

    // The customer sees the refund, and no longer sees the hidden order.
    await page.goto('/myOrders');
    await expect(orderRow(page, paidTea!.name)).toContainText('Refunded');
    await expect(orderRow(page, paidTea!.name)).toContainText('Your payment went back to your card');
    await expect(orderRow(page, unpaidTea!.name)).toHaveCount(0);
  });

  test('a shipped order offers no delete, and says why', async ({ page, adminPage }) => {
    const { customer, order } = await customerWithOrder(page.request, 'Sent Sid', { paid: true });
    await moveOrder(adminPage.request, order._id, { status: 'shipped' });

    await adminPage.goto('/manageOrder');
    const row = orderRow(adminPage, customer.email);
    await expect(row).toContainText('Shipped');
    await expect(row.getByRole('button', { name: /Delete order/ })).toHaveCount(0);
    await expect(row).toContainText("Shipped orders can't be deleted");
    // The server says the same to a delete that comes anyway.
    const refused = await adminPage.request.delete(`/api/purchase/${order._id}`);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(orderMessages.shippedCannotBeDeleted);
  });
});
