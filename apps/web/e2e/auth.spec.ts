import { type AddressInfo, connect, createServer, type Server } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { fieldMessages, toasts } from '@teatree/shared/messages';
import {
  createCustomer,
  createUnverifiedCustomer,
  fillSignUpForm,
  getProfile,
  getSession,
  newAccount,
  PASSWORD,
  signIn,
} from './support/accounts';
import { expect, expectHttpError, test } from './support/fixtures';
import { linkFromLog } from './support/mail-log';

const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });
const passwordInput = (page: Page) => page.getByLabel('Password', { exact: true });

/**
 * The link in the newest kept mail to `to` whose subject matches. The admin's /outbox screen lists the
 * mail with the link's token hidden (any administrator reads it); the whole link is read from the
 * server's log, as the shop's trial mode says.
 */
async function linkFromOutbox(adminPage: Page, to: string, subject: RegExp): Promise<string> {
  await adminPage.goto('/outbox');
  await expect(adminPage.getByText('Mail is kept here because no SMTP server is configured.')).toBeVisible();
  const mail = adminPage
    .getByRole('article')
    .filter({ has: adminPage.getByRole('heading', { name: subject }) })
    .filter({ hasText: `To ${to}` })
    .first();
  await expect(mail).toBeVisible();
  const shown = await mail.getByRole('link').getAttribute('href');
  expect(shown).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/auth\/\S*hidden-see-the-server-log/);
  const link = await linkFromLog(to, subject);
  expect(new URL(link).origin).toBe(new URL(shown!).origin);
  return link;
}

/** On "choose your password" after a verification link: saves `password` and lands on the login page. */
async function choosePasswordAfterVerifying(page: Page, password: string) {
  await expect(page).toHaveURL(/\/reset-password\?token=[\w-]+&verified=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your e-mail address is verified: choose your password',
  );
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password is saved. Please sign in with it.')).toBeVisible();
  await expect(page).toHaveURL('/login');
}

