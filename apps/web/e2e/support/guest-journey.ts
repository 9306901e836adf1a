import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { fieldMessages, paymentText } from '@teatree/shared/messages';
import { formatAmount, formatPrice } from '@teatree/shared/money';
import { addressMessages } from '@teatree/shared/schemas/address';
import { choosePasswordAndSignIn, PASSWORD, uniqueEmail } from './accounts';
import { fillAddress, type TypedAddress, US_ADDRESS } from './address';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { Album, cartButton, entry, goByAccountMenu } from './journeys';
import { linkFromLog } from './mail-log';
import { findProducts, firstMethodTo, type ShopProduct } from './orders-api';
import { payOnThePaymentPage } from './payment-page';

/**
 * Buying as a guest, through the screens alone (docs/decisions/0027-guest-orders.md): a visitor fills
 * a cart, checks out without an account, pays, and opens the order from the mailed link in a browser
 * that never saw the shop. The same steps run at 1440 px (guest-checkout.spec.ts) and on a 375 px
 * phone (guest-checkout.mobile.spec.ts).
 */

const HONG_KONG: TypedAddress = {
  country: 'Hong Kong',
  fullName: 'Gwen Guest',
  line1: 'Flat 5, 18 Tea Garden Road',
  city: 'Yau Tsim Mong',
  region: 'Kowloon',
  phone: '+852 2345 6789',
};
const HONG_KONG_LINE = 'Gwen Guest, Flat 5, 18 Tea Garden Road, Yau Tsim Mong, Kowloon, Hong Kong SAR China';

/** A demo tea's own page, by its address: other tests' teas may push it off the catalogue's first page. */
async function openTea(page: Page, tea: ShopProduct) {
  await page.goto(`/products/${tea._id}`);
  await expect(page.getByRole('heading', { level: 1, name: tea.name })).toBeVisible();
}

async function addFromTeaPage(page: Page, tea: ShopProduct, tins: number) {
  await openTea(page, tea);
  await expect(page.getByRole('heading', { level: 1, name: tea.name })).toBeVisible();
  // A tea of one size counts tins; one of several counts its default size, chosen first.
  await page.getByLabel(/^(Tins|How many)$/).fill(String(tins));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText(`${tea.name} is in your cart`, { exact: true })).toBeVisible();
}

export async function guestJourney(page: Page, testInfo: TestInfo, admin: APIRequestContext, browser: Browser) {
  const album = new Album(page, testInfo);
  // Two demo teas with stock to spare: the journey makes no teas, so the home page's newest stay the shop's.
  const [first, second] = await findProducts(admin, 2);
  if (!first || !second) throw new Error('two teas expected');
  const email = uniqueEmail('guest');
  // Hong Kong is in the demo shop's rest of the world: its first method, and no tax.
  const delivered = await firstMethodTo(admin, { country: 'HK' }, [
    { productId: first._id, quantity: first.minOrder },
    { productId: second._id, quantity: second.minOrder },
  ]);
  const total = delivered.totals.total;
  expect(delivered.totals.subtotal).toBe(first.price * first.minOrder + second.price * second.minOrder);
  let orderUrl = '';

  await test.step('fills a cart and checks out as a guest', async () => {
    await page.goto('/');
    await addFromTeaPage(page, first, first.minOrder);
    // The second from its page's "Buy now": its minimum goes in, and the cart opens on the guest checkout.
    await openTea(page, second);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL('/cart?checkout=guest');
    await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${first.minOrder + second.minOrder} items`);
    const form = page.getByRole('form', { name: 'Check out as a guest' });
    // Nothing filled in: each field says what it needs, and nothing is ordered.
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(form.getByText(fieldMessages.emailRequired)).toBeVisible();
    await expect(form.getByText(addressMessages.line1Required)).toBeVisible();
    await form.getByLabel('Email').fill(email);
    // The shop's country first: a state from its list and a ZIP code of its pattern.
    await expect(form.getByLabel('Country')).toHaveValue('US');
    await fillAddress(form, { ...US_ADDRESS, fullName: 'Gwen Guest', postalCode: '6270' });
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(form.getByText(addressMessages.postcode('ZIP code', '95014'))).toBeVisible();
    // A country without postcodes: the field goes, its districts and areas come.
    await fillAddress(form, HONG_KONG);
    await expect(form.getByLabel(/ZIP code|Postal code|Postcode/)).toHaveCount(0);
    // The methods that deliver there, the first picked, and the order's total by it.
    await expect(form.getByRole('radio', { name: new RegExp(`^${delivered.name}`) })).toBeChecked();
    await expect(form.getByText(`Total ${formatPrice(total)}`, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await album.snap('guest-checkout');
    await form.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/payment\/[^?]+\?key=[\w-]{43}$/);
    await expect(page.getByText(paymentText.pleasePay(formatAmount(total)), { exact: true })).toBeVisible();
  });

  await test.step('pays on the payment page its key opens', async () => {
    await payOnThePaymentPage(page);
    await expectAccessible(page);
    await album.snap('guest-paid');
    await expect(cartButton(page)).toHaveAccessibleName('Cart');
  });

  await test.step('saves their details from the confirmation, verifies the address and finds the order in My Orders', async () => {
    const save = page.getByRole('region', { name: 'Save your details' });
    await expect(save.getByLabel('Email')).toHaveValue(email);
    await expect(save.getByLabel('Name')).toHaveValue('Gwen Guest');
    await save.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await save.getByRole('checkbox').check();
    await save.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('region', { name: 'One more step' })).toContainText(email);
    // Signed in, the address not verified yet: My Orders has loaded and does not show the guest's order.
    // (Loaded first: opening the verification link ends the account's sessions, and a list still
    // asked for then would be refused.)
    await goByAccountMenu(page, 'My Orders');
    await expect(page.getByRole('main').getByText('No orders yet')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(`${first.name} and 1 more`);
    await page.goto(
      new URL(await linkFromLog(email, /^Verify your e-mail/)).pathname +
        new URL(await linkFromLog(email, /^Verify your e-mail/)).search,
    );
    await choosePasswordAndSignIn(page, { name: 'Gwen Guest', email, password: PASSWORD });
    await goByAccountMenu(page, 'My Orders');
    await expect(entry(page, `${first.name} and 1 more`)).toContainText('Paid');
  });

  await test.step('opens the order from the mailed link in a fresh browser', async () => {
    orderUrl = await linkFromLog(email, /receipt/);
    expect(orderUrl).toMatch(/\/orders\/[^?]+\?key=[\w-]{43}$/);
    const fresh = await browser.newContext({ viewport: page.viewportSize() });
    try {
      const other = await fresh.newPage();
      await other.goto(new URL(orderUrl).pathname + new URL(orderUrl).search);
      const main = other.getByRole('main');
      await expect(main.getByText(first.name).first()).toBeVisible();
      await expect(main.getByText(second.name).first()).toBeVisible();
      await expect(main.getByText(HONG_KONG_LINE)).toBeVisible();
      await expectAccessible(other);
      // The same address without its key opens nothing: it asks to sign in.
      await other.goto(new URL(orderUrl).pathname);
      await expect(other).toHaveURL(/\/login\?redirectTo=/);
    } finally {
      await fresh.close();
    }
  });
}

export function testGuestJourney() {
  test.beforeEach(() => test.setTimeout(120_000));
  test('a visitor checks out as a guest, pays, and opens the order from the mailed link', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    await guestJourney(page, testInfo, request, browser);
  });
}
