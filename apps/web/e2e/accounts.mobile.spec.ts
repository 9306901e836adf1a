import { ADMIN, ADMIN_MENU, createCustomer, signInAsAdmin } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { openEach } from './support/pages';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

test('the phone menu holds the avatar menu of a customer', async ({ page }) => {
  await createCustomer(page.request, 'Phone Phil');
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle.locator('img')).toBeVisible();
  await toggle.click();

  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account).toBeVisible();
  await expect(account.getByRole('link')).toHaveText([/Phone Phil.*Profile/, 'My Orders']);
  await expect(account.getByRole('button')).toHaveText(['Sign out']);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Products',
    'Review',
    'About',
  ]);
  await expectNoSidewaysScroll(page);

  await account.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL('/myOrders');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the phone menu shows the admin entries to an admin, and signs out', async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link')).toHaveText([
    new RegExp(`${ADMIN.name}.*Profile`),
    'My Orders',
    ...ADMIN_MENU,
  ]);
  await account.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('the users table becomes stacked cards with no sideways scroll', async ({ page, request }) => {
  const customer = await createCustomer(request, 'Card Carla');
  await signInAsAdmin(page.request);
  await page.goto('/users');
  await expect(page.getByRole('table')).toBeHidden();
  const card = page.getByRole('article', { name: customer.email });
  await expect(card).toBeVisible();
  await expect(card).toContainText('USER');
  await expect(card.getByRole('button', { name: 'Make Admin' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove User' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

for (const path of ['/login', '/signup', '/reset-password?error=INVALID_TOKEN']) {
  test(`${path} fits a 375 px phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}

test('profile and outbox fit a 375 px phone', async ({ page }) => {
  await signInAsAdmin(page.request);
  const pages = [
    ['/profile', 'My Profile'],
    ['/outbox', 'Outbox'],
  ] as const;
  await openEach(page, pages, () => expectNoSidewaysScroll(page));
});
