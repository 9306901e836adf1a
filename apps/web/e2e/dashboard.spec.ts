import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { createCustomer } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { Album, goByAccountMenu } from './support/journeys';
import { addProduct, payOrder, placeOrder, removeProduct } from './support/orders-api';

/** A figure as the dashboard writes it ("$1,234.50", "−$20.00"), as a number. */
function amountOf(text: string): number {
  const value = Number(text.replace(/[^0-9.]/g, ''));
  return text.includes('−') ? -value : value;
}

const period = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const figure = (card: Locator, term: string) =>
  card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

async function todayFigures(page: Page) {
  const today = period(page, 'Today');
  await expect(today).toBeVisible();
  const revenue = amountOf((await figure(today, 'Revenue').locator('span').first().textContent()) ?? '');
  const orders = Number(await figure(today, 'Paid orders').locator('span').first().textContent());
  const average = amountOf((await figure(today, 'Average order').locator('span').first().textContent()) ?? '');
  const net = (await today.locator('dd', { hasText: 'without tax and shipping' }).textContent()) ?? '';
  return { revenue, orders, average, teas: amountOf(net.slice(0, net.indexOf(' without'))) };
}

async function waitingCount(page: Page): Promise<number> {
  const badge = page.getByRole('region', { name: 'Waiting to be shipped' }).getByText(/\d+ waiting/);
  return (await badge.count()) === 0 ? 0 : Number.parseInt((await badge.textContent()) ?? '0', 10);
}

test('the owner sees takings move with an order, what to ship and restock, and takes the books away', async ({
  page,
  adminPage,
}, testInfo) => {
  test.slow();
  const album = new Album(adminPage, testInfo);
  await createCustomer(page.request, 'Dana Dashboard');
  const tea = await addProduct(adminPage.request, { quantity: 6, minOrder: 1 });

  await adminPage.goto('/');
  await goByAccountMenu(adminPage, 'Dashboard');
  await expect(adminPage).toHaveURL('/dashboard');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const before = await todayFigures(adminPage);
  const waitingBefore = await waitingCount(adminPage);

  // A customer buys two tins of the tea ($7.50 each) meanwhile, delivered and taxed as the demo shop does.
  const order = await placeOrder(page.request, tea, 2);
  expect(order.subtotal).toBe(15);
  expect(order.total).toBeGreaterThan(15);
  await payOrder(page.request, order);
  await adminPage.reload();
  await expect.poll(async () => (await todayFigures(adminPage)).revenue).toBeCloseTo(before.revenue + order.total, 2);
  const after = await todayFigures(adminPage);
  expect(after.orders).toBe(before.orders + 1);
  // The figures agree, whatever other tests refunded today: the average is the revenue over the paid orders.
  expect(Math.abs(after.orders * after.average - after.revenue)).toBeLessThanOrEqual(after.orders * 0.005 + 1e-9);
  await expect(period(adminPage, 'Today')).toContainText('revenue ÷ paid orders');
  // What the teas sold for, apart from the tax and the shipping.
  expect(after.teas).toBeCloseTo(before.teas + 15, 2);
  await expect(period(adminPage, 'Last 7 days')).toContainText('against the 7 days before');
  expect(await waitingCount(adminPage)).toBe(waitingBefore + 1);

  // Four tins left: it runs low, and opens its edit page.
  const low = adminPage.getByRole('region', { name: 'Running low' }).getByRole('link', { name: new RegExp(tea.name) });
  await expect(low).toContainText('4 left');
  await expect(low).toHaveAttribute('href', `/products/${tea._id}/edit`);

  // The charts, each with its table for screen readers; the span switches to 90 days.
  const daily = adminPage.getByRole('figure', { name: 'Daily revenue' });
  await expect(daily.locator('canvas')).toBeVisible();
  await expect(daily.getByRole('table', { name: 'Daily revenue' }).getByRole('row')).toHaveCount(31);
  await expect(adminPage.getByRole('figure', { name: 'Revenue by category' }).locator('canvas')).toBeVisible();
  await expectAccessible(adminPage);
  await album.snap('dashboard');
  await adminPage.getByRole('button', { name: '90 days' }).click();
  await expect(adminPage).toHaveURL('/dashboard?days=90');
  await expect(adminPage.getByRole('heading', { level: 2, name: 'The last 90 days' })).toBeVisible();
  await expect(adminPage.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(daily.getByRole('table', { name: 'Daily revenue' }).getByRole('row')).toHaveCount(91);
  await expect(
    adminPage.getByRole('region', { name: 'Top teas by revenue' }).getByRole('listitem').first(),
  ).toBeVisible();

  // The books: a range that ends before it starts is refused in the page; this month's downloads.
  const books = adminPage.getByRole('form', { name: 'Export orders' });
  const from = books.getByLabel('From');
  const to = books.getByLabel('To');
  const today = await to.inputValue();
  await from.fill('2099-01-01');
  await books.getByRole('button', { name: 'Download CSV' }).click();
  await expect(books.getByText('The end date comes before the start date')).toBeVisible();
  await from.fill(`${today.slice(0, 8)}01`);
  const downloading = adminPage.waitForEvent('download');
  await books.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const name = today.endsWith('-01')
    ? `teatree-orders-${today}.csv`
    : `teatree-orders-${today.slice(0, 8)}01-to-${today}.csv`;
  expect(download.suggestedFilename()).toBe(name);
  await expect(adminPage.getByText(`Downloaded ${name}`)).toBeVisible();
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF"Date","Order","Status","Customer"')).toBe(true);
  const row = csv.split('\r\n').find((line) => line.includes(order._id));
  expect(row).toContain(`"Paid","Dana Dashboard"`);
  expect(row).toContain(`"${tea.name}",2,7.50,15.00,`);

  // A waiting order opens alone on Manage Orders, ready to ship.
  const first = adminPage.getByRole('region', { name: 'Waiting to be shipped' }).getByRole('link').first();
  await first.click();
  await expect(adminPage).toHaveURL(/\/manageOrder\?order=/);
  await expect(adminPage.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(adminPage.getByRole('table').getByRole('button', { name: /^Mark shipped/ })).toBeVisible();
  await adminPage.getByRole('link', { name: 'Show all orders' }).click();
  await expect(adminPage).toHaveURL('/manageOrder');

  await removeProduct(adminPage.request, tea);
});
