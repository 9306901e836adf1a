import { paymentText } from '@teatree/shared/messages';
import { orderMessages } from '@teatree/shared/schemas/order';
import { createCustomer } from './support/accounts';
import { expect, expectHttpError, test } from './support/fixtures';
import { orderRow, unpaidOrderMinutes } from './support/orders-api';
import { fillCard, getOrder, payNow, placeOrder } from './support/payment-page';
import { shopClock } from './support/shop-clock';

// An order not paid in time, on the second shop of a run (playwright.config.ts), whose clock this
// file moves: the shop's time runs out at once instead of after a minute of waiting.
test.describe('payment', () => {
  test.afterEach(async ({ request }) => {
    await shopClock.reset(request);
  });

  test('an order not paid in time expires: a late card is refused in the shop’s words, and every page says so', async ({
    page,
  }) => {
    const minutes = await unpaidOrderMinutes(page.request);
    // playwright.config.ts holds unpaid orders for a minute, so the shop's expiry sweep (a sixth of the
    // hold) runs every ten seconds of real time once the test has moved the shop's clock.
    expect(minutes, 'UNPAID_ORDER_MINUTES of the e2e server (playwright.config.ts)').toBeLessThanOrEqual(2);
    // The sweep's next round, and the pages after it, on a machine that may be busy.
    test.setTimeout(120_000);
    await createCustomer(page.request, 'Late Lou');
    const order = await placeOrder(page.request);
    // The customer's clock runs ten minutes slow: their page still offers the card form when the
    // shop's time for the order has run out.
    await page.clock.install({ time: Date.now() - 10 * 60_000 });
    await page.goto(`/payment/${order._id}`);
    await fillCard(page, '4242 4242 4242 4242');
    await expect(payNow(page)).toBeEnabled();

    // The shop's time for the order runs out: its clock jumps past the order's limit.
    await shopClock.advance(page.request, new Date(order.expiresAt ?? 0).getTime() - Date.now() + 1_000);
    expectHttpError(page, 409, '/api/test-payments/confirm');
    await payNow(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Time ran out for this order' })).toBeVisible();
    await expect(page.getByText(orderMessages.expired, { exact: true })).toBeVisible();
    await expect(page.getByText(paymentText.completed)).toHaveCount(0);
    expect((await getOrder(page.request, order._id)).paid).toBe(false);

    // The shop's sweep marks it expired; every page says so from then on.
    await expect
      .poll(async () => (await getOrder(page.request, order._id)).status, { timeout: 60_000, intervals: [1_000] })
      .toBe('expired');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Time ran out for this order' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Buy again/ })).toHaveAttribute('href', '/cart');

    await page.goto('/myOrders');
    const row = orderRow(page, order.name);
    await expect(row).toContainText('Expired');
    await expect(row).toContainText('Not paid in time');
    await expect(row.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Delete order ${order.name}` })).toBeVisible();
    // "Buy again": the order's tea back in the cart at today's price, and its address at checkout.
    await row.getByRole('link', { name: /Buy again/ }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByText("The teas of your order are in your cart, at today's prices.")).toBeVisible();
    const line = page.getByRole('list', { name: 'Teas in your cart' }).getByRole('listitem', { name: order.name });
    await expect(line).toBeVisible();
    // Its address was typed as one line on the tea's page: the checkout asks for it field by field.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('');

    await page.goto(`/orders/${order._id}`);
    await expect(page.getByRole('region', { name: 'Order status' })).toContainText('This order has expired');
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveText([
      /^Order placed/,
      /^Expired/,
    ]);
  });
});
