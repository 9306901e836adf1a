import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { paymentText, toasts } from '@teatree/shared/messages';
import { formatAmount, formatPrice } from '@teatree/shared/money';
import { orderMessages } from '@teatree/shared/schemas/order';
import { choosePasswordAndSignIn, fillSignUpForm, newAccount, signInAsAdmin } from './accounts';
import { fillAddress, US_ADDRESS } from './address';
import { expect, test } from './fixtures';
import { Album, cartButton, entry, goByAccountMenu, goByMenu, linkFromOutbox, newestTeas } from './journeys';
import { addProduct, getProduct, quoteTo, removeProduct, type ShopProduct } from './orders-api';
import { payOnThePaymentPage } from './payment-page';

/**
 * Shopping with a cart, through the screens alone (docs/decisions/0013-carts.md): a visitor fills a
 * cart from the home page and the catalogue, changes a quantity, removes a tea, signs up at checkout,
 * verifies the address, comes back to the cart, places one order and pays it once. The same steps run
 * at 1440 px (cart.spec.ts) and on a 375 px phone (cart.mobile.spec.ts).
 */

/** A tea's line: named by the tea and its size ("Cart1 x, 100 g tin", docs/decisions/0032-sizes-and-stock-by-weight.md). */
const cartLine = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Teas in your cart' })
    .getByRole('listitem', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, .+)?$`) });

/** Four teas of the test's own, newest in the shop (so on the home page), with stock that moves only with this test. */
async function fourTeas(admin: APIRequestContext): Promise<ShopProduct[]> {
  const suffix = Date.now().toString(36).slice(-5);
  const teas: ShopProduct[] = [];
  for (const [index, minOrder] of [2, 1, 3, 1].entries()) {
    teas.push(await addProduct(admin, { quantity: 40, minOrder, name: `Cart${index + 1} ${suffix}` }));
  }
  return teas;
}

async function addFromTeaPage(page: Page, tea: ShopProduct, tins: number) {
  await goByMenu(page, 'Products');
  await page.getByRole('main').getByRole('link', { name: tea.name, exact: true }).click();
  await expect(page).toHaveURL(`/products/${tea._id}`);
  await expect(page.getByRole('heading', { level: 1, name: tea.name })).toBeVisible();
  await page.getByLabel('Tins').fill(String(tins));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText(`${tea.name} is in your cart`, { exact: true })).toBeVisible();
}

export async function cartJourney(page: Page, testInfo: TestInfo, admin: APIRequestContext, adminPage: Page) {
  const album = new Album(page, testInfo);
  await signInAsAdmin(admin);
  const [first, second, third, fourth] = await fourTeas(admin);
  if (!first || !second || !third || !fourth) throw new Error('four teas expected');
  const account = newAccount('Cara Cart');

  try {
    await test.step('puts two teas in the cart from the home page', async () => {
      await page.goto('/');
      for (const tea of [first, second]) {
        await newestTeas(page)
          .getByRole('button', { name: `Add ${tea.name} to cart` })
          .click();
        await expect(page.getByText(`${tea.name} is in your cart`, { exact: true })).toBeVisible();
      }
      // The button counts the items: each tea's minimum went in.
      await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${first.minOrder + second.minOrder} items`);
    });

    await test.step('and two from the catalogue, through each tea’s page', async () => {
      await addFromTeaPage(page, third, 4);
      await addFromTeaPage(page, fourth, 1);
      await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${first.minOrder + second.minOrder + 4 + 1} items`);
      await album.snap('tea-page');
    });

    await test.step('changes a quantity and removes a tea on /cart', async () => {
      await cartButton(page).click();
      await expect(page).toHaveURL('/cart');
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Teas in your cart' }).getByRole('listitem')).toHaveCount(4);

      const line = cartLine(page, first.name);
      await expect(line).toContainText(formatPrice(first.price * first.minOrder));
      // Below the tea's minimum: said on the line, nothing changes.
      await line.getByLabel(`Quantity of ${first.name}`).fill('1');
      await line.getByLabel(`Quantity of ${first.name}`).press('Enter');
      await expect(line.getByText(`Order at least ${first.minOrder}`)).toBeVisible();
      await line.getByLabel(`Quantity of ${first.name}`).fill('5');
      await line.getByLabel(`Quantity of ${first.name}`).press('Enter');
      await expect(line).toContainText(formatPrice(first.price * 5));

      await cartLine(page, fourth.name)
        .getByRole('button', { name: `Remove ${fourth.name}` })
        .click();
      await expect(cartLine(page, fourth.name)).toHaveCount(0);
      await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${5 + second.minOrder + 4} items`);
      const teas = first.price * 5 + second.price * second.minOrder + third.price * 4;
      await expect(page.getByRole('region', { name: 'Summary' })).toContainText(formatPrice(teas));
      await album.snap('cart');
    });

    await test.step('signs up at checkout and comes back to the cart', async () => {
      await page.getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveURL('/login?redirectTo=%2Fcart');
      await page.getByRole('link', { name: 'Sign Up' }).click();
      await fillSignUpForm(page, account);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page.getByText(toasts.welcome, { exact: true })).toBeVisible();
      await expect(page).toHaveURL('/cart');
      // The browser's cart is now the account's.
      await expect(page.getByRole('list', { name: 'Teas in your cart' }).getByRole('listitem')).toHaveCount(3);
      await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${5 + second.minOrder + 4} items`);
      expect(await page.evaluate(() => localStorage.getItem('teatree.cart'))).toBeNull();

      await page.getByRole('button', { name: 'Checkout' }).click();
      await expect(page.getByText(orderMessages.verifyFirst)).toBeVisible();
      await album.snap('checkout-verify-first');
    });

    await test.step('follows the verification link, and the cart is still there', async () => {
      const link = await linkFromOutbox(admin, account.email, /^Verify your e-mail for TeaTree$/);
      await page.goto(link);
      // The proven address's owner chooses the account's password, then signs in again.
      await choosePasswordAndSignIn(page, account);
      await cartButton(page).click();
      await expect(page.getByRole('list', { name: 'Teas in your cart' }).getByRole('listitem')).toHaveCount(3);
    });

    let orderName = '';
    let total = 0;
    await test.step('places one order of the three teas and pays it once', async () => {
      await page.getByRole('button', { name: 'Checkout' }).click();
      await fillAddress(page, US_ADDRESS);
      // Delivered at home by the shop's first method, its tax added: the total the checkout shows is the one paid.
      const quoted = await quoteTo(page.request, { country: 'US', region: 'IL' }, [
        { productId: first._id, quantity: 5 },
        { productId: second._id, quantity: second.minOrder },
        { productId: third._id, quantity: 4 },
      ]);
      const delivered = quoted.methods[0]!;
      total = delivered.totals.total;
      // The demo's gift (a sample over $75) comes with the order when the teas reach it: its line is in the subtotal.
      const gifts = quoted.gifts.reduce((sum, gift) => sum + gift.price, 0);
      expect(delivered.totals.subtotal).toBeCloseTo(
        first.price * 5 + second.price * second.minOrder + third.price * 4 + gifts,
        2,
      );
      await expect(page.getByRole('radio', { name: new RegExp(`^${delivered.name}`) })).toBeChecked();
      await expect(page.getByText(`Total ${formatPrice(total)}`, { exact: true })).toBeVisible();
      await album.snap('checkout');
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page).toHaveURL(/\/payment\/.+/);
      orderName = `${first.name} and ${2 + quoted.gifts.length} more`;
      await expect(page.getByRole('heading', { level: 1, name: paymentText.payingFor(orderName) })).toBeVisible();
      await expect(page.getByText(paymentText.pleasePay(formatAmount(total)), { exact: true })).toBeVisible();
      await payOnThePaymentPage(page);
      await album.snap('paid');
      await expect(cartButton(page)).toHaveAccessibleName('Cart');
    });

    await test.step('sees the three teas of the order on My Orders and Manage All Orders', async () => {
      await goByAccountMenu(page, 'My Orders');
      const mine = entry(page, orderName);
      await expect(mine).toContainText('Paid');
      for (const tea of [first, second, third]) await expect(mine).toContainText(tea.name);
      await expect(mine).not.toContainText(fourth.name);
      await album.snap('my-orders');

      await adminPage.goto('/manageOrder');
      const theirs = entry(adminPage, orderName);
      await expect(theirs).toContainText(account.email);
      for (const tea of [first, second, third]) await expect(theirs).toContainText(tea.name);

      const stock = await Promise.all([first, second, third, fourth].map((tea) => getProduct(admin, tea._id)));
      expect(stock.map((tea) => tea.quantity)).toEqual([35, 40 - second.minOrder, 36, 40]);
    });
  } finally {
    for (const tea of [first, second, third, fourth]) await removeProduct(admin, tea);
  }
}

/** The cart journey as a test of its own, for the desktop file and the phone file alike. */
export function testCartJourney() {
  // A whole shopping trip through a dozen screens, with screenshots: a minute or two, not seconds.
  test.beforeEach(() => test.setTimeout(180_000));

  test('a visitor fills a cart, signs up at checkout, places one order of three teas and pays it once', async ({
    page,
    request,
    adminPage,
  }, testInfo) => {
    await cartJourney(page, testInfo, request, adminPage);
  });
}
