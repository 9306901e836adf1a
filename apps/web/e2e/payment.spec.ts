import { paymentText } from '@teatree/shared/messages';
import { formatAmount } from '@teatree/shared/money';
import { orderMessages } from '@teatree/shared/schemas/order';
import { cardMessages } from '@teatree/shared/schemas/payment';
import { createCustomer } from './support/accounts';
import { expect, expectHttpError, test } from './support/fixtures';
import { fillCard, getOrder, payNow, payOnThePaymentPage, placeOrder } from './support/payment-page';

test.describe('payment', () => {
  test('pays with the test card and My Orders shows Paid with the transaction id at once', async ({ page }) => {
    const customer = await createCustomer(page.request, 'Penny Payer');
    const order = await placeOrder(page.request);

    await page.goto('/myOrders');
    await page
      .getByRole('table')
      .getByRole('link', { name: /Pay Now/ })
      .click();
    await expect(page).toHaveURL(`/payment/${order._id}`);

    await expect(page.getByText(paymentText.hello(customer.name), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: paymentText.payingFor(order.name) })).toBeVisible();
    await expect(page.getByText(paymentText.thanks, { exact: true })).toBeVisible();
    await expect(page.getByText(paymentText.pleasePay(formatAmount(order.total)), { exact: true })).toBeVisible();
    const notice = page.getByRole('complementary', { name: 'Test mode' });
    await expect(notice).toContainText('4242 4242 4242 4242');

    // The card fields say what they are to the phone's keyboard and the browser's autofill.
    const number = page.getByLabel('Card number');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(page.getByLabel('CVC')).toHaveAttribute('autocomplete', 'cc-csc');

    await number.pressSequentially('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').pressSequentially('1234');
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
    await page.getByLabel('CVC').fill('123');
    await expect(payNow(page)).toBeEnabled();
    await payNow(page).click();

    await expect(page.getByRole('heading', { name: paymentText.completed })).toBeVisible();
    const idLine = page.getByText(/^Your transaction ID: pi_\w+$/);
    await expect(idLine).toBeVisible();
    const transactionId = ((await idLine.textContent()) ?? '').replace('Your transaction ID: ', '');
    expect(await getOrder(page.request, order._id)).toMatchObject({ paid: true, transactionId, status: 'paid' });

    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await expect(page).toHaveURL('/myOrders');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: order.name });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('Transaction id');
    await expect(row).toContainText(transactionId);
    await expect(row.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
  });

  test('a declined card shows the provider’s words in red and leaves the order unpaid', async ({ page }) => {
    await createCustomer(page.request, 'Declan Declined');
    const order = await placeOrder(page.request);
    await page.goto(`/payment/${order._id}`);

    await fillCard(page, '4000 0000 0000 0002');
    expectHttpError(page, 402, '/api/test-payments/confirm');
    await payNow(page).click();

    const alert = page.getByRole('alert').filter({ hasText: cardMessages.declined });
    await expect(alert).toHaveText(cardMessages.declined);
    await expect(alert).toHaveClass(/text-error/);
    await expect(page.getByText(paymentText.completed)).toHaveCount(0);
    await expect(payNow(page)).toBeEnabled();
    expect((await getOrder(page.request, order._id)).paid).toBe(false);
  });

  test('an incomplete card is caught before anything is sent', async ({ page }) => {
    await createCustomer(page.request);
    const order = await placeOrder(page.request);
    await page.goto(`/payment/${order._id}`);
    let confirmCalls = 0;
    await page.route('**/api/test-payments/confirm', (route) => {
      confirmCalls += 1;
      return route.continue();
    });

    await page.getByLabel('Card number').fill('4242 4242');
    await payNow(page).click();
    await expect(page.getByRole('alert').filter({ hasText: cardMessages.incompleteNumber })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(confirmCalls).toBe(0);
  });

  test('Pay Now waits for the client secret', async ({ page }) => {
    await createCustomer(page.request);
    const order = await placeOrder(page.request);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/create-payment-intent', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`/payment/${order._id}`);
    await fillCard(page, '4242 4242 4242 4242');
    await expect(payNow(page)).toBeDisabled();
    release();
    await expect(payNow(page)).toBeEnabled();
  });

  test('an order already paid says so, with its transaction id, instead of the form', async ({ page }) => {
    await createCustomer(page.request);
    const order = await placeOrder(page.request);
    await page.goto(`/payment/${order._id}`);
    await payOnThePaymentPage(page);
    const { transactionId } = await getOrder(page.request, order._id);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'This order is paid' })).toBeVisible();
    await expect(page.getByText(paymentText.transactionId(transactionId ?? ''), { exact: true })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(payNow(page)).toHaveCount(0);
  });

  test('an order that is not there (or is someone else’s) shows a friendly page', async ({ page, request }) => {
    await createCustomer(request, 'Someone Else');
    const other = await placeOrder(request);
    await createCustomer(page.request);
    expectHttpError(page, 404, `/api/purchase/${other._id}`);
    await page.goto(`/payment/${other._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find this order' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Orders' })).toBeVisible();
  });

  test('while unpaid, it says how long the teas are held, and turns to the expired notice when the time runs out', async ({
    page,
  }) => {
    await createCustomer(page.request, 'Clock Clara');
    const order = await placeOrder(page.request);
    // The browser's clock is the test's: it runs as usual, and jumps when the test says.
    await page.clock.install({ time: Date.now() });
    await page.goto(`/payment/${order._id}`);
    await expect(page.getByText(/^Your teas are held for you (for \d+ more minutes?|until .+)\.$/)).toBeVisible();
    await expect(payNow(page)).toBeEnabled();

    const askedAgain = page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === `/api/purchase/${order._id}`,
    );
    await page.clock.runFor(new Date(order.expiresAt ?? 0).getTime() - Date.now() + 60_000);
    // Without a reload: the card form gives way to the expired notice, and the order is asked for again.
    await expect(page.getByRole('heading', { level: 1, name: 'Time ran out for this order' })).toBeVisible();
    await expect(page.getByText(orderMessages.expired, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expect(payNow(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Buy again/ })).toHaveAttribute('href', '/cart');
    await askedAgain;
  });

  test('a visitor opening a payment page is sent to /login', async ({ page }) => {
    await page.goto('/payment/ord_someone');
    await expect(page).toHaveURL('/login?redirectTo=%2Fpayment%2Ford_someone');
  });
});

test.describe('Stripe', () => {
  test('no page but the payment page downloads Stripe code, and there only when the shop runs Stripe', async ({
    page,
  }) => {
    await createCustomer(page.request);
    const order = await placeOrder(page.request);
    const stripeRequests: string[] = [];
    page.on('request', (request) => {
      if (/stripe/i.test(request.url())) stripeRequests.push(request.url());
    });

    for (const path of ['/', '/products', '/purchase', '/myOrders', `/payment/${order._id}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await expect(payNow(page)).toBeEnabled();
    expect(stripeRequests).toEqual([]);
  });

  test('when Stripe.js cannot load, the page warns in the console and tells the customer', async ({ page }) => {
    await createCustomer(page.request);
    const order = await placeOrder(page.request);
    // Stands in for a shop configured with Stripe: the server names the provider, and would allow
    // Stripe's host in its Content-Security-Policy. Stripe's script then answers without defining
    // Stripe, as a blocked or broken download would.
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({
        response,
        json: { ...config, payments: { provider: 'stripe', publishableKey: 'pk_test_x' } },
      });
    });
    await page.route(`**/payment/${order._id}`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    const stripeScripts: string[] = [];
    await page.route('https://js.stripe.com/**', (route) => {
      stripeScripts.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* no Stripe here */' });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await page.goto(`/payment/${order._id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Card payment is unavailable right now' })).toBeVisible();
    await expect(payNow(page)).toBeDisabled();
    expect(stripeScripts.length).toBeGreaterThan(0);
    expect(warnings).toContain(paymentText.stripeLoadFailed);
    expect((await getOrder(page.request, order._id)).paid).toBe(false);
  });
});
