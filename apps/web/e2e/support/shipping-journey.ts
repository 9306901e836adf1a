import type { Page } from '@playwright/test';
import type { TaxSetup } from '@teatree/shared/schemas/shipping';
import { fillAddress } from './address';
import { expectAccessible } from './axe';
import { createTea, deleteTeas, demoPhoto, todayIso, uniqueWord } from './catalogue';
import { expect, expectHttpError, test } from './fixtures';
import { goByAccountMenu, journeyAlbums, onPhone } from './journeys';
import { expectNoSidewaysScroll } from './layout';
import { linkFromLog, mailFromLog } from './mail-log';
import { payOnThePaymentPage } from './payment-page';

/*
 * Delivery and tax, from the owner's Shipping screen to a shopper's cart
 * (docs/decisions/0033-shipping-and-tax.md): the same steps for a zone of Germany at 1440 px
 * (shipping.spec.ts) and on a 375 px phone (shipping.mobile.spec.ts), each on a shop of its own.
 */

const dialog = (page: Page) => page.getByRole('dialog');

/** The owner's zone, found by its heading on the Shipping screen. */
const zoneCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Opens the zone's dialog to add a delivery method and names the method: answers the dialog. */
async function addMethod(page: Page, zone: string, name: string) {
  await zoneCard(page, zone)
    .getByRole('button', { name: `Add a method to ${zone}` })
    .click();
  const form = dialog(page);
  await form.getByLabel('Name').fill(name);
  return form;
}

/** The cart's delivery estimate. */
const estimate = (page: Page) => page.getByRole('region', { name: 'Delivery' });

