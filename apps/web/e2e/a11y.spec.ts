import type { Locator, Page } from '@playwright/test';
import { fieldMessages, orderDialog } from '@teatree/shared/messages';
import { customerDeleteDialog } from '@teatree/shared/orders/delete-dialog';
import { createCustomer } from './support/accounts';
import { axeViolations, expectAccessible } from './support/axe';
import { expect, expectHttpError, test } from './support/fixtures';
import { findProduct, placeOrder } from './support/orders-api';

// Every screen of the shop (docs/product.md, "Screens and routes") under axe (WCAG 2.1 A and AA), as
// each role sees it. The screens with a spec of their own (orders, reviews, products and account-pages
// .a11y.spec.ts) check their states there; here they take one line each, so this file names the whole shop.

/** A screen, and what shows once it has loaded (axe should judge the page, not its skeleton). */
type Screen = [path: string, loaded: (page: Page) => Locator];

async function checkScreens(page: Page, screens: Screen[]) {
  for (const [path, loaded] of screens) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(loaded(page).first()).toBeVisible();
      await expectAccessible(page);
    });
  }
}

const main = (page: Page) => page.getByRole('main');
const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

test('the check itself reports what is wrong: a faint paragraph and a picture without words', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About TeaTree' })).toBeVisible();
  // The page arrives drawn; React takes it over and then frees its controls. Planted before that, the
  // paragraph and picture would be thrown away with the drawn markup React does not recognise.
  await expect(page.locator('[inert]')).toHaveCount(0);
  expect(await axeViolations(page), 'the about page as it ships').toEqual([]);
  await page.getByRole('main').evaluate((main) => {
    main.insertAdjacentHTML(
      'beforeend',
      '<p id="faint" style="color:#ddd;background:#fff">Steep for three minutes</p><img id="wordless" src="/logo.png">',
    );
  });
  const found = await axeViolations(page);
  expect(found).toContainEqual(expect.stringMatching(/^serious color-contrast: .*#faint/));
  expect(found).toContainEqual(expect.stringMatching(/^critical image-alt: #wordless$/));
});

test.describe('axe on every screen', () => {
  // Each test analyses six to ten full pages, a few seconds each on a small, busy machine.
  test.beforeEach(() => test.setTimeout(180_000));

  test('signed out: home, products, purchase, reviews, blog, about, login, sign up, reset and 404', async ({
    page,
  }) => {
    expectHttpError(page, 404, '/no-such-page');
    await checkScreens(page, [
      ['/', (p) => p.getByRole('region', { name: 'Contact us' }).getByRole('button', { name: 'Send message' })],
      ['/products', (p) => p.getByRole('table')],
      ['/purchase', (p) => p.getByRole('region', { name: 'Teas to start with' }).getByRole('link')],
      ['/review', (p) => p.getByRole('region', { name: 'What Our Customer Says' }).getByRole('article')],
      ['/blog', (p) => p.getByRole('article', { name: '10 Evidence-Based Benefits of Green Tea' })],
      ['/about', h1('About TeaTree')],
      ['/login', (p) => p.getByRole('button', { name: 'Login', exact: true })],
      ['/signup', (p) => p.getByRole('button', { name: 'Sign Up', exact: true })],
      ['/reset-password?token=some-token', h1('Choose a new password')],
      ['/no-such-page', h1(/Page not found/)],
    ]);
  });

  test('signed out: the home page in full, and the forms with their messages', async ({ page }) => {
    await test.step('home with the newest teas and reviews in', async () => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Our newest teas' }).getByRole('article')).toHaveCount(8);
      await expect(page.getByRole('region', { name: 'From our tea drinkers' }).getByRole('article')).not.toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('the login and sign-up forms with their messages', async () => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText(fieldMessages.passwordRequired)).toBeVisible();
      await expectAccessible(page);

      await page.goto('/signup');
      await page.getByLabel(/I accept TeaTree's terms/).check();
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page.getByText(fieldMessages.nameRequired)).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('the contact form with its messages', async () => {
      await page.goto('/');
      const contact = page.getByRole('region', { name: 'Contact us' });
      await contact.scrollIntoViewIfNeeded();
      await contact.getByRole('button', { name: 'Send message' }).click();
      await expect(contact.getByText(fieldMessages.nameRequired)).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('a customer: a tea to order, the review form, profile, My Orders, the order and payment', async ({ page }) => {
    await createCustomer(page.request, 'Axel Access');
    const tea = await findProduct(page.request);

    await checkScreens(page, [
      [`/products/${tea._id}`, (p) => p.getByRole('button', { name: 'Add to cart', exact: true })],
      [`/myreview/${tea._id}`, (p) => p.getByRole('button', { name: 'Add Review' })],
      ['/profile', (p) => p.getByRole('button', { name: 'Save profile' })],
    ]);
    // Placed just before the screens that need it unpaid, so its hold has not run out.
    const orderId = (await placeOrder(page.request, tea))._id;
    await checkScreens(page, [
      ['/myOrders', (p) => p.getByRole('table')],
      [
        `/orders/${orderId}`,
        (p) => p.getByRole('region', { name: 'Order status' }).getByRole('link', { name: 'Pay Now' }),
      ],
      [`/payment/${orderId}`, (p) => p.getByRole('button', { name: 'Pay Now' }).and(p.locator(':enabled'))],
    ]);
  });

  test('an admin: Add Items, users, orders, reviews, outbox and the edit screen', async ({ page, adminPage }) => {
    const tea = await findProduct(adminPage.request);
    // An order of its own for Manage All Orders' table, whatever ran before on this shop.
    await createCustomer(page.request, 'Orla Orders');
    await placeOrder(page.request, tea);
    await checkScreens(adminPage, [
      ['/addItems', (p) => p.getByRole('button', { name: 'Add product' })],
      ['/users', (p) => p.getByRole('table').getByRole('button', { name: 'Remove Admin' })],
      ['/manageOrder', (p) => p.getByRole('table')],
      ['/manageReview', (p) => p.getByRole('button', { name: /^Delete the review by/ })],
      ['/outbox', (p) => main(p).getByRole('article')],
      [`/products/${tea._id}/edit`, (p) => p.getByLabel('Product name')],
    ]);
  });
});

/**
 * The keyboard contract of a modal: focus starts inside, Tab and Shift+Tab go round the dialog's own
 * buttons, Escape closes it and focus goes back to the button that opened it.
 */
async function expectFocusTrappedAndReturned(page: Page, opener: Locator, dialog: Locator, buttons: string[]) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const button = (name: string) => dialog.getByRole('button', { name, exact: true });
  await expect(button(buttons[0]!)).toBeFocused();
  for (const name of [...buttons.slice(1), buttons[0]!, buttons[1]!]) {
    await page.keyboard.press('Tab');
    await expect(button(name)).toBeFocused();
  }
  for (const name of [buttons[0]!, buttons.at(-1)!]) {
    await page.keyboard.press('Shift+Tab');
    await expect(button(name)).toBeFocused();
  }
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('dialogs keep focus inside and give it back', () => {
  test("My Orders' delete dialog", async ({ page }) => {
    await createCustomer(page.request, 'Trapped Tess');
    const tea = await findProduct(page.request);
    await placeOrder(page.request, tea);

    await page.goto('/myOrders');
    const opener = page.getByRole('table').getByRole('button', { name: `Delete order ${tea.name}` });
    const dialog = page.getByRole('dialog', { name: `${orderDialog.title} ${tea.name}` });
    await expectFocusTrappedAndReturned(page, opener, dialog, [customerDeleteDialog.keep, customerDeleteDialog.delete]);
    // Escape kept the order.
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: tea.name })).toBeVisible();
  });

  test("the products table's delete confirmation (admin)", async ({ adminPage }) => {
    await adminPage.goto('/products');
    const opener = adminPage
      .getByRole('table')
      .getByRole('button', { name: /^Delete / })
      .first();
    const dialog = adminPage.getByRole('dialog', { name: 'Delete this tea?' });
    const rows = adminPage.getByRole('table').getByRole('row');
    await expect(opener).toBeVisible();
    const before = await rows.count();
    await expectFocusTrappedAndReturned(adminPage, opener, dialog, ['Cancel', 'Delete']);
    await expect(rows).toHaveCount(before);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the menu: Tab goes round the toggle and its entries, Escape closes it onto the toggle', async ({ page }) => {
      test.slow();
      await createCustomer(page.request, 'Menu Mo');
      await page.goto('/about');
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      // The drawn page takes no focus until it has come alive (it is inert a moment after it shows).
      await expect(async () => {
        await toggle.focus();
        await expect(toggle).toBeFocused({ timeout: 200 });
      }).toPass();
      await page.keyboard.press('Enter');
      const close = page.getByRole('banner').getByRole('button', { name: 'Close menu' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(close).toBeFocused();

      // Everything the open menu offers, in the order Tab should visit it.
      const panel = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
      const entries = panel.getByRole('combobox').or(panel.getByRole('link')).or(panel.getByRole('button'));
      await expect(
        panel.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }),
      ).toBeVisible();
      const count = await entries.count();
      expect(count).toBeGreaterThanOrEqual(7);

      for (let i = 0; i < count; i += 1) {
        await page.keyboard.press('Tab');
        await expect(entries.nth(i)).toBeFocused();
      }
      // Past the last entry, round to the toggle; and back again.
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(entries.nth(count - 1)).toBeFocused();
      await expect(panel).toBeVisible();
      await expectAccessible(page);

      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
