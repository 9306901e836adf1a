import type { Page } from '@playwright/test';
import { formatPrice } from '@teatree/shared/money';
import { orderNumberLabel } from '@teatree/shared/orders/number';
import type { OrderDetail } from '@teatree/shared/schemas/order';
import type { Promotion } from '@teatree/shared/schemas/promotion';
import { createCustomer } from './accounts';
import { fillAddress, US_ADDRESS } from './address';
import { expectAccessible } from './axe';
import { createTea, deleteTeas, demoPhoto, todayIso, uniqueWord } from './catalogue';
import { expect, expectHttpError, test } from './fixtures';
import { goByAccountMenu, journeyAlbums, onPhone } from './journeys';
import { expectNoSidewaysScroll } from './layout';
import { mailFromLog } from './mail-log';
import { moveOrder, orderRow } from './orders-api';
import { payOnThePaymentPage } from './payment-page';

/*
 * Promotions, refunds and returns (docs/decisions/0035-promotions.md, 0034-refunds.md), from the owner's
 * Promotions screen to a shopper's cart, payment, refund and return: the same steps at 1440 px
 * (promotions.spec.ts) and on a 375 px phone (promotions.mobile.spec.ts), each with a code of its own.
 *
 * The demo shop's offer "Free shipping over $40" stands for the owner's automatic offer: the browser
 * tests share their shop, and a second offer of the owner's would change every other test's orders.
 *
 * The cart: two tins of a green tea at $12.50 and two of a black tea at $9.00, $43.00. The code takes
 * 10 % off the green tea ($2.50); Standard's $7.90 (550 g with its packaging) is free by the offer; the
 * demo's 3 % on tea: 22.50 → 0.675 → $0.68 and 18.00 → $0.54. The buyer pays $41.72.
 */

const dialog = (page: Page) => page.getByRole('dialog');
const estimate = (page: Page) => page.getByRole('region', { name: 'Delivery' });
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Discount code' });
/** A promotion's card on the Promotions screen, by its code. */
const promotionCard = (page: Page, code: string) => page.getByRole('article', { name: code, exact: true });
/** An order on Manage All Orders: a table's row at 1440 px, a card on a phone. */
const managedOrder = (page: Page, email: string) =>
  onPhone(page) ? page.getByRole('main').getByRole('article').filter({ hasText: email }) : orderRow(page, email);

