import { readFile } from 'node:fs/promises';
import { createCustomer } from './accounts';
import { fillAddress, US_ADDRESS } from './address';
import { expectAccessible } from './axe';
import { uniqueWord } from './catalogue';
import { expect, test } from './fixtures';
import { cartButton, entry, goByAccountMenu, journeyAlbums, onPhone } from './journeys';
import { expectNoSidewaysScroll } from './layout';
import { getProduct, removeProduct } from './orders-api';
import { payOnThePaymentPage } from './payment-page';
import {
  addSizeToCart,
  csvRecords,
  fillTeaInSizes,
  SIZES,
  sendNewTea,
  sizeCard,
  sizeLine,
  sizeRadio,
  sizeRow,
  teaFigure,
} from './sizes';

/*
 * A tea in sizes from one stock, from the owner's form to the books
 * (docs/decisions/0032-sizes-and-stock-by-weight.md): the same steps at 1440 px (sizes.spec.ts) and on
 * a 375 px phone (sizes.mobile.spec.ts), where the pages must also fit the screen.
 */

/** The journey as a test of its own, for the desktop file and the phone file alike. */
export function testSizesJourney() {
  test('the owner sells a tea in three sizes from 1 kg; a shopper buys pouches and a tin in one cart, and the pouch sells out while the tin still sells', async ({
    page,
    adminPage,
  }, testInfo) => {
    const { owner, shopper } = journeyAlbums(page, adminPage, testInfo, 180);
    const name = uniqueWord('Scales ');
    let id = '';

    try {
      await test.step('the owner gives a new tea three sizes and a stock of 1 kg', async () => {
        await adminPage.goto('/addItems');
        await expect(adminPage.getByRole('heading', { level: 1, name: 'Add Items' })).toBeVisible();
        await fillTeaInSizes(adminPage, name);
        if (onPhone(adminPage)) {
          // On a phone each size's row fits the screen, one field under another.
          for (const index of [1, 2, 3]) {
            const box = (await sizeRow(adminPage, index).boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(adminPage.viewportSize()!.width);
          }
          await expectNoSidewaysScroll(adminPage);
        }
        // A size without its weight is refused beside its field, before anything is sent.
        await sizeRow(adminPage, 3).getByLabel('Weight (g)').fill('');
        await adminPage.getByRole('button', { name: 'Add product' }).click();
        await expect(sizeRow(adminPage, 3).getByLabel('Weight (g)')).toHaveAccessibleDescription(
          'Weight must be a whole number of grams',
        );
        await sizeRow(adminPage, 3).getByLabel('Weight (g)').fill(SIZES.pouch.grams);
        await expect(adminPage.getByTestId('stock-meaning')).toHaveText(
          '1 kg: enough for 40 × 25 g, 10 × 100 g or 4 × 250 g',
        );
        await expectAccessible(adminPage);
        await owner.snap('owner-sizes-editor');
        id = await sendNewTea(adminPage, name);
        const made = await getProduct(adminPage.request, id);
        expect(made).toMatchObject({ price: 12.4, quantity: 10, minOrder: 1, stock: 1000, stockedBy: 'weight' });
      });

      await createCustomer(page.request, 'Sid Sizes');

      await test.step('the catalogue shows "from" the cheapest size, with its price per 100 g', async () => {
        await page.goto('/products');
        const row = entry(page, name).first();
        await expect(row).toContainText('from $4.00');
        await expect(row).toContainText(SIZES.sample.per100g);
      });

      await test.step('the tea page offers the sizes, the default chosen first', async () => {
        await page.goto(`/products/${id}`);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        const radios = page.getByRole('group', { name: 'Size', exact: true }).getByRole('radio');
        await expect(radios).toHaveCount(3);
        await expect(sizeRadio(page, SIZES.tin.label)).toBeChecked();
        for (const size of Object.values(SIZES)) {
          await expect(sizeCard(page, size.label)).toContainText(`$${size.price}`);
          await expect(sizeCard(page, size.label)).toContainText(size.per100g);
        }
        await expect(teaFigure(page, 'In stock')).toHaveText('10');
        await sizeRadio(page, SIZES.pouch.label).check();
        await expect(teaFigure(page, 'Price')).toHaveText('$27.50');
        await expect(teaFigure(page, 'In stock')).toHaveText('4');
        await expect(teaFigure(page, 'Min. order')).toHaveText('2');
        await expect(page.getByLabel('How many')).toHaveValue('2');
        await expectAccessible(page);
        await shopper.snap('tea-size-choice');
        if (onPhone(page)) await expectNoSidewaysScroll(page);
      });

      await test.step('two 250 g pouches and one 100 g tin go in one cart, one line a size', async () => {
        await addSizeToCart(page, SIZES.pouch.label, 2, 2);
        await addSizeToCart(page, SIZES.tin.label, 1, 3);
        await cartButton(page).click();
        await expect(page).toHaveURL('/cart');
        await expect(sizeLine(page, name, SIZES.pouch.label)).toContainText('$55.00');
        await expect(sizeLine(page, name, SIZES.tin.label)).toContainText('$12.40');
        await expect(page.getByRole('region', { name: 'Summary' })).toContainText('$67.40');
        if (onPhone(page)) await expectNoSidewaysScroll(page);
      });

      let orderId = '';
      await test.step('checks out and pays; the payment page names each size', async () => {
        await page.getByRole('button', { name: 'Checkout' }).click();
        await fillAddress(page, US_ADDRESS);
        await page.getByRole('button', { name: 'Place order' }).click();
        await expect(page).toHaveURL(/\/payment\/.+/);
        orderId = new URL(page.url()).pathname.split('/').pop()!;
        const lines = page.getByTestId('paid-line');
        await expect(lines.filter({ hasText: SIZES.pouch.label })).toContainText('× 2');
        await expect(lines.filter({ hasText: SIZES.tin.label })).toContainText('× 1');
        await payOnThePaymentPage(page);
        await expect(page.getByTestId('paid-line').filter({ hasText: SIZES.pouch.label })).toBeVisible();
      });

      await test.step('400 g are left: the pouch (minimum 2) is sold out, the tin and the sample still sell', async () => {
        const left = await getProduct(page.request, id);
        expect(left.stock).toBe(400);
        expect(left.quantity).toBe(4);
        await page.goto(`/products/${id}`);
        await expect(sizeRadio(page, SIZES.pouch.label)).toBeDisabled();
        await expect(sizeCard(page, SIZES.pouch.label)).toContainText('Sold out');
        await expect(sizeRadio(page, SIZES.tin.label)).toBeEnabled();
        await expect(sizeRadio(page, SIZES.tin.label)).toBeChecked();
        await expect(sizeRadio(page, SIZES.sample.label)).toBeEnabled();
        await expect(teaFigure(page, 'In stock')).toHaveText('4');
        await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeEnabled();
      });

      await test.step('My Orders, the order page and Manage All Orders name the sizes', async () => {
        await goByAccountMenu(page, 'My Orders');
        const mine = entry(page, name).first();
        await expect(mine).toContainText(SIZES.pouch.label);
        await expect(mine).toContainText(SIZES.tin.label);
        await page.goto(`/orders/${orderId}`);
        const teas = page.getByRole('region', { name: 'Your teas' });
        await expect(teas).toContainText(SIZES.pouch.label);
        await expect(teas).toContainText(SIZES.tin.label);
        await shopper.snap('order-page-sizes');

        await adminPage.goto('/manageOrder');
        const theirs = entry(adminPage, name).first();
        await expect(theirs).toContainText(SIZES.pouch.label);
        await expect(theirs).toContainText(SIZES.tin.label);
      });

      await test.step('the dashboard runs the tea low in grams, and the books carry each size', async () => {
        await adminPage.goto('/dashboard');
        const low = adminPage
          .getByRole('region', { name: 'Running low' })
          .getByRole('link', { name: new RegExp(name) });
        await expect(low).toContainText('4 left');
        await expect(low).toContainText('400 g in stock');
        await owner.snap('dashboard-sizes');

        // Judged by days of sales instead: 400 g left of 600 g sold today last 20 days, more than 14.
        const running = adminPage.getByRole('region', { name: 'Running low' });
        await running.getByRole('button', { name: 'By days of sales' }).click();
        await expect(adminPage).toHaveURL('/dashboard?lowStock=days');
        await expect(running.getByRole('button', { name: 'By days of sales' })).toHaveAttribute('aria-pressed', 'true');
        await expect(low).toHaveCount(0);
        await running.getByRole('button', { name: 'By count' }).click();
        await expect(adminPage).toHaveURL('/dashboard');
        await expect(low).toContainText('4 left');

        const books = adminPage.getByRole('form', { name: 'Export orders' });
        const today = await books.getByLabel('To').inputValue();
        await books.getByLabel('From').fill(today);
        const downloading = adminPage.waitForEvent('download');
        await books.getByRole('button', { name: 'Download CSV' }).click();
        const csv = await readFile(await (await downloading).path(), 'utf8');
        const lines = csvRecords(csv).filter((line) => line.Order === orderId || line.Tea === name);
        expect(lines.map((line) => [line.Tea, line.Size, line['Weight (g)'], line.Quantity]).sort()).toEqual(
          [
            [name, SIZES.tin.label, '100', '1'],
            [name, SIZES.pouch.label, '250', '2'],
          ].sort(),
        );
      });
    } finally {
      if (id) await removeProduct(adminPage.request, { _id: id });
    }
  });
}
