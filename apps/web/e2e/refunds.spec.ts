import { formatPrice } from '@teatree/shared/money';
import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { OrderDetail } from '@teatree/shared/schemas/order';
import { createCustomer } from './support/accounts';
import { expect, expectHttpError, test } from './support/fixtures';
import { mailFromLog } from './support/mail-log';
import { addProduct, orderRow, payOrder, placeOrder } from './support/orders-api';

/**
 * Refunding part of an order (docs/decisions/0034-refunds.md): the owner refunds a tin and the shipping
 * of a paid order from Manage All Orders, the server's refusal shows under its field first, the customer
 * is mailed why, and both sides see the order partly refunded.
 */
test('the owner refunds one tin and the shipping; the customer reads why and sees it on the order', async ({
  page,
  adminPage,
}) => {
  const customer = await createCustomer(page.request, 'Refunded Rhea');
  // Two tins at $7.50, under the $40 over which the demo shop's Standard delivery is free: the order pays shipping.
  const product = await addProduct(adminPage.request, { quantity: 50, minOrder: 1, price: 7.5 });
  const quantity = 2;
  const order = await placeOrder(page.request, product, quantity);
  expect(order.shipping).toBeGreaterThan(0);
  await payOrder(page.request, order);

  await adminPage.goto(`/manageOrder?order=${order._id}`);
  // The first try is refused by the server, on purpose.
  expectHttpError(adminPage, 400, `/api/purchase/${order._id}/refunds`);
  const row = orderRow(adminPage, customer.email);
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: /Refund…/ }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Refund part of order ${orderNumberLabel(order.number)}` });
  await expect(dialog).toContainText(`of ${quantity} left`);
  await expect(dialog).toContainText(`Left to refund: ${formatPrice(order.total)}`);

  // More tins than the order has: the server's words, under the tea's own field; nothing is refunded.
  const tins = dialog.getByLabel(new RegExp(`^Tins to refund of ${product.name}`));
  await tins.fill(String(quantity + 1));
  await dialog.getByLabel('Reason (the customer reads it)').fill('One tin arrived dented, and the parcel was late.');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByText(new RegExp(`^Only ${quantity} left to refund of ${product.name}`))).toBeVisible();
  await expect(tins).toHaveAttribute('aria-invalid', 'true');

  await tins.fill('1');
  await dialog.getByLabel(/^Refund the shipping/).check();
  await expect(dialog).toContainText(`You refund: 1 × ${product.name}`);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toBeHidden();

  const detail = (await (await adminPage.request.get(`/api/purchase/${order._id}`)).json()) as OrderDetail;
  const [refund] = detail.refunds;
  expect(refund).toMatchObject({ kind: 'part', lines: [{ quantity: 1 }] });
  expect(refund!.shipping).toBeGreaterThanOrEqual(order.shipping);
  const sent = formatPrice(refund!.amount);
  await expect(adminPage.getByText(`Refunded ${sent} on order ${orderNumberLabel(order.number)}`)).toBeVisible();
  await expect(row).toContainText('Partly refunded');

  const mail = await mailFromLog(customer.email, /^We refunded part of your TeaTree order/);
  expect(mail).toContain(`We have refunded ${sent} to the card you paid with, for 1 × ${product.name}`);
  expect(mail).toContain('Why: One tin arrived dented, and the parcel was late.');

  // The customer's own page of the order: partly refunded, the refund under the total.
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByText('Partly refunded').first()).toBeVisible();
  const totals = page.getByRole('definition').filter({ hasText: `−${sent}` });
  await expect(totals.first()).toBeVisible();
});
