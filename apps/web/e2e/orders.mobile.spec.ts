import type { APIRequestContext } from '@playwright/test';
import { orderDialog, toasts } from '@teatree/shared/messages';
import { customerDeleteDialog } from '@teatree/shared/orders/delete-dialog';
import { createCustomer } from './support/accounts';
import { aDemoTea } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { ADDRESS, findProducts, placeOrder, type ShopProduct } from './support/orders-api';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

async function placeOrders(request: APIRequestContext, count: number): Promise<ShopProduct[]> {
  const products = await findProducts(request, count);
  for (const product of products) await placeOrder(request, product);
  return products;
}

test('My Orders are stacked cards on a phone, with Pay Now and the delete dialog', async ({ page }) => {
  await createCustomer(page.request, 'Phone Polly');
  const [first, second] = await placeOrders(page.request, 2);

  await page.goto('/myOrders');
  await expect(page.getByRole('table')).toBeHidden();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(2);
  // Newest first.
  const newest = page.getByRole('article', { name: `Order 1: ${second!.name}` });
  await expect(newest).toContainText('Awaiting payment');
  await expect(newest).toContainText(ADDRESS);
  await expectNoSidewaysScroll(page);

  await newest.getByRole('button', { name: `Delete order ${second!.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `${orderDialog.title} ${second!.name}` });
  await expect(dialog).toContainText(customerDeleteDialog.unpaid);
  await dialog.getByRole('button', { name: customerDeleteDialog.delete }).click();
  await expect(page.getByText(toasts.orderDeleted(second!.name), { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(1);

  const left = page.getByRole('article', { name: `Order 1: ${first!.name}` });
  await left.getByRole('link', { name: /Pay Now/ }).click();
  await expect(page).toHaveURL(/\/payment\/.+/);
  await expect(page.getByRole('heading', { level: 1, name: `Make payment for ${first!.name}` })).toBeVisible();
});

test('the purchase page and the order form fit a phone', async ({ page }) => {
  await createCustomer(page.request, 'Phone Pete');
  const product = await aDemoTea(page.request);
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByLabel('Quantity')).toHaveAttribute('inputmode', 'numeric');
  await expectNoSidewaysScroll(page);

  await page.goto('/purchase');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('Manage All Orders are cards on a phone, with the shipping actions', async ({ page, adminPage }) => {
  const customer = await createCustomer(page.request, 'Phone Flo');
  const [product] = await placeOrders(page.request, 1);

  await adminPage.goto('/manageOrder');
  await expect(adminPage.getByRole('table')).toBeHidden();
  const card = adminPage.getByRole('article').filter({ hasText: customer.email });
  await expect(card).toContainText(product!.name);
  await expect(card.getByRole('button', { name: /Cancel order/ })).toBeVisible();
  await expect(card.getByRole('button', { name: `Delete order ${product!.name}` })).toBeVisible();
  await adminPage.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(adminPage);
});

test('Manage All Orders finds an order by its number on a phone, and each card shows it', async ({
  page,
  adminPage,
}) => {
  const customer = await createCustomer(page.request, 'Number Nico');
  const [product] = await findProducts(page.request, 1);
  const order = await placeOrder(page.request, product!);
  await adminPage.goto('/manageOrder');
  const search = adminPage.getByRole('search', { name: 'Orders by number' });
  await search.getByRole('searchbox', { name: 'Order number' }).fill(String(order.number));
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(adminPage).toHaveURL(`/manageOrder?number=${order.number}`);
  const cards = adminPage.getByRole('article');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(customer.email);
  await expect(cards.first()).toContainText(`Order number #${order.number}`);
  await expectNoSidewaysScroll(adminPage);
});
