import { formatPrice } from '@teatree/shared/money';
import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { OrderDetail } from '@teatree/shared/schemas/order';
import { createCustomer } from './support/accounts';
import { expect, expectHttpError, test } from './support/fixtures';
import { mailFromLog } from './support/mail-log';
import { addProduct, moveOrder, orderRow, payOrder, placeOrder } from './support/orders-api';

/**
 * Returns (docs/decisions/0034-refunds.md, "Returns"): a customer asks on a delivered order's page to
 * return a tin, the server's refusal shows under its field first; the owner accepts it from Manage All
 * Orders, the tin is refunded, and the customer reads the answer on the order and in the mail.
 */
test('a customer asks to return a tin of a delivered order, and the owner accepts it', async ({ page, adminPage }) => {
  const customer = await createCustomer(page.request, 'Returning Rosa');
  const product = await addProduct(adminPage.request, { quantity: 50, minOrder: 1, price: 7.5 });
  const order = await placeOrder(page.request, product, 3);
  await payOrder(page.request, order);
  await moveOrder(adminPage.request, order._id, { status: 'shipped' });
  await moveOrder(adminPage.request, order._id, { status: 'delivered' });

  await page.goto(`/orders/${order._id}`);
  await page.getByRole('button', { name: 'Return some teas' }).click();
  const ask = page.getByRole('dialog', { name: `Return teas from order ${orderNumberLabel(order.number)}` });
  const tins = ask.getByLabel(new RegExp(`^Tins to return of ${product.name}`));
  await tins.fill('4');
  await ask.getByLabel('Why are you returning them?').fill('The third tin arrived crushed.');
  expectHttpError(page, 400, `/api/purchase/${order._id}/returns`);
  await ask.getByRole('button', { name: 'Ask to return' }).click();
  await expect(ask.getByText(new RegExp(`^You can return at most 3 of ${product.name}`))).toBeVisible();
  await tins.fill('1');
  await ask.getByRole('button', { name: 'Ask to return' }).click();
  await expect(page.getByText('We have your return request', { exact: true })).toBeVisible();
  await expect(page.getByText("Your return request is waiting for the shop's answer.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return some teas' })).toHaveCount(0);
  expect(await mailFromLog(customer.email, /^We have your return request/)).toContain(
    'Why: The third tin arrived crushed.',
  );

  await adminPage.goto(`/manageOrder?order=${order._id}`);
  const row = orderRow(adminPage, customer.email);
  await expect(row).toContainText('Return asked');
  await row.getByRole('button', { name: /Answer return…/ }).click();
  const answer = adminPage.getByRole('dialog');
  await expect(answer).toContainText('The third tin arrived crushed.');
  await answer.getByRole('button', { name: 'Accept and refund' }).click();
  await expect(adminPage.getByText(`Return accepted on order ${orderNumberLabel(order.number)}`)).toBeVisible();
  await expect(row).toContainText('Partly refunded');

  await page.reload();
  await expect(page.getByText('Your return was accepted and refunded.')).toBeVisible();
  const detail = (await (await adminPage.request.get(`/api/purchase/${order._id}`)).json()) as OrderDetail;
  expect(detail.returns).toEqual([expect.objectContaining({ status: 'accepted' })]);
  const mail = await mailFromLog(customer.email, /^We refunded part of your TeaTree order/);
  expect(mail).toContain(
    `We have refunded ${formatPrice(detail.refunds[0]!.amount)} to the card you paid with, for 1 × ${product.name}`,
  );
});
