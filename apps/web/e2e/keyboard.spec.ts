import type { Locator, Page } from '@playwright/test';
import { paymentText, toasts } from '@teatree/shared/messages';
import type { Product } from '@teatree/shared/schemas/product';
import { createCustomer } from './support/accounts';
import { expect, test } from './support/fixtures';
import { findProduct } from './support/orders-api';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as someone without a mouse walks a page;
 * fails if it never gets there, so every control on the way must be reachable.
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', most = 80) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target} in ${most} presses`);
}

/** WCAG 2.4.7: the focused control shows it, with an outline or a ring of at least 2 px. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const focus = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' ? Number.parseFloat(style.outlineWidth) : 0,
      ring: style.boxShadow,
    };
  });
  expect(focus.focusVisible, 'the browser treats this focus as keyboard focus').toBe(true);
  expect(
    focus.outline >= 2 || (focus.ring !== 'none' && focus.ring !== ''),
    `a visible focus indicator (outline ${focus.outline}px, box-shadow ${focus.ring})`,
  ).toBe(true);
}

test('a customer signs in, orders a tea and pays for it with the keyboard alone', async ({ page, request }) => {
  // Dozens of key presses across six screens: more than the default 30 s on a small machine.
  test.slow();
  const customer = await createCustomer(request, 'Keyboard Kit');
  // A demo tea among the home page's newest eight: one another test file may not change or delete meanwhile.
  const newest = (await (await request.get('/api/products?limit=8')).json()) as Product[];
  const onHomePage = new Set(newest.map((p) => p._id));
  const tea = await findProduct(request, (p) => onHomePage.has(p._id));
  const quantity = tea.minOrder + 1;

  await test.step('sign in', async () => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(customer.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(customer.password);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await tabTo(page, login);
    await expectVisibleFocus(login);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: `Account menu for ${customer.name}` })).toBeVisible();
  });

  await test.step("the tea's page, from the home page's newest teas", async () => {
    const order = page
      .getByRole('region', { name: 'Our newest teas' })
      .getByRole('link', { name: `Order ${tea.name}` });
    await tabTo(page, order);
    await expectVisibleFocus(order);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/products/${tea._id}`);
    await expect(page.getByRole('heading', { level: 1, name: tea.name })).toBeVisible();
    // The link went with the home page: the keyboard starts at the tea's page, not at the top.
    await expect(page.locator('#main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }),
    ).toBeFocused();
  });

  await test.step('the purchase form, then quantity, address and Purchase', async () => {
    // Folded under the buy box: its summary opens it from the keyboard.
    const summary = page.getByText('Order this tea with the purchase form', { exact: true });
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Quantity'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(String(quantity));
    await expect(page.getByLabel('Quantity')).toHaveValue(String(quantity));
    await tabTo(page, page.getByLabel('Address'));
    await page.keyboard.type('4 Tab Street, Keyton');
    const purchase = page.getByRole('button', { name: 'Purchase', exact: true });
    await tabTo(page, purchase);
    await expectVisibleFocus(purchase);
    await page.keyboard.press('Enter');
    await expect(page.getByText(toasts.purchaseOk, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your order is placed' })).toBeFocused();
  });

  await test.step('My Orders, and its Pay Now', async () => {
    await tabTo(page, page.getByRole('region', { name: 'Your order' }).getByRole('link', { name: 'My Orders' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/myOrders');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: tea.name });
    await expect(row).toContainText('Awaiting payment');
    const payNow = row.getByRole('link', { name: /Pay Now/ });
    await tabTo(page, payNow);
    await expectVisibleFocus(payNow);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment\/.+/);
  });

  await test.step('the card, typed, and Pay Now', async () => {
    await tabTo(page, page.getByLabel('Card number'));
    await page.keyboard.type('4242424242424242');
    await tabTo(page, page.getByLabel('Expiry (MM/YY)'));
    await page.keyboard.type('1234');
    await tabTo(page, page.getByLabel('CVC'));
    await page.keyboard.type('123');
    const pay = page.getByRole('button', { name: 'Pay Now' });
    await expect(pay).toBeEnabled();
    await tabTo(page, pay);
    await expectVisibleFocus(pay);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: paymentText.completed })).toBeFocused();
    await expect(page.getByText(/^Your transaction ID: pi_\w+$/)).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: 'Go to My Orders' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: tea.name })).toContainText('Paid');
  });
});
