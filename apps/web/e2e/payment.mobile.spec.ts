import { paymentText } from '@teatree/shared/messages';
import { createCustomer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { findProduct } from './support/orders-api';
import { payOnThePaymentPage } from './support/payment-page';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

test('pays on a phone: the page fits, the number keypad is asked for, and My Orders shows Paid', async ({ page }) => {
  const customer = await createCustomer(page.request, 'Mobile Mo');
  const product = await findProduct(page.request);
  const placed = await page.request.post('/api/purchase', {
    data: { productId: product._id, quantity: product.minOrder, address: '9 Handheld Way, Tapton' },
  });
  expect(placed.status()).toBe(201);
  const { insertedId } = (await placed.json()) as { insertedId: string };

  await page.goto(`/payment/${insertedId}`);
  await expect(page.getByText(paymentText.hello(customer.name), { exact: true })).toBeVisible();
  for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC']) {
    await expect(page.getByLabel(label)).toHaveAttribute('inputmode', 'numeric');
  }
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);

  await payOnThePaymentPage(page);
  await expect(page.getByText(/^Your transaction ID: pi_\w+$/)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Go to My Orders' }).click();
  const card = page.getByRole('article', { name: `Order 1: ${product.name}` });
  await expect(card).toContainText('Paid');
  await expect(card).toContainText('Transaction id');
  await expect(card.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
});