export function testPromotionsJourney(code: string) {
  test(`the owner makes ${code}, 10 % off green teas once per customer; a shopper uses it with free shipping, cannot use it twice, and has a line refunded and another returned`, async ({
    page,
    adminPage,
  }, testInfo) => {
    const { owner, shopper } = journeyAlbums(page, adminPage, testInfo, 150);
    const photo = await demoPhoto(adminPage.request);
    const tea = (name: string, category: string, price: number) =>
      createTea(adminPage.request, {
        name,
        brand: 'Promo Gardens',
        description: 'A tea of the promotions journey.',
        category,
        price,
        quantity: 50,
        minOrder: 1,
        date: todayIso(),
        photo,
      });
    const greenName = uniqueWord('Sencha ');
    const blackName = uniqueWord('Assam ');
    const green = await tea(greenName, 'Green Tea', 12.5);
    const black = await tea(blackName, 'Black Tea', 9);
    let made: Promotion | undefined;

    try {
      await test.step(`the owner sees the demo's code and offer, and makes ${code} on the Promotions screen`, async () => {
        await adminPage.goto('/dashboard');
        await goByAccountMenu(adminPage, 'Promotions');
        await expect(adminPage.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
        const list = adminPage.getByRole('list', { name: 'Promotions' });
        await expect(list).toContainText('WELCOME10');
        await expect(list).toContainText('Free shipping over $40');

        await adminPage.getByRole('button', { name: 'Add promotion' }).click();
        const form = dialog(adminPage);
        await form.getByLabel(/^Code/).fill(code.toLowerCase());
        await form.getByLabel('Name').fill('Green week');
        await form.getByText('Percentage', { exact: true }).click();
        await form.getByLabel('Percent off (%)').fill('0');
        await form.getByLabel('Applies to').selectOption({ label: 'Some categories' });
        await form.getByRole('checkbox', { name: 'Green Tea' }).check();
        await form.getByLabel(/^Uses per customer/).fill('1');
        await form.getByRole('checkbox', { name: /^Combines with other promotions/ }).check();
        // Nothing off is refused by the server, under its field.
        expectHttpError(adminPage, 400, '/api/promotions');
        await form.getByRole('button', { name: 'Save promotion' }).click();
        await expect(form.getByText('Percentage must be a whole number from 1 to 100')).toBeVisible();
        await form.getByLabel('Percent off (%)').fill('10');
        await form.getByRole('button', { name: 'Save promotion' }).click();
        await expect(adminPage.getByText('Promotion saved')).toBeVisible();
        const card = promotionCard(adminPage, code);
        await expect(card).toContainText('10 % off Green Tea');
        await expect(card).toContainText('1 use per customer');
        await expect(card).toContainText('Active');
        const listed = (await (await adminPage.request.get('/api/promotions')).json()) as { promotions: Promotion[] };
        made = listed.promotions.find((p) => p.code === code);
        expect(made).toBeDefined();
        if (onPhone(adminPage)) await expectNoSidewaysScroll(adminPage);
        await expectAccessible(adminPage);
        await owner.snap('promotions-screen');
      });

      const customer = await createCustomer(page.request, 'Promo Pia');
      const fill = async () => {
        for (const productId of [green, black]) {
          const added = await page.request.post('/api/cart/items', { data: { productId, quantity: 2 } });
          expect(added.status(), await added.text()).toBe(200);
        }
      };
      let orderId = '';

      await test.step('the shopper applies the code in the cart: the discount is a line of its own, and shipping is free', async () => {
        await fill();
        await page.goto('/cart');
        await codeField(page).fill(code.toLowerCase());
        await estimate(page).getByRole('button', { name: 'Apply' }).click();
        await expect(estimate(page).getByRole('status')).toContainText(`${code} applied`);
        const methods = estimate(page).getByRole('list', { name: 'Delivery methods' }).getByRole('listitem');
        await expect(methods.first()).toHaveText('Standard · 3–5 daysFree');
        const totals = estimate(page).locator('dl');
        await expect(totals.getByRole('term')).toHaveText([
          `Discount (${code})`,
          'Free shipping over $40',
          'Shipping (Standard)',
          'Tax (3 %)',
          'Estimated total',
        ]);
        await expect(totals.getByRole('definition')).toHaveText(['−$2.50', '−$7.90', '$7.90', '$1.22', '$41.72']);
        if (onPhone(page)) await expectNoSidewaysScroll(page);
        await expectAccessible(page);
        await shopper.snap('cart-with-code');
      });

      await test.step('the shopper checks out and pays what the cart said', async () => {
        await page.getByRole('button', { name: 'Checkout' }).click();
        await fillAddress(page, US_ADDRESS);
        const delivery = page.getByRole('group', { name: 'Delivery' });
        await expect(delivery.getByRole('radio', { name: /^Standard/ })).toBeChecked();
        await expect(delivery.getByLabel('Order total')).toHaveText(
          `Subtotal$43.00Discount (${code})−$2.50Free shipping over $40−$7.90Shipping (Standard)$7.90Tax (3 %)$1.22`,
        );
        await shopper.snap('checkout-with-code');
        await page.getByRole('button', { name: 'Place order' }).click();
        await expect(page).toHaveURL(/\/payment\//);
        orderId = new URL(page.url()).pathname.split('/').at(-1)!;
        await expect(page.getByText('Please Pay $41.72', { exact: true })).toBeVisible();
        await payOnThePaymentPage(page);
        const receipt = await mailFromLog(customer.email, /^Your TeaTree receipt/);
        expect(receipt).toContain(
          `  Subtotal: $43.00\n  Discount (${code}): −$2.50\n  Free shipping over $40: −$7.90\n  Shipping (Standard): $7.90\n  Tax (3 %): $1.22\n  Total: $41.72\n`,
        );
      });

      await test.step('a second try of the code by the same shopper is refused, saying why', async () => {
        await fill();
        await page.goto('/cart');
        // The code is kept for the visit: the cart prices it again, and says why it is not used now.
        await expect(codeField(page)).toHaveValue(code);
        await expect(estimate(page).getByRole('alert')).toHaveText(`You have already used ${code}`);
        await expect(estimate(page).locator('dl')).not.toContainText(`Discount (${code})`);
        await shopper.snap('code-used');
        await estimate(page).getByRole('button', { name: 'Apply' }).click();
        await expect(estimate(page).getByRole('alert')).toHaveText(`You have already used ${code}`);
      });

      const number = orderNumberLabel(
        ((await (await page.request.get(`/api/purchase/${orderId}`)).json()) as OrderDetail).number,
      );

      await test.step('the owner refunds the black tea: what it cost, its tax with it', async () => {
        await adminPage.goto(`/manageOrder?order=${orderId}`);
        const row = managedOrder(adminPage, customer.email);
        await expect(row).toContainText('$43.00 teas · −$2.50 discount · free shipping · $1.22 tax');
        await row.getByRole('button', { name: /Refund…/ }).click();
        const refund = adminPage.getByRole('dialog', { name: `Refund part of order ${number}` });
        // Nothing was paid for the shipping: there is none to refund.
        await expect(refund.getByText(/^Refund the shipping/)).toHaveCount(0);
        await refund.getByLabel(new RegExp(`^Tins to refund of ${blackName}`)).fill('2');
        await refund.getByLabel('Reason (the customer reads it)').fill('The black tea was out of date.');
        await refund.getByRole('button', { name: 'Refund', exact: true }).click();
        await expect(refund).toBeHidden();
        // $18.00 and its $0.54 of tax.
        await expect(adminPage.getByText(`Refunded $18.54 on order ${number}`)).toBeVisible();
        await expect(row).toContainText('Partly refunded');
        await owner.snap('refunded-line');
      });

      await test.step('the customer asks to return a green tin, and the owner accepts: its discounted price comes back', async () => {
        await moveOrder(adminPage.request, orderId, { status: 'shipped' });
        await moveOrder(adminPage.request, orderId, { status: 'delivered' });
        await page.goto(`/orders/${orderId}`);
        await expect(page.getByLabel('Order total').first()).toContainText(`Discount (${code})−$2.50`);
        await page.getByRole('button', { name: 'Return some teas' }).click();
        const ask = page.getByRole('dialog', { name: `Return teas from order ${number}` });
        await ask.getByLabel(new RegExp(`^Tins to return of ${greenName}`)).fill('1');
        await ask.getByLabel('Why are you returning them?').fill('One tin was crushed.');
        await ask.getByRole('button', { name: 'Ask to return' }).click();
        await expect(page.getByText("Your return request is waiting for the shop's answer.")).toBeVisible();

        await adminPage.goto(`/manageOrder?order=${orderId}`);
        const row = managedOrder(adminPage, customer.email);
        await row.getByRole('button', { name: /Answer return…/ }).click();
        await dialog(adminPage).getByRole('button', { name: 'Accept and refund' }).click();
        await expect(adminPage.getByText(`Return accepted on order ${number}`)).toBeVisible();
        // Half the green line: ($25.00 − $2.50 + $0.68) / 2 = $11.59.
        const detail = (await (await adminPage.request.get(`/api/purchase/${orderId}`)).json()) as OrderDetail;
        expect(detail.refunds.map((r) => r.amount)).toEqual([18.54, 11.59]);
        expect(detail.refunded).toBe(30.13);
        await page.reload();
        await expect(page.getByText('Your return was accepted and refunded.')).toBeVisible();
        if (onPhone(page)) await expectNoSidewaysScroll(page);
        await shopper.snap('return-accepted');
        expect(await mailFromLog(customer.email, /^We refunded part of your TeaTree order/)).toContain(
          `We have refunded ${formatPrice(11.59)} to the card you paid with, for 1 × ${greenName}`,
        );
      });

      await test.step('the Promotions screen counts the use, and what it took off and brought in', async () => {
        await adminPage.goto('/promotions');
        const card = promotionCard(adminPage, code);
        // $41.72 paid, $30.13 of it refunded.
        await expect(card).toContainText('Used once · took off $2.50 · orders brought in $11.59');
        await owner.snap('promotion-used');
        // The dashboard's "What sells" says the same of the last 30 days.
        await adminPage.goto('/dashboard');
        const taken = adminPage
          .getByRole('region', { name: 'Promotions' })
          .getByRole('listitem')
          .filter({ has: adminPage.getByText(code, { exact: true }) });
        await expect(taken).toHaveText(`${code}1 order · took off $2.50 · brought in $11.59`);
      });
    } finally {
      // A promotion an order used stays in the books, paused; the teas go.
      if (made) {
        await adminPage.request.put(`/api/promotions/${made._id}`, {
          data: { ...inputOf(made), active: false },
        });
      }
      await deleteTeas(adminPage.request, [green, black]);
    }
  });
}

/** A promotion's answer as the values that write it again. */
function inputOf(p: Promotion) {
  const { _id, summary, uses, discounted, sales, createdAt, ...values } = p;
  return values;
}
