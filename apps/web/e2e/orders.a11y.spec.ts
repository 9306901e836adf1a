import { createCustomer, createUnverifiedCustomer } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { openPurchaseForm } from './support/journeys';
import { findProduct, moveOrder, openOrderDialog, payOrder, placeOrder } from './support/orders-api';

test('the ordering and payment screens pass axe', async ({ page, adminPage }) => {
  // Five screens, each analysed in full: more than the default 30 s on a small machine.
  test.slow();
  await createCustomer(page.request, 'Axel Access');
  const product = await findProduct(page.request);

  await page.goto('/purchase');
  await expect(page.getByRole('region', { name: 'Teas to start with' }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/products/${product._id}`);
  await openPurchaseForm(page);
  await page.getByRole('button', { name: 'Purchase', exact: true }).click();
  await expect(page.getByText('Please enter your address')).toBeVisible();
  await expectAccessible(page);

  // Placed just before the screens that need it unpaid, so its hold has not run out.
  const order = await placeOrder(page.request, product);
  await page.goto('/myOrders');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/payment/${order._id}`);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  await expectAccessible(page);

  await adminPage.goto('/manageOrder');
  await expect(adminPage.getByRole('table')).toBeVisible();
  await expectAccessible(adminPage);
});

test('the order page passes axe: unpaid for its customer, shipped for the administrator, and the ship dialog', async ({
  page,
  adminPage,
}) => {
  test.slow();
  const customer = await createCustomer(page.request, 'Ada Access');
  const product = await findProduct(page.request);
  const unpaid = await placeOrder(page.request, product, undefined, { phone: '+1 555 0199' });

  await page.goto(`/orders/${unpaid._id}`);
  await expect(page.getByRole('region', { name: 'Order status' }).getByRole('link', { name: 'Pay Now' })).toBeVisible();
  await expectAccessible(page);

  const shipped = await placeOrder(page.request, product);
  await payOrder(page.request, shipped);
  await moveOrder(adminPage.request, shipped._id, { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD01460000' });
  await adminPage.goto(`/orders/${shipped._id}`);
  await expect(adminPage.getByRole('region', { name: 'Tracking' })).toBeVisible();
  await expect(adminPage.getByRole('region', { name: 'Customer' })).toContainText(customer.email);
  await expectAccessible(adminPage);

  const paid = await placeOrder(page.request, product);
  await payOrder(page.request, paid);
  // Only the paid one of the customer's orders can be shipped.
  const { dialog } = await openOrderDialog(adminPage, customer.email, 'ship');
  await dialog.getByLabel('Carrier (optional)').fill('C'.repeat(61));
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog.getByText('Carrier must be at most 60 characters')).toBeVisible();
  await expectAccessible(adminPage);
});

test('the purchase page for a customer whose e-mail is not verified passes axe', async ({ page }) => {
  await createUnverifiedCustomer(page.request, 'Una Access');
  const product = await findProduct(page.request);
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await expectAccessible(page);
});
