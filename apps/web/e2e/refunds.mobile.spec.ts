import { formatPrice } from '@teatree/shared/money';
import { orderNumberLabel } from '@teatree/shared/orders/number';
import { expect, expectHttpError, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { customerWithOrder } from './support/orders-api';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

test('on a phone the owner refunds an amount of a paid order from its card', async ({ page, adminPage }) => {
  const { customer, order } = await customerWithOrder(page.request, 'Phone Refund Pia', { paid: true });

  await adminPage.goto(`/manageOrder?order=${order._id}`);
  // The first try is refused by the server, on purpose.
  expectHttpError(adminPage, 400, `/api/purchase/${order._id}/refunds`);
  const card = adminPage.getByRole('main').getByRole('article').filter({ hasText: customer.email });
  await card.getByRole('button', { name: /Refund…/ }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Refund part of order ${orderNumberLabel(order.number)}` });
  await dialog.getByLabel('Other amount ($)').fill('1.005');
  await dialog.getByLabel('Reason (the customer reads it)').fill('A goodwill gesture for the wait.');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText('Amount can have at most two decimals')).toBeVisible();
  await expectNoSidewaysScroll(adminPage);

  await dialog.getByLabel('Other amount ($)').fill('2.50');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(
    adminPage.getByText(`Refunded ${formatPrice(2.5)} on order ${orderNumberLabel(order.number)}`),
  ).toBeVisible();
  await expect(card).toContainText('Partly refunded');
  await expectNoSidewaysScroll(adminPage);
});
