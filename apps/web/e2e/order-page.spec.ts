import type { Page } from '@playwright/test';
import { toasts } from '@teatree/shared/messages';
import { createCustomer } from './support/accounts';
import { expect, expectHttpError, test } from './support/fixtures';
import {
  ADDRESS,
  customerWithOrder,
  findProduct,
  getOrder,
  moveOrder,
  openOrderDialog,
  orderRow,
  PHONE,
  placeOrder,
  unpaidOrderMinutes,
} from './support/orders-api';
import { payOnThePaymentPage } from './support/payment-page';

/** A titled block of the order page (its <section> is named by its heading). */
const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** What the order's status means now, with the one thing to do next. */
const statusCallout = (page: Page) => block(page, 'Order status');
const historySteps = (page: Page) => block(page, 'History').getByRole('listitem');
const money = (dollars: number) => `$${dollars.toFixed(2)}`;

const HELD_FOR = /Your teas are held for you (for (\d+) more minutes?|until [^.]+)\./;

test.describe('the order page (/orders/{id})', () => {
  test('a customer follows their order: its tea, total, delivery, history and time left, then pays and sees it paid', async ({
    page,
  }) => {
    await createCustomer(page.request, 'Odile Order');
    const product = await findProduct(page.request);
    const quantity = product.minOrder + 1;
    const order = await placeOrder(page.request, product, quantity, { phone: PHONE });

    await page.goto('/myOrders');
    await orderRow(page, product.name)
      .getByRole('link', { name: `${product.name}: order details` })
      .click();
    await expect(page).toHaveURL(`/orders/${order._id}`);
    await expect(page).toHaveTitle(`Order: ${product.name} · TeaTree`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Order number #${order.number} (${order._id})`);
    await expect(page.getByRole('main')).toContainText('Awaiting payment');

    const status = statusCallout(page);
    await expect(status.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
    await expect(status).toContainText(HELD_FOR);
    await expect(status).toContainText('or they go back on the shelf.');

    const teas = block(page, 'Your tea');
    await expect(teas).toContainText(product.name);
    await expect(teas).toContainText(product.category);
    await expect(teas).toContainText(`${quantity} × ${money(product.price)}`);
    await expect(teas).toContainText(`Line total ${money(order.subtotal)}`);
    await expect(teas).toContainText(`Total (${quantity} items)${money(order.total)}`);
    await expect(teas.getByRole('link', { name: product.name })).toHaveAttribute('href', `/products/${product._id}`);

    await expect(block(page, 'Delivery')).toContainText(ADDRESS);
    await expect(block(page, 'Delivery')).toContainText(PHONE);
    await expect(block(page, 'Payment')).toContainText('Not paid yet');
    // A customer's own order: no customer block.
    await expect(block(page, 'Customer')).toHaveCount(0);

    await expect(historySteps(page)).toHaveCount(2);
    await expect(historySteps(page).first()).toContainText('Order placed');
    await expect(historySteps(page).first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expect(historySteps(page).last()).toContainText('Next: PaymentWaiting for your payment');

    await status.getByRole('link', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(`/payment/${order._id}`);
    await expect(page.getByText(HELD_FOR)).toBeVisible();
    await payOnThePaymentPage(page);
    const { transactionId } = await getOrder(page.request, order._id);

    await page.goto(`/orders/${order._id}`);
    await expect(status.getByRole('heading', { name: 'Paid: we are packing your teas' })).toBeVisible();
    await expect(status.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
    await expect(block(page, 'Payment')).toContainText('Paid');
    await expect(block(page, 'Payment')).toContainText(transactionId ?? 'a transaction id');
    await expect(historySteps(page)).toHaveText([/^Order placed/, /^Paid/, /^Next: Shipping/]);
  });

  test('an administrator sees any order, with its customer; the Pay Now is the customer’s alone', async ({
    page,
    adminPage,
  }) => {
    const { customer, product, order } = await customerWithOrder(page.request, 'Cora Customer');

    await adminPage.goto('/manageOrder');
    await orderRow(adminPage, customer.email)
      .getByRole('link', { name: `${product.name}: order details` })
      .click();
    await expect(adminPage).toHaveURL(`/orders/${order._id}`);
    await expect(adminPage.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(adminPage.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Manage All Orders');
    const who = block(adminPage, 'Customer');
    await expect(who).toContainText(customer.name);
    await expect(who.getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`);
    await expect(statusCallout(adminPage)).toContainText(`Waiting for ${customer.name} to pay.`);
    await expect(statusCallout(adminPage).getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
    await expect(historySteps(adminPage).last()).toContainText('Waiting for the customer to pay');
  });

  test('someone else’s order, or one that is not there, gets a friendly notice', async ({ page, request }) => {
    await createCustomer(request, 'Someone Else');
    const other = await placeOrder(request, await findProduct(request));
    await createCustomer(page.request, 'Nosy Nell');

    expectHttpError(page, 404, `/api/purchase/${other._id}`);
    await page.goto(`/orders/${other._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this order' })).toBeVisible();
    await expect(page).toHaveTitle('Order not found · TeaTree');
    await expect(page.getByText(other.name)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await expect(page).toHaveURL('/myOrders');

    expectHttpError(page, 404, '/api/purchase/ord_no_such_order');
    await page.goto('/orders/ord_no_such_order');
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this order' })).toBeVisible();
  });

  test('a visitor opening an order page (from a mail, say) is sent to /login, which remembers it', async ({ page }) => {
    await page.goto('/orders/ord_from_a_mail');
    await expect(page).toHaveURL('/login?redirectTo=%2Forders%2Ford_from_a_mail');
  });

  test('marked shipped with a carrier and a tracking number, the order shows them to its customer', async ({
    page,
    adminPage,
  }) => {
    const { customer, product, order } = await customerWithOrder(page.request, 'Parcel Paula', { paid: true });

    const { dialog } = await openOrderDialog(adminPage, customer.email, 'ship');
    await dialog.getByLabel('Carrier (optional)').fill('Royal Mail');
    await dialog.getByLabel('Tracking number (optional)').fill('RM987654321GB');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(adminPage.getByText(`Order ${product.name} is shipped`, { exact: true })).toBeVisible();

    await page.goto(`/orders/${order._id}`);
    const status = statusCallout(page);
    await expect(status.getByRole('heading', { name: 'On its way' })).toBeVisible();
    await expect(status).toContainText('with Royal Mail.');
    await expect(status).toContainText('Tracking number RM987654321GB');
    const tracking = block(page, 'Tracking');
    await expect(tracking).toContainText('CarrierRoyal Mail');
    await expect(tracking).toContainText('Tracking numberRM987654321GB');
    await expect(historySteps(page)).toHaveText([
      /^Order placed/,
      /^Paid/,
      /^Shipped.*Royal Mail, tracking number RM987654321GB$/,
      /^Next: Delivery/,
    ]);

    // Delivered: the page says so, and offers to review the tea.
    await moveOrder(adminPage.request, order._id, { status: 'delivered' });
    await page.reload();
    await expect(status.getByRole('heading', { name: 'Delivered' })).toBeVisible();
    await expect(status.getByRole('link', { name: 'Review this tea' })).toHaveAttribute(
      'href',
      `/myreview/${product._id}`,
    );
    await expect(block(page, 'Tracking')).toContainText('RM987654321GB');
  });

  test('an administrator cancelling a paid order refunds it: the customer sees Refunded', async ({
    page,
    adminPage,
  }) => {
    const { customer, product, order } = await customerWithOrder(page.request, 'Refund Rita', { paid: true });

    const { row, dialog } = await openOrderDialog(adminPage, customer.email, 'cancel');
    await expect(dialog).toContainText(
      `It is paid: the customer's payment of ${money(order.total)} will be refunded to their card.`,
    );
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(adminPage.getByText(`Order ${product.name} is cancelled and refunded`, { exact: true })).toBeVisible();
    await expect(row).toContainText('Refunded');
    await expect(row.getByRole('button', { name: /Cancel order|Mark shipped/ })).toHaveCount(0);

    await page.goto(`/orders/${order._id}`);
    await expect(page.getByRole('main')).toContainText('Refunded');
    const status = statusCallout(page);
    await expect(status.getByRole('heading', { name: 'Your money went back to you' })).toBeVisible();
    await expect(status).toContainText(`refunded ${money(order.total)} to the card you paid with`);
    await expect(block(page, 'Payment')).toContainText('Refunded on');
    await expect(historySteps(page)).toHaveText([
      /^Order placed/,
      /^Paid/,
      new RegExp(`^Refunded.*Refunded \\${money(order.total)}`),
    ]);

    // My Orders says the same, and the ended order may now leave the customer's list.
    await page.goto('/myOrders');
    const own = orderRow(page, product.name);
    await expect(own).toContainText('Refunded');
    await expect(own.getByRole('button', { name: `Delete order ${product.name}` })).toBeVisible();
    // The payment page has nothing left to take.
    await page.goto(`/payment/${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This order is cancelled' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(page.getByText(toasts.purchaseOk)).toHaveCount(0);
  });

  test('while unpaid, the time left counts down each minute, and when it runs out the page says the order expired', async ({
    page,
  }) => {
    await createCustomer(page.request, 'Tick Tock Tia');
    const product = await findProduct(page.request);
    const order = await placeOrder(page.request, product);
    const minutes = await unpaidOrderMinutes(page.request);
    // The browser's clock is the test's: it runs as usual, and jumps when the test says.
    await page.clock.install({ time: Date.now() });

    await page.goto(`/orders/${order._id}`);
    const status = statusCallout(page);
    const held = status.getByText(HELD_FOR);
    await expect(held).toBeVisible();
    const first = Number(HELD_FOR.exec((await held.textContent()) ?? '')?.[2]);
    if (minutes >= 2 && minutes <= 120) {
      expect(first).toBe(Math.ceil(minutes));
      await page.clock.runFor(60_000);
      await expect(held).toContainText(`for ${first - 1} more minute`);
    }

    // The hold runs out: without a reload, the page says so and asks for the order again.
    const askedAgain = page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === `/api/purchase/${order._id}`,
    );
    await page.clock.runFor(new Date(order.expiresAt ?? 0).getTime() - Date.now() + 60_000);
    await expect(status.getByRole('heading', { name: 'This order has expired' })).toBeVisible();
    await expect(status).toContainText('It was not paid in time, so its teas went back on the shelf.');
    await expect(status.getByRole('link', { name: /Buy again/ })).toHaveAttribute('href', '/cart');
    await expect(status.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
    await askedAgain;
  });
});