test.describe('sign up', () => {
  test('shows each rule, needs the terms, welcomes the customer and mails a link that verifies', async ({
    page,
    adminPage,
  }) => {
    const account = newAccount('Leaf Lover');
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });

    // The submit button waits for the terms box (docs/product.md, "Sign Up").
    await expect(submit).toBeDisabled();
    await page.getByLabel(/I accept TeaTree's terms/).check();
    await expect(submit).toBeEnabled();

    await submit.click();
    await expect(page.getByText(fieldMessages.nameRequired)).toBeVisible();
    await expect(page.getByText(fieldMessages.emailRequired)).toBeVisible();
    await expect(page.getByText(fieldMessages.passwordRequired)).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();

    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill('leaf.lover@teatree');
    await passwordInput(page).fill('greentea');
    await submit.click();
    await expect(page.getByText(fieldMessages.emailInvalid)).toBeVisible();
    await expect(page.getByText(fieldMessages.passwordWeak)).toBeVisible();
    await expect(page.getByText(fieldMessages.nameRequired)).toHaveCount(0);

    await page.getByLabel('Email').fill(account.email);
    await passwordInput(page).fill('greentea1');
    await submit.click();
    await expect(page.getByText(fieldMessages.passwordWeak)).toBeVisible();
    await expect(page.getByText(fieldMessages.emailInvalid)).toHaveCount(0);

    await passwordInput(page).fill(account.password);
    await submit.click();
    await expect(page.getByText(toasts.welcome, { exact: true })).toBeVisible();
    await expect(page.getByText(`We e-mailed a link to ${account.email}`)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: `Account menu for ${account.name}` })).toBeVisible();
    expect((await getProfile(page.request)).emailVerified).toBe(false);

    // The verification mail waits in the admin's outbox (its token hidden there); following the link
    // verifies the address and leads to "choose your password", then the customer signs in.
    const link = await linkFromOutbox(adminPage, account.email, /^Verify your e-mail for TeaTree$/);
    expect(link).toContain('/api/auth/verify-email?token=');
    await page.goto(link);
    await choosePasswordAfterVerifying(page, account.password);
    await signIn(page.request, account);
    expect(await getProfile(page.request)).toMatchObject({ email: account.email, emailVerified: true });
  });

  test('an e-mail that already has an account is refused in red under the form', async ({ page, request }) => {
    const existing = await createCustomer(request);
    expectHttpError(page, 422, '/api/auth/sign-up/email');
    await page.goto('/signup');
    await fillSignUpForm(page, { name: 'Second Try', email: existing.email, password: PASSWORD });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('User already exists. Use another email.');
    await expect(page).toHaveURL('/signup');
  });
  test("the server's field messages land on their fields", async ({ page }) => {
    // The form already checks what the server checks, so a refusal per field is stood in for here.
    await page.route('**/api/auth/sign-up/email', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: 'Bad Request',
          message: 'email: This address cannot receive mail',
          fields: { email: 'This address cannot receive mail' },
        },
      }),
    );
    expectHttpError(page, 400, '/api/auth/sign-up/email');
    await page.goto('/signup');
    await fillSignUpForm(page, { name: 'Field Fay', email: 'fay@teatree.com', password: PASSWORD });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('This address cannot receive mail')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('sign in', () => {
  test('goes back to the remembered page', async ({ page, request }) => {
    const account = await createCustomer(request, 'Remembered Reader');
    await page.goto('/myOrders');
    await expect(page).toHaveURL('/login?redirectTo=%2FmyOrders');

    await page.getByLabel('Email').fill(account.email);
    await passwordInput(page).fill(account.password);
    await loginButton(page).click();

    await expect(page).toHaveURL('/myOrders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Remembered Reader' })).toBeVisible();
  });

  test('checks the form with the spec rules before asking the server', async ({ page }) => {
    await page.goto('/login');
    await loginButton(page).click();
    await expect(page.getByText(fieldMessages.emailRequired)).toBeVisible();
    await expect(page.getByText(fieldMessages.passwordRequired)).toBeVisible();
    await page.getByLabel('Email').fill('tea@leaf');
    await passwordInput(page).fill('oolong');
    await loginButton(page).click();
    await expect(page.getByText(fieldMessages.emailInvalid)).toBeVisible();
    await expect(page.getByText(fieldMessages.passwordWeak)).toBeVisible();
  });

  test('a wrong password shows the error in red under the form', async ({ page, request }) => {
    const account = await createCustomer(request);
    expectHttpError(page, 401, '/api/auth/sign-in/email');
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await passwordInput(page).fill('Wrong#pass1');
    await loginButton(page).click();

    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Invalid email or password');
    await expect(alert).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(page).toHaveURL('/login');
    expect(await getSession(page.request)).toBeNull();

    // Asking for a reset link then says so, and the old red line goes: it no longer says what happened last.
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(toasts.resetSent, { exact: true })).toBeVisible();
    await expect(page.getByText('Open it to choose a new password.')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('never follows a remembered page on another site', async ({ page, request }) => {
    const account = await createCustomer(request);
    await page.goto('/login?redirectTo=%2F%2Fevil.example.com%2Fsteal');
    await page.getByLabel('Email').fill(account.email);
    await passwordInput(page).fill(account.password);
    await loginButton(page).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  });

  test('sign out ends the session and brings the Login button back', async ({ page }) => {
    const account = await createCustomer(page.request, 'Leaving Soon');
    await page.goto('/profile');
    // The page is whole first: its addresses, asked for after the profile, would be refused once signed out.
    await expect(page.getByRole('button', { name: 'Add an address' })).toBeVisible();
    await page.getByRole('button', { name: `Account menu for ${account.name}` }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByText('You are signed out. See you soon!')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await getSession(page.request)).toBeNull();

    await page.goto('/profile');
    await expect(page).toHaveURL('/login?redirectTo=%2Fprofile');
  });
});

