import type { Page } from '@playwright/test';
import { toasts } from '@teatree/shared/messages';
import { fillSignUpForm, getSession, newAccount, PASSWORD, signOut } from './support/accounts';
import { expect, expectHttpError, test } from './support/fixtures';
import { linkFromLog } from './support/mail-log';

/**
 * The shop as a first owner meets it: started with no PUBLIC_URL (playwright.config.ts), opened at
 * the address its log prints, http://127.0.0.1:PORT, without SMTP (links are read from the log).
 */

async function signUpThroughForm(page: Page, account: { name: string; email: string; password: string }) {
  await page.goto('/signup');
  await fillSignUpForm(page, account);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText(toasts.welcome, { exact: true })).toBeVisible();
}

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account' });

async function signOutThroughMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await accountMenu(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

test('at http://127.0.0.1:PORT a customer signs up, signs out and signs in again', async ({ page, baseURL }) => {
  expect(baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const account = { ...newAccount('First Visitor'), email: `first.visitor+${Date.now()}@tea-lovers.store` };
  await signUpThroughForm(page, account);
  await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
  await signOutThroughMenu(page, account.name);

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
});

test('an ADMIN_EMAILS owner with a .shop address is an administrator only once the address is verified and the password chosen', async ({
  page,
}) => {
  const owner = { name: 'Tea House Owner', email: 'owner@tea-house.shop', password: 'Owner#tea1' };
  await signUpThroughForm(page, owner);
  const menu = page.getByRole('button', { name: `Account menu for ${owner.name}` });
  await menu.click();
  await expect(accountMenu(page).getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(accountMenu(page).getByRole('link', { name: 'Manage User' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect((await getSession(page.request))?.user.role).toBe('user');

  // The link the shop wrote to its log leads back to the address the owner used, and on to
  // "choose your password": the one typed at sign-up no longer works, and the sign-up's session ends.
  const link = await linkFromLog(owner.email, /^Verify your e-mail/);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=[\w-]+&verified=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your e-mail address is verified: choose your password',
  );
  expect(await getSession(page.request)).toBeNull();
  const chosen = 'Owner#chosen1';
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm new password', { exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password is saved. Please sign in with it.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  // The sign-up's password is refused now.
  expectHttpError(page, 401, '/api/auth/sign-in/email');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/Invalid email or password/i);
  await page.getByLabel('Password', { exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: `Account menu for ${owner.name}` }).click();
  await expect(accountMenu(page).getByRole('link', { name: 'Manage User' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/users');
  await expect(page.getByRole('cell', { name: owner.email }).first()).toBeVisible();
  await signOut(page.request);
});
