import { createCustomer } from './support/accounts';
import { uniqueWord } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { Album } from './support/journeys';
import { expectNoSidewaysScroll } from './support/layout';
import { removeProduct } from './support/orders-api';
import {
  addSizeToCart,
  cartButton,
  fillTeaInSizes,
  SIZES,
  sendNewTea,
  sizeCard,
  sizeLine,
  sizeRadio,
  sizeRow,
} from './support/sizes';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

/*
 * A tea in sizes on a 375 px phone (docs/decisions/0032-sizes-and-stock-by-weight.md): the owner's
 * Sizes section in one column, the size choice on the tea's page, and a cart line of one size.
 * sizes.spec.ts walks the whole sale at 1440 px.
 */
test('on a phone the owner gives a tea three sizes, and a shopper picks the pouch and finds it in the cart', async ({
  page,
  adminPage,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = new Album(adminPage, testInfo);
  const shopper = new Album(page, testInfo);
  const name = uniqueWord('Pocket ');
  let id = '';
  try {
    await adminPage.goto('/addItems');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Add Items' })).toBeVisible();
    await fillTeaInSizes(adminPage, name);
    for (const index of [1, 2, 3]) {
      const box = (await sizeRow(adminPage, index).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await expectNoSidewaysScroll(adminPage);
    await owner.snap('owner-sizes-editor-phone');
    id = await sendNewTea(adminPage, name);

    await createCustomer(page.request, 'Pip Pocket');
    await page.goto(`/products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(sizeRadio(page, SIZES.tin.label)).toBeChecked();
    await expect(sizeCard(page, SIZES.pouch.label)).toContainText(SIZES.pouch.per100g);
    await expectNoSidewaysScroll(page);
    await shopper.snap('tea-size-choice-phone');

    await addSizeToCart(page, SIZES.pouch.label, 2, 1);
    await cartButton(page).click();
    await expect(page).toHaveURL('/cart');
    const line = sizeLine(page, name, SIZES.pouch.label);
    await expect(line).toContainText(SIZES.pouch.label);
    await expect(line).toContainText('$55.00');
    await line.getByRole('button', { name: `One more ${name}, ${SIZES.pouch.label}` }).click();
    await expect(line).toContainText('$82.50');
    await expectNoSidewaysScroll(page);
    await line.getByRole('button', { name: `Remove ${name}, ${SIZES.pouch.label}` }).click();
    await expect(page.getByRole('list', { name: 'Teas in your cart' })).toHaveCount(0);
  } finally {
    if (id) await removeProduct(adminPage.request, { _id: id });
  }
});