test.describe('forgotten password', () => {
  test('asks for the e-mail first, mails a reset link, and the new password signs in', async ({
    page,
    request,
    adminPage,
  }) => {
    const account = await createCustomer(request, 'Forgetful Fan');
    await page.goto('/login');

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect.poll(() => dialogs).toEqual([`alert: ${fieldMessages.forgotPasswordEmail}`]);

    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(toasts.resetSent, { exact: true })).toBeVisible();
    expect(dialogs).toHaveLength(1);

    const link = await linkFromOutbox(adminPage, account.email, /^Reset your TeaTree password$/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

    const newPassword = 'Oolong#2024';
    await page.getByLabel('New password', { exact: true }).fill('oolong');
    await page.getByLabel('Confirm new password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(fieldMessages.passwordWeak)).toBeVisible();
    await expect(page.getByText('The two passwords are not the same')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your new password is saved. Please sign in with it.')).toBeVisible();
    await expect(page).toHaveURL('/login');

    await page.getByLabel('Email').fill(account.email);
    await passwordInput(page).fill(newPassword);
    await loginButton(page).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Account menu for Forgetful Fan' })).toBeVisible();
  });

  test('a broken reset link says so in red and offers a new one', async ({ page, request }) => {
    const account = await createCustomer(request);
    await page.goto('/reset-password?error=INVALID_TOKEN');
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(page.getByText(toasts.resetSent, { exact: true })).toBeVisible();
  });

  test('a reset refused by the server turns into the same message', async ({ page }) => {
    expectHttpError(page, 400, '/api/auth/reset-password');
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('Oolong#2024');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Oolong#2024');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
    await expect(page.getByRole('button', { name: 'Send me a new link' })).toBeVisible();
  });
});

test.describe('Google sign-in', () => {
  for (const path of ['/login', '/signup']) {
    test(`${path} offers no Google button nor its "or" line while Google is not configured`, async ({ page }) => {
      // The drawn page shows nothing for Google; once the shop's settings answer, it stays that way.
      const config = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/config');
      await page.goto(path);
      expect(await (await config).json()).toMatchObject({ googleSignIn: false });
      await expect(page.getByLabel('Email')).toBeEditable();
      await expect(page.getByRole('button', { name: /Google/ })).toHaveCount(0);
      await expect(page.getByText('or with your e-mail')).toHaveCount(0);
      await expect(page.getByText(/Google/)).toHaveCount(0);
    });
  }

  test('a refused Google sign-in is explained in red under the form, never by its code', async ({ page, request }) => {
    const account = await createCustomer(request);
    await page.goto('/login?error=state_mismatch');
    const form = page.locator('form');
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(
      'Google could not confirm this sign-in: it took too long, or was started in another tab. Please try again from this page.',
    );
    await expect(alert).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(page.getByText('state_mismatch')).toHaveCount(0);

    // One red line at a time: the next attempt's own answer takes its place.
    expectHttpError(page, 401, '/api/auth/sign-in/email');
    await page.getByLabel('Email').fill(account.email);
    await passwordInput(page).fill('Wrong#pass1');
    await loginButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });

  const sentences: [code: string, sentence: string][] = [
    [
      'account_not_linked',
      'This e-mail already has a TeaTree account, and Google can join it only once the address is verified on both sides. Please sign in with your e-mail and password, and verify your address from your profile.',
    ],
    ['access_denied', 'Google sign-in was cancelled. You can try again, or sign in with your e-mail and password.'],
    ['invalid_code', 'Google could not confirm this sign-in. Please try again.'],
    ['unable_to_get_user_info', 'Google could not confirm this sign-in. Please try again.'],
    [
      'internal_server_error',
      'Something went wrong on our side while signing you in with Google. Please try again in a moment.',
    ],
    // A code the page does not know, or one shaped like an object's own property, gets the general sentence.
    ['something_new', 'Google sign-in did not finish. Please try again, or sign in with your e-mail.'],
    ['constructor', 'Google sign-in did not finish. Please try again, or sign in with your e-mail.'],
  ];
  for (const [code, sentence] of sentences) {
    test(`?error=${code} reads as a sentence`, async ({ page }) => {
      await page.goto(`/login?redirectTo=%2FmyOrders&error=${code}`);
      await expect(page.locator('form').getByRole('alert')).toHaveText(sentence);
      await expect(page.getByText(code)).toHaveCount(0);
    });
  }
});

test.describe('an address the shop does not trust', () => {
  // This browser must say where its pages really come from, so no origin is added to its requests;
  // it stays a visitor of its own for the rate limits.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '10.250.3.1' } });

  /**
   * The same shop reached through another port of this machine: a plain TCP relay, so every byte is
   * the shop's own, but the page's origin (http://127.0.0.1:{relay}) is not one the shop trusts.
   */
  let relay: Server;
  let strangeOrigin: string;
  test.beforeAll(async ({ baseURL }) => {
    const shop = new URL(String(baseURL));
    relay = createServer((client) => {
      const upstream = connect(Number(shop.port), shop.hostname);
      client.pipe(upstream).pipe(client);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((listening) => relay.listen(0, '127.0.0.1', listening));
    strangeOrigin = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((closed) => relay.close(closed));
  });

  /** What the server answers a change sent from such a page: 403, and a sentence the form must show as it is. */
  async function refusal(request: APIRequestContext, path: string, data: object) {
    const response = await request.post(path, { data, headers: { origin: strangeOrigin } });
    expect(response.status()).toBe(403);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.message).toMatch(/^[A-Z].*\.$/);
    return body.message;
  }

  test('the login form shows the refusal in red under the form', async ({ page, request }) => {
    const account = await createCustomer(request);
    const message = await refusal(request, '/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expectHttpError(page, 403, '/api/auth/sign-in/email');
    await page.goto(`${strangeOrigin}/login`);
    await page.getByLabel('Email').fill(account.email);
    await passwordInput(page).fill(account.password);
    await loginButton(page).click();

    const alert = page.locator('form').getByRole('alert');
    await expect(alert).toHaveText(message);
    await expect(alert).not.toHaveText(/ORIGIN|Invalid origin|Forbidden/);
    await expect(alert).toHaveCSS('color', 'rgb(180, 35, 24)');
    expect(await getSession(page.request)).toBeNull();
  });

  test('the sign-up form shows the refusal in red under the form', async ({ page, request }) => {
    const account = newAccount('Far Away');
    const message = await refusal(request, '/api/auth/sign-up/email', account);
    expectHttpError(page, 403, '/api/auth/sign-up/email');
    await page.goto(`${strangeOrigin}/signup`);
    await page.getByLabel('Name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await passwordInput(page).fill(account.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    const alert = page.locator('form').getByRole('alert');
    await expect(alert).toHaveText(message);
    await expect(alert).not.toHaveText(/ORIGIN|Invalid origin|Forbidden/);
    await expect(alert).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('the verification link', () => {
  test('sent again from the profile, it ends on a page that says the address is verified', async ({
    page,
    adminPage,
  }) => {
    const account = await createUnverifiedCustomer(page.request, 'Verified Vera');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText(`We sent a new link to ${account.email}`)).toBeVisible();

    const link = await linkFromOutbox(adminPage, account.email, /^Verify your e-mail for TeaTree$/);
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/verified');
    await page.goto(link);
    await choosePasswordAfterVerifying(page, account.password);
    await signIn(page.request, account);
    // Opened again once the password is chosen, the link says the address is verified.
    await page.goto(link);
    await expect(page).toHaveURL('/verified');
    await expect(page).toHaveTitle(/Your e-mail address is verified/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail address is verified');
    await expect(page.getByRole('link', { name: 'Browse our teas' })).toHaveAttribute('href', '/products');
    await page.getByRole('link', { name: 'Go to my profile' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByText('E-mail verified')).toBeVisible();
    expect((await getProfile(page.request)).emailVerified).toBe(true);
  });

  test('a link the server refuses says it is no longer valid and offers a new one from the profile', async ({
    page,
    request,
  }) => {
    await page.goto('/api/auth/verify-email?token=not-a-real-token&callbackURL=%2Fverified');
    await expect(page).toHaveURL('/verified?error=INVALID_TOKEN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is no longer valid');
    await expect(page.getByText('INVALID_TOKEN')).toHaveCount(0);

    // Signed out, the way to a new link goes through the login page and back to the profile.
    const account = await createUnverifiedCustomer(request);
    await page.getByRole('link', { name: 'Send a new link from my profile' }).click();
    await expect(page).toHaveURL('/login?redirectTo=%2Fprofile');
    await page.getByLabel('Email').fill(account.email);
    await passwordInput(page).fill(account.password);
    await loginButton(page).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  });

  test('an expired link says so', async ({ page }) => {
    await page.goto('/verified?error=token_expired');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is no longer valid');
    await expect(page.getByText('Verification links work for an hour, and this one has run out.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a new link from my profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });
});
