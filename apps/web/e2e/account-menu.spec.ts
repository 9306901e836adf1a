import type { Page } from '@playwright/test';
import { ADMIN, ADMIN_MENU, createCustomer, getSession, signInAsAdmin } from './support/accounts';
import { expect, test } from './support/fixtures';
import { openEach } from './support/pages';

function accountMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Account' });
}

test.describe('avatar menu', () => {
  test('a customer sees Profile, My Orders and Sign out only', async ({ page }) => {
    const customer = await createCustomer(page.request, 'Cora Customer');
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Account menu for Cora Customer' });
    await expect(toggle.locator('img')).toHaveAttribute('src', /avatar.*\.svg$/);
    await toggle.click();

    const menu = accountMenu(page);
    await expect(menu.getByRole('link')).toHaveText([/Cora Customer.*Profile/, 'My Orders']);
    await expect(menu.getByRole('link', { name: /Profile/ })).toContainText(customer.email);
    await expect(menu.getByRole('button')).toHaveText(['Sign out']);
    for (const entry of ADMIN_MENU) await expect(menu.getByRole('link', { name: entry })).toHaveCount(0);
  });

  test('an admin also sees the shop entries, the Outbox among them', async ({ page }) => {
    await signInAsAdmin(page.request);
    await page.goto('/');
    await page.getByRole('button', { name: `Account menu for ${ADMIN.name}` }).click();
    const menu = accountMenu(page);
    await expect(menu.getByRole('link')).toHaveText([/Profile/, 'My Orders', ...ADMIN_MENU]);
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/profile',
      '/myOrders',
      '/dashboard',
      '/addItems',
      '/users',
      '/manageOrder',
      '/manageReview',
      '/shipping',
      '/promotions',
      '/inbox',
      '/categories',
      '/newsletter',
      '/outbox',
    ]);
  });

  test('works from the keyboard, closes on Escape and on a new page', async ({ page }) => {
    await createCustomer(page.request, 'Keyboard Kim');
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Account menu for Keyboard Kim' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(accountMenu(page)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(accountMenu(page)).toBeHidden();
    await expect(toggle).toBeFocused();

    // The arrow keys open it and walk its entries.
    await page.keyboard.press('ArrowDown');
    await expect(accountMenu(page).getByRole('link', { name: /Profile/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(accountMenu(page).getByRole('link', { name: 'My Orders' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/myOrders');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(accountMenu(page)).toBeHidden();
  });

  test('Profile shows the display name and leads to the profile page', async ({ page }) => {
    await createCustomer(page.request, 'Pat Profile');
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu for Pat Profile' }).click();
    await accountMenu(page)
      .getByRole('link', { name: /Pat Profile/ })
      .click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Pat Profile' })).toBeVisible();
    await expect(accountMenu(page)).toBeHidden();
  });
});

test.describe('guards', () => {
  test('a signed-in customer reaches the signed-in routes', async ({ page }) => {
    await createCustomer(page.request);
    const pages = [
      ['/profile', 'My Profile'],
      ['/myOrders', 'My Orders'],
    ] as const;
    await openEach(page, pages, (path) => expect(page).toHaveURL(path));
  });

  for (const path of ['/users', '/addItems', '/outbox', '/dashboard']) {
    test(`a customer opening ${path} is signed out and sent to /login`, async ({ page }) => {
      await createCustomer(page.request);
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      expect(await getSession(page.request)).toBeNull();
    });
  }

  test('an admin reaches the admin routes', async ({ page }) => {
    await signInAsAdmin(page.request);
    const pages = [
      ['/users', 'Manage All Users'],
      ['/addItems', 'Add Items'],
      ['/outbox', 'Outbox'],
      ['/manageOrder', 'Manage All Orders'],
      ['/dashboard', 'Dashboard'],
    ] as const;
    await openEach(page, pages, (path) => expect(page).toHaveURL(path));
  });

  test('an admin sent to /login by the guard signs in and lands on the admin page', async ({ page, request }) => {
    // Made (or signed in) in the background, so the page itself starts signed out.
    await signInAsAdmin(request);
    await page.goto('/users');
    await expect(page).toHaveURL('/login?redirectTo=%2Fusers');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage All Users' })).toBeVisible();
  });
});