export function testShippingJourney(country: { code: string; name: string; city: string; postalCode: string }) {
  test(`the owner makes a zone for ${country.name} with a weight-banded Standard, free over $40, and 7 % on tea; a shopper there sees it in the cart`, async ({
    page,
    adminPage,
  }, testInfo) => {
    const { owner, shopper } = journeyAlbums(page, adminPage, testInfo, 120);
    const teaName = uniqueWord('Kabuse ');
    const before = (await (await adminPage.request.get('/api/shipping')).json()) as { tax: TaxSetup };
    const teaId = await createTea(adminPage.request, {
      name: teaName,
      brand: 'Yame Terraces',
      description: 'A shaded green tea, sweet and deep.',
      category: 'Green Tea',
      price: 16.5,
      quantity: 50,
      minOrder: 1,
      date: todayIso(),
      photo: await demoPhoto(adminPage.request),
    });

    try {
      await test.step('the owner opens Shipping from the account menu and adds a zone', async () => {
        await adminPage.goto('/dashboard');
        await goByAccountMenu(adminPage, 'Shipping');
        await expect(adminPage.getByRole('heading', { level: 1, name: 'Shipping and tax' })).toBeVisible();
        // The demo shop's own zones.
        await expect(zoneCard(adminPage, 'United States')).toContainText('Standard');
        await expect(zoneCard(adminPage, 'Rest of the world')).toContainText('International');
        await adminPage.getByRole('button', { name: 'Add a zone' }).click();
        await dialog(adminPage).getByLabel('Name').fill(country.name);
        await dialog(adminPage).getByLabel('Countries').selectOption({ label: country.name });
        await expect(dialog(adminPage).getByRole('list', { name: 'Countries of the zone' })).toHaveText(country.name);
        await dialog(adminPage).getByRole('button', { name: 'Save zone' }).click();
        await expect(adminPage.getByText(`Zone "${country.name}" is added`)).toBeVisible();
        await expect(zoneCard(adminPage, country.name)).toContainText('No method yet');
      });

      await test.step('a Standard rate by weight: bands that do not follow each other are refused', async () => {
        const form = await addMethod(adminPage, country.name, 'Standard');
        await form.getByText('By weight', { exact: true }).click();
        await form.getByLabel('Packaging (g)').fill('150');
        const bands = form.getByRole('group', { name: 'Bands' }).getByRole('listitem');
        await bands.nth(0).getByLabel(/Up to/).fill('500');
        await bands.nth(0).getByLabel('Price ($)').fill('4.90');
        await bands.nth(1).getByLabel(/up to/).fill('400');
        await bands.nth(1).getByLabel('Price ($)').fill('7.90');
        await form.getByLabel('Free over ($, optional)').fill('40');
        await form.getByLabel('Fewest days (optional)').fill('2');
        await form.getByLabel('Most days (optional)').fill('4');
        const zoneId = await zoneCard(adminPage, country.name).getAttribute('aria-labelledby');
        expectHttpError(adminPage, 400, `/api/shipping/zones/${zoneId!.replace(/^zone-/, '')}/methods`);
        await form.getByRole('button', { name: 'Save method' }).click();
        await expect(form.getByText('Band 2 must end above where it starts')).toBeVisible();
        await owner.snap('method-refused');
        await bands.nth(1).getByLabel(/up to/).fill('2000');
        await form.getByRole('button', { name: 'Save method' }).click();
        await expect(adminPage.getByText(`Standard is added to ${country.name}`)).toBeVisible();
        await expect(zoneCard(adminPage, country.name)).toContainText(
          'Up to 500 g $4.90 · up to 2 kg $7.90 · free from $40.00 · 2–4 days',
        );
      });

      await test.step('Collect at the shop, for nothing', async () => {
        const form = await addMethod(adminPage, country.name, 'Collect at the shop');
        await form.getByLabel('Price ($)').fill('0');
        await form.getByLabel('Collected at the shop (nothing is posted)').check();
        await form.getByRole('button', { name: 'Save method' }).click();
        await expect(adminPage.getByText(`Collect at the shop is added to ${country.name}`)).toBeVisible();
        await expect(zoneCard(adminPage, country.name).getByRole('listitem')).toHaveCount(2);
      });

      await test.step('7 % on tea (the reduced class) in the country', async () => {
        await adminPage.getByRole('button', { name: 'Add a rate' }).click();
        const rate = adminPage.getByRole('group', { name: 'Rates' }).getByRole('listitem').last();
        await rate.getByLabel('Country').selectOption({ label: country.name });
        await rate.getByLabel('Class').selectOption({ label: 'Reduced (food)' });
        await rate.getByLabel('Rate (%)').fill('7');
        await adminPage.getByRole('button', { name: 'Save tax' }).click();
        await expect(adminPage.getByText('Tax is saved')).toBeVisible();
        if (onPhone(adminPage)) await expectNoSidewaysScroll(adminPage);
        await expectAccessible(adminPage);
        await owner.snap('shipping-screen');
      });

      await test.step(`a shopper in ${country.name} sees delivery and tax in the cart`, async () => {
        await page.goto('/');
        await page.evaluate(
          ([productId, name]) =>
            localStorage.setItem('teatree.cart', JSON.stringify([{ productId, quantity: 1, name }])),
          [teaId, teaName],
        );
        await page.goto('/cart');
        await estimate(page).getByLabel('Deliver to').selectOption({ label: country.name });
        const methods = estimate(page).getByRole('list', { name: 'Delivery methods' }).getByRole('listitem');
        await expect(methods).toHaveText(['Standard · 2–4 days$4.90', 'Collect at the shopFree']);
        await expect(estimate(page)).toContainText('Add $23.50 for free shipping');
        // 16.50 + 4.90 + 7 % of 16.50 (1.155 → 1.16); the shipping is taxed as standard, which has no rate there.
        await expect(estimate(page).getByRole('definition')).toHaveText(['$4.90', '$1.16', '$22.56']);
        await expect(estimate(page)).toContainText('Tax (7 %)');
        if (onPhone(page)) await expectNoSidewaysScroll(page);
        await expectAccessible(page);
        await shopper.snap('cart-estimate');
      });

      await test.step('two more tins pass $40, and Standard ships free', async () => {
        await page.getByRole('button', { name: `One more ${teaName}` }).click();
        await expect(page.getByRole('spinbutton')).toHaveValue('2');
        await page.getByRole('button', { name: `One more ${teaName}` }).click();
        await expect(page.getByRole('spinbutton')).toHaveValue('3');
        const methods = estimate(page).getByRole('list', { name: 'Delivery methods' }).getByRole('listitem');
        await expect(methods.first()).toHaveText('Standard · 2–4 daysFree');
        await expect(estimate(page)).not.toContainText('for free shipping');
        // 49.50 + 7 % (3.465 → 3.47).
        await expect(estimate(page).getByRole('definition')).toHaveText(['Free', '$3.47', '$52.97']);
        await shopper.snap('cart-free-shipping');
      });

      await test.step('the shopper checks out as a guest, picks Collect, pays, and every page and the books say the same to the cent', async () => {
        // Collected at the shop, the parcel is taxed where the shop is: the demo shop's 3 % on tea at home.
        // 49.50 × 3 % = 1.485 → 1.49, no shipping: 50.99.
        const breakdown = ['Subtotal$49.50', 'Shipping (Collect at the shop)Free', 'Tax (3 %)$1.49', 'Total$50.99'];
        const email = `collect.${Date.now()}@example.com`;
        await page.getByRole('button', { name: 'Check out as a guest' }).click();
        const form = page.getByRole('form', { name: 'Check out as a guest' });
        await form.getByLabel('Email').fill(email);
        await fillAddress(form, {
          country: country.name,
          fullName: 'Greta Gast',
          line1: 'Teegasse 3',
          city: country.city,
          postalCode: country.postalCode,
          phone: '+49 30 1234567',
        });
        const delivery = form.getByRole('group', { name: 'Delivery' });
        await expect(delivery.getByRole('radio', { name: /^Standard/ })).toBeChecked();
        await delivery.getByRole('radio', { name: /^Collect at the shop/ }).check();
        // The total is the form's own, beside Place order.
        await expect(delivery.getByLabel('Order total')).toHaveText(breakdown.slice(0, -1).join(''));
        await expect(form.getByText('Total $50.99', { exact: true })).toBeVisible();
        if (onPhone(page)) await expectNoSidewaysScroll(page);
        await shopper.snap('checkout-collect');
        await form.getByRole('button', { name: 'Place order' }).click();

        await expect(page).toHaveURL(/\/payment\/[^?]+\?key=/);
        const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
        await expect(page.getByText('Please Pay $50.99', { exact: true })).toBeVisible();
        await expect(page.getByLabel('Order total').first()).toHaveText(breakdown.join(''));
        await payOnThePaymentPage(page);
        await shopper.snap('paid-collect');

        // The receipt, and the order's page its link opens.
        const receipt = await mailFromLog(email, /^Your TeaTree receipt/);
        expect(receipt).toContain(
          '  Subtotal: $49.50\n  Shipping (Collect at the shop): Free\n  Tax (3 %): $1.49\n  Total: $50.99\n',
        );
        await page.goto(await linkFromLog(email, /^Your TeaTree receipt/));
        await expect(page.getByLabel('Order total').first()).toHaveText(breakdown.slice(0, -1).join(''));
        await expect(page.getByRole('main')).toContainText('Total (3 items)$50.99');
        await expect(page.getByRole('main')).toContainText('Collected at the shop');

        // The owner's books: the order's row of the export.
        const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
        const csv = await (await adminPage.request.get(`/api/dashboard/orders.csv?from=${day(1)}&to=${day(0)}`)).text();
        expect(csv.split('\r\n').find((row) => row.includes(orderId))).toContain(
          ',49.50,0.00,1.49,50.99,"3 %: 1.49","Collect at the shop"',
        );
      });

      await test.step('the owner deletes the zone; the shopper is told the shop does not ship there', async () => {
        await zoneCard(adminPage, country.name)
          .getByRole('button', { name: `Delete zone ${country.name}` })
          .click();
        await dialog(adminPage).getByRole('button', { name: 'Delete zone' }).click();
        await expect(adminPage.getByText(`Zone "${country.name}" is deleted`)).toBeVisible();
        await expect(zoneCard(adminPage, country.name)).toHaveCount(0);
        // The rest of the world takes the country now (the cart, emptied by the order, holds the three tins again).
        await page.evaluate(
          ([productId, name]) =>
            localStorage.setItem('teatree.cart', JSON.stringify([{ productId, quantity: 3, name }])),
          [teaId, teaName],
        );
        await page.goto('/cart');
        await expect(estimate(page).getByRole('list', { name: 'Delivery methods' }).getByRole('listitem')).toHaveText([
          'International · 7–21 days$12.00',
        ]);
      });
    } finally {
      const left = (await (await adminPage.request.get('/api/shipping')).json()) as {
        zones: { id: string; countries: string[] }[];
      };
      for (const zone of left.zones.filter((z) => z.countries.includes(country.code))) {
        await adminPage.request.delete(`/api/shipping/zones/${zone.id}`);
      }
      const current = (await (await adminPage.request.get('/api/shipping')).json()) as { tax: TaxSetup };
      await adminPage.request.put('/api/tax', {
        data: {
          ...current.tax,
          rates: current.tax.rates.filter((rate) => rate.country !== country.code),
        },
      });
      expect(before.tax.rates.every((rate) => rate.country !== country.code)).toBe(true);
      await deleteTeas(adminPage.request, [teaId]);
    }
  });
}
