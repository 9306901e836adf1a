import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { linkFromLog } from './mail-log';

/**
 * Accounts made straight through the API (after epic-stack's playwright-utils), so only the flow under
 * test goes through the screens. `page.request` shares the page's cookies: an account made with it
 * leaves the page signed in. The `request` fixture has cookies of its own, for accounts in the background.
 */
export type Account = { name: string; email: string; password: string };

export const PASSWORD = 'Green#tea1';

/** Listed in playwright.config.ts's ADMIN_EMAILS, so the server makes this account an admin once it has verified and chosen its password. */
export const ADMIN: Account = { name: 'Ada Admin', email: 'admin@teatree.com', password: 'Admin#tea1' };

/** The entries an administrator's account menu adds after Profile and My Orders, in their order. */
export const ADMIN_MENU = [
  'Dashboard',
  'Add Items',
  'Manage User',
  'Manage Orders',
  'Manage Reviews',
  'Shipping',
  'Promotions',
  'Inbox',
  'Categories',
  'Newsletter',
  'Outbox',
];

let made = 0;

/** A fresh address for each account a test makes. */
export function uniqueEmail(role = 'customer'): string {
  made += 1;
  return `${role}-${Date.now()}-${made}@example.com`;
}

export function newAccount(name = 'Tea Lover'): Account {
  return { name, email: uniqueEmail(), password: PASSWORD };
}

// Better Auth refuses a POST that carries a session cookie but no Origin (its CSRF check); browsers
// send one by themselves, API requests must say it.
function originHeader() {
  return { origin: String(test.info().project.use.baseURL) };
}

export async function signUp(request: APIRequestContext, account: Account): Promise<Account> {
  const response = await request.post('/api/auth/sign-up/email', { data: account, headers: originHeader() });
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

export async function signIn(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: originHeader(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signOut(request: APIRequestContext): Promise<void> {
  const response = await request.post('/api/auth/sign-out', { data: {}, headers: originHeader() });
  expect(response.status()).toBe(200);
}

/**
 * Follows the verification link the shop mailed to `account` (read from the server's log, as the
 * shop's first owner does), as the customer opening it: their address is verified, every session of
 * the account ends, and the link leads to "choose your password" (docs/decisions/0009-accounts-trust.md).
 * The step is completed through the API with the account's own password, and `request` signs in again.
 */
export async function verifyEmail(request: APIRequestContext, account: Account): Promise<void> {
  const verified = await request.get(await linkFromLog(account.email, /^Verify your e-mail/), { maxRedirects: 0 });
  expect(verified.status(), 'the verification link answers with a redirect').toBe(302);
  const location = verified.headers().location ?? '';
  expect(location, 'the verification link leads to "choose your password"').toMatch(
    /^\/reset-password\?token=[\w-]+&verified=1$/,
  );
  await choosePassword(request, new URL(location, 'http://shop').searchParams.get('token')!, account.password);
  await signIn(request, account);
}

/**
 * In the browser, on "choose your password" after a verification link (docs/decisions/0009-accounts-trust.md):
 * saves the account's password and signs in through the login page, which ends on the home page.
 */
export async function choosePasswordAndSignIn(page: Page, account: Account): Promise<void> {
  await expect(page).toHaveURL(/\/reset-password\?token=[\w-]+&verified=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your e-mail address is verified: choose your password',
  );
  await page.getByLabel('New password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
}

/** Completes a "choose your password" step (a reset, or the one after a verification) through the API. */
export async function choosePassword(request: APIRequestContext, token: string, newPassword: string): Promise<void> {
  const response = await request.post('/api/auth/reset-password', {
    data: { token, newPassword },
    headers: originHeader(),
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A new customer with a verified e-mail address, as ordering needs (docs/decisions/0011-order-states.md),
 * signed in on whatever `request` belongs to.
 */
export async function createCustomer(request: APIRequestContext, name = 'Tea Lover'): Promise<Account> {
  const account = await signUp(request, newAccount(name));
  await verifyEmail(request, account);
  return account;
}

/** A new customer who has not opened the verification link yet: they may look around, but not order. */
export function createUnverifiedCustomer(request: APIRequestContext, name = 'Tea Lover'): Promise<Account> {
  return signUp(request, newAccount(name));
}

/**
 * The one administrator of a test run: made by the first test that needs it, signed in after that.
 * ADMIN_EMAILS makes it an administrator once its address is verified and its password chosen after
 * that: the first test follows the verification link from the server's log, as a shop's first owner
 * does, and sets the password.
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<Account> {
  const response = await request.post('/api/auth/sign-up/email', { data: ADMIN, headers: originHeader() });
  if (response.status() === 422) {
    // Another file may be between the owner's verification and the password chosen after it: until
    // then the account signs in, if at all, as a customer. Signed in as an administrator, it is done.
    await expect
      .poll(
        async () => {
          const signedIn = await request.post('/api/auth/sign-in/email', {
            data: { email: ADMIN.email, password: ADMIN.password },
            headers: originHeader(),
          });
          return signedIn.ok() ? (await getSession(request))?.user.role : signedIn.status();
        },
        { message: 'the administrator signs in as an administrator', timeout: 15_000 },
      )
      .toBe('admin');
    return ADMIN;
  }
  expect(response.status(), await response.text()).toBe(200);
  await verifyEmail(request, ADMIN);
  expect((await getSession(request))?.user.role).toBe('admin');
  return ADMIN;
}

export async function getProfile(request: APIRequestContext) {
  const response = await request.get('/api/profile');
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    name: string;
    email: string;
    emailVerified: boolean;
    role: string;
    image: string | null;
  };
}

export async function getSession(request: APIRequestContext) {
  const response = await request.get('/api/auth/get-session');
  expect(response.status()).toBe(200);
  return (await response.json()) as { user: { email: string; role: string } } | null;
}

/** Fills the Sign Up form (/signup) with an account and ticks the terms; the test sends it. */
export async function fillSignUpForm(page: Page, account: Account) {
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel(/I accept TeaTree's terms/).check();
}
