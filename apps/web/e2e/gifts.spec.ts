import type { Promotion } from '@teatree/shared/schemas/promotion';
import { fillAddress, US_ADDRESS } from './support/address';
import { expectAccessible } from './support/axe';
import { type ApiProduct, deleteTeas, demoPhoto, todayIso, uniqueWord } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { goByAccountMenu, journeyAlbums } from './support/journeys';
import { payOnThePaymentPage } from './support/payment-page';

/*
 * A gift (docs/decisions/0035-promotions.md): the owner makes a code that gives a sample of a tea free
 * with any order, on the Promotions screen; a visitor applies it in the cart, sees the sample listed free,
 * checks out as a guest with it, and pays an order whose sample line reads "Free". A code, not an
 * automatic offer: the browser tests share their shop, and an offer would add the sample to every order.
 */

test('the owner makes a code that gives a sample free; a guest applies it in the cart and at checkout, sees the sample, and pays an order that holds it free', async ({
  page,
  adminPage,
}, testInfo) => {
  const { owner, shopper } = journeyAlbums(page, adminPage, testInfo, 120);
  const code = uniqueWord('SAMPLE').toUpperCase();
  const name = uniqueWord('Hojicha ');
  const made = await adminPage.request.post('/api/products', {
    data: {
      name,
      brand: 'Gift Gardens',
      description: 'A roasted green tea, given as a sample.',
      category: 'Green Tea',
      price: 12,
      minOrder: 1,
      stock: 1000,
      sizes: [
        { label: '25 g sample', grams: 25, price: 3.5, minOrder: 1 },
        { label: '100 g tin', grams: 100, price: 12, minOrder: 1, isDefault: true },
      ],
      date: todayIso(),
      photo: await demoPhoto(adminPage.request),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const teaId = ((await made.json()) as { insertedId: string }).insertedId;
  const tea = (await (await adminPage.request.get(`/api/products/${teaId}`)).json()) as ApiProduct;

  try {
    await test.step('the owner makes the code on the Promotions screen, choosing the sample to give', async () => {
      await adminPage.goto('/dashboard');
      await goByAccountMenu(adminPage, 'Promotions');
      await adminPage.getByRole('button', { name: 'Add promotion' }).click();
      const form = adminPage.getByRole('dialog');
      await form.getByLabel(/^Code/).fill(code);
      await form.getByLabel('Name').fill('A sample with your order');
      await form.getByLabel('Applies to').selectOption({ label: 'A free tea' });
      // A gift has no discount of its own, and always combines.
      await expect(form.getByLabel('Percent off (%)')).toHaveCount(0);
      await expect(form.getByText('A free tea always combines with other promotions.')).toBeVisible();
      await form.getByLabel('Tea and size to give').selectOption({ label: `${name} — 25 g sample ($3.50)` });
      await form.getByRole('button', { name: 'Save promotion' }).click();
      await expect(adminPage.getByText('Promotion saved')).toBeVisible();
      await expect(adminPage.getByRole('article', { name: code, exact: true })).toContainText(
        `Free ${name}, 25 g sample`,
      );
      await owner.snap('gift-made');
    });

    await test.step('a visitor adds a tin, applies the code, and sees the sample listed free', async () => {
      await page.goto(`/products/${teaId}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      // The cart's notice names the tea, keeps the focus where it was, and leads to the cart.
      const notice = page.getByRole('status').filter({ hasText: `${name} is in your cart` });
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/cart?checkout=guest');
      await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeFocused();
      await shopper.snap('cart-notice');
      await notice.getByRole('link', { name: 'View cart' }).click();
      await expect(page).toHaveURL('/cart');
      const estimate = page.getByRole('region', { name: 'Delivery' });
      await page.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
      await estimate.getByRole('button', { name: 'Apply' }).click();
      await expect(estimate.getByRole('status')).toContainText(`${code} applied`);
      const gifts = estimate.getByRole('list', { name: 'Free with this order' });
      await expect(gifts).toContainText(`Free with this order: ${name}, 25 g sample`);
      await expect(gifts).toContainText('$3.50');
      await expect(estimate.locator('dl')).toContainText(`Discount (${code})−$3.50`);
      await expectAccessible(page);
      await shopper.snap('cart-with-gift');
    });

    await test.step('the visitor checks out as a guest with the code, and pays the total the cart showed', async () => {
      const shown = await page
        .getByRole('region', { name: 'Delivery' })
        .locator('dl div')
        .filter({ hasText: 'Estimated total' })
        .getByRole('definition')
        .textContent();
      await page.getByRole('button', { name: 'Check out as a guest' }).click();
      const form = page.getByRole('form', { name: 'Check out as a guest' });
      await form.getByLabel('Email').fill(`${code.toLowerCase()}@example.com`);
      await fillAddress(form, { ...US_ADDRESS, fullName: 'Gia Gift' });
      const gifts = form.getByRole('list', { name: 'Free with this order' });
      await expect(gifts).toContainText(`${name}, 25 g sample`);
      // The checkout takes a code too: removed, the sample goes; typed again, Enter applies it and places nothing.
      const codeGroup = form.getByRole('group', { name: 'Discount code' });
      await expect(codeGroup.getByRole('status')).toContainText(`${code} applied`);
      await codeGroup.getByRole('button', { name: 'Remove' }).click();
      await expect(gifts).toHaveCount(0);
      await codeGroup.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
      await codeGroup.getByRole('textbox', { name: 'Discount code' }).press('Enter');
      await expect(codeGroup.getByRole('status')).toContainText(`${code} applied`);
      await expect(gifts).toContainText(`${name}, 25 g sample`);
      await expect(page).toHaveURL('/cart');
      await form.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/payment\//);
      await expect(page.getByText(`Please Pay ${shown}`, { exact: true })).toBeVisible();
      const sample = page.getByTestId('paid-line').filter({ hasText: '25 g sample' });
      await expect(sample).toContainText('Free');
      await expect(sample).toContainText('$3.50');
      await payOnThePaymentPage(page);
      await shopper.snap('paid-with-gift');
      // The sample's 25 g left the stock with the tin's 100 g.
      const after = (await (await adminPage.request.get(`/api/products/${teaId}`)).json()) as ApiProduct;
      expect(after.stock).toBe(tea.stock! - 125);
    });
  } finally {
    const listed = (await (await adminPage.request.get('/api/promotions')).json()) as { promotions: Promotion[] };
    const gift = listed.promotions.find((p) => p.code === code);
    if (gift) await adminPage.request.put(`/api/promotions/${gift._id}`, { data: { ...gift, active: false } });
    await deleteTeas(adminPage.request, [teaId]);
  }
});
