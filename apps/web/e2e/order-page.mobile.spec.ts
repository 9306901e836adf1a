import { createCustomer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { findProducts, moveOrder, payOrder, placeOrder } from './support/orders-api';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

test('the order page fits a 375 px phone, unpaid, and shipped with a long tracking number', async ({
  page,
  adminPage,
}) => {
  await createCustomer(page.request, 'Pocket Priya');
  const [unpaidTea, shippedTea] = await findProducts(page.request, 2);
  const unpaid = await placeOrder(page.request, unpaidTea!, undefined, { phone: '+44 20 7946 0958' });
  const shipped = await placeOrder(page.request, shippedTea!);
  await payOrder(page.request, shipped);
  await moveOrder(adminPage.request, shipped._id, {
    status: 'shipped',
    carrier: 'Parcelforce Worldwide Express',
    trackingNumber: 'PFW1234567890123456789012345678901234567890',
  });

  await page.goto(`/orders/${unpaid._id}`);
  await expect(page.getByRole('heading', { level: 1, name: unpaidTea!.name })).toBeVisible();
  const payNow = page.getByRole('region', { name: 'Order status' }).getByRole('link', { name: 'Pay Now' });
  await expect(payNow).toBeVisible();
  // The one thing to do next spans the phone's width.
  const width = (await payNow.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(250);
  await expectNoSidewaysScroll(page);

  await page.goto(`/orders/${shipped._id}`);
  await expect(page.getByRole('region', { name: 'Tracking' })).toContainText(
    'PFW1234567890123456789012345678901234567890',
  );
  await expect(page.getByRole('region', { name: 'Order status' })).toContainText('with Parcelforce Worldwide Express');
  await expectNoSidewaysScroll(page);
});

test('on a phone, My Orders cards lead to the order page, and show the tracking', async ({ page, adminPage }) => {
  await createCustomer(page.request, 'Pocket Pablo');
  const [tea] = await findProducts(page.request, 1);
  const order = await placeOrder(page.request, tea!);
  await payOrder(page.request, order);
  await moveOrder(adminPage.request, order._id, { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD0146000033' });

  await page.goto('/myOrders');
  const card = page.getByRole('article', { name: `Order 1: ${tea!.name}` });
  await expect(card).toContainText('CarrierDHL');
  await expect(card).toContainText('Tracking numberJD0146000033');
  await expectNoSidewaysScroll(page);
  await card.getByRole('link', { name: `${tea!.name}: order details` }).click();
  await expect(page).toHaveURL(`/orders/${order._id}`);
  await expect(page.getByRole('heading', { level: 1, name: tea!.name })).toBeVisible();
});

test('Mark shipped’s dialog fits a phone', async ({ page, adminPage }) => {
  const customer = await createCustomer(page.request, 'Pocket Pip');
  const [tea] = await findProducts(page.request, 1);
  await payOrder(page.request, await placeOrder(page.request, tea!));

  await adminPage.goto('/manageOrder');
  const card = adminPage.getByRole('article').filter({ hasText: customer.email });
  await card.getByRole('button', { name: /Mark shipped/ }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Ship this order' });
  await expect(dialog.getByLabel('Tracking number (optional)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark shipped' })).toBeInViewport();
  await expectNoSidewaysScroll(adminPage);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
