import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { toasts } from '@teatree/shared/messages';
import { FORMER_CUSTOMER, privacyMessages } from '@teatree/shared/privacy';
import sharp from 'sharp';
import { createCustomer, getProfile, getSession, PASSWORD, signIn, signOut } from './support/accounts';
import { teaPhotoPng } from './support/catalogue';
import { expect, expectHttpError, test } from './support/fixtures';
import { findProduct } from './support/orders-api';

/** Writes carry the page's origin, as a browser's do. */
const origin = () => ({ origin: String(test.info().project.use.baseURL) });

/** An order and a review for the signed-in customer of `request`, made through the API. */
async function orderAndReview(request: APIRequestContext, review: string) {
  const tea = await findProduct(request);
  const placed = await request.post('/api/purchase', {
    data: { productId: tea._id, quantity: tea.minOrder, address: '7 Kettle Row, Teaford', phone: '+44 20 7946 0001' },
    headers: origin(),
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const written = await request.post('/api/reviews', {
    data: { productId: tea._id, review, rating: 4 },
    headers: origin(),
  });
  expect(written.status(), await written.text()).toBe(201);
  return {
    tea,
    orderId: ((await placed.json()) as { insertedId: string }).insertedId,
    reviewId: ((await written.json()) as { insertedId: string }).insertedId,
  };
}

test.describe('profile', () => {
  test('shows the photo, name and e-mail, and saves changes that survive a reload', async ({ page }) => {
    const account = await createCustomer(page.request, 'Pia Profile');
    await page.goto('/profile');
    await expect(page.getByRole('img', { name: 'Photo of Pia Profile' })).toHaveAttribute('src', /avatar.*\.svg$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Pia Profile' })).toBeVisible();
    await expect(page.getByRole('main').getByText(account.email, { exact: true })).toBeVisible();

    await page.getByLabel('Name').fill('Pia Oolong');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+44 20 7946 0000');
    await page.getByRole('textbox', { name: /^Company/ }).fill('Oolong & Co');
    await page.getByRole('textbox', { name: /^Bio/ }).fill('Loves a second flush Darjeeling.');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your profile is saved', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pia Oolong' })).toBeVisible();
    // The navbar reads the name from the session, which refreshes too.
    await expect(page.getByRole('button', { name: 'Account menu for Pia Oolong' })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Pia Oolong');
    await expect(page.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+44 20 7946 0000');
    await expect(page.getByRole('textbox', { name: /^Company/ })).toHaveValue('Oolong & Co');
    await expect(page.getByRole('textbox', { name: /^Bio/ })).toHaveValue('Loves a second flush Darjeeling.');
    expect(await getProfile(page.request)).toMatchObject({ name: 'Pia Oolong', email: account.email });
  });

  test('changes the photo, which the navbar shows too, refuses a file that is no picture, and removes it', async ({
    page,
  }) => {
    await createCustomer(page.request, 'Phoebe Photo');
    await page.goto('/profile');
    const photo = page.getByRole('img', { name: 'Photo of Phoebe Photo' });
    const avatar = page.getByRole('button', { name: 'Account menu for Phoebe Photo' }).locator('img');
    await expect(photo).toHaveAttribute('src', /avatar.*\.svg$/);

    await page
      .getByLabel('Change photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await teaPhotoPng() });
    await expect(page.getByText('Your photo is changed', { exact: true })).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^\/media\/[A-Za-z0-9_-]+\/400\.webp$/);
    await expect(avatar).toHaveAttribute('src', /^\/media\/[A-Za-z0-9_-]+\/400\.webp$/);
    const changed = await photo.getAttribute('src');
    expect((await getProfile(page.request)).image).toBe(changed);

    // A file that says it is a PNG but is not one: the server's words, under the control; the photo stays.
    expectHttpError(page, 400, '/api/profile/photo');
    await page
      .getByLabel('Change photo')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some notes') });
    await expect(page.getByText('This file is not a picture we can read', { exact: false })).toBeVisible();
    await expect(photo).toHaveAttribute('src', changed!);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByText('Your photo is removed', { exact: true })).toBeVisible();
    await expect(photo).toHaveAttribute('src', /avatar.*\.svg$/);
    await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
    await expect(page.getByLabel('Change photo')).toBeFocused();
  });

  test('changes the password: a wrong current one is named, then every other device is signed out', async ({
    page,
    browser,
  }) => {
    const account = await createCustomer(page.request, 'Pat Password');
    const elsewhere = await browser.newContext({ baseURL: String(test.info().project.use.baseURL) });
    await signIn(elsewhere.request, account);
    expect(await getSession(elsewhere.request)).not.toBeNull();

    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Change your password' });
    expectHttpError(page, 400, '/api/auth/change-password');
    await card.getByLabel('Current password').fill('Not#mine1');
    await card.getByLabel('New password', { exact: true }).fill('Fresh#tea2');
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(card.getByText('Your current password is not right')).toBeVisible();
    await expect(card.getByLabel('Current password')).toBeFocused();
    expect(await getSession(elsewhere.request)).not.toBeNull();

    await card.getByLabel('Current password').fill(PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed. Other devices are signed out.')).toBeVisible();
    await expect(card.getByLabel('Current password')).toHaveValue('');
    await expect(card.getByRole('button', { name: 'Change password' })).toBeFocused();
    // This device stays signed in; the other one is signed out; the old password opens nothing.
    expect((await getSession(page.request))?.user.email).toBe(account.email);
    expect(await getSession(elsewhere.request)).toBeNull();
    const old = await elsewhere.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: PASSWORD },
      headers: origin(),
    });
    expect(old.status()).toBe(401);
    await signIn(elsewhere.request, { ...account, password: 'Fresh#tea2' });
    await elsewhere.close();
  });

  test('checks the name with the spec message', async ({ page }) => {
    await createCustomer(page.request);
    await page.goto('/profile');
    await page.getByLabel('Name').fill('   ');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Please Enter You Name')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a new e-mail waits for the confirmation link', async ({ page }) => {
    const account = await createCustomer(page.request, 'Moving Mo');
    const newEmail = account.email.replace('customer-', 'moved-');
    await page.goto('/profile');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved. Please confirm your new e-mail.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'We e-mailed a confirmation link' })).toContainText(
      newEmail,
    );
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    expect((await getProfile(page.request)).email).toBe(account.email);
  });

  test("a session that ended before saving says 'No user is logged in' and goes to /login", async ({ page }) => {
    await createCustomer(page.request);
    await page.goto('/profile');
    await expect(page.getByLabel('Name')).toHaveValue('Tea Lover');
    // The page has asked all it shows (the kept addresses come after the profile) before the session ends.
    await expect(page.getByText('No address kept yet.', { exact: false })).toBeVisible();
    // Signed out behind the page's back (another tab, an expired session).
    await signOut(page.request);
    expectHttpError(page, 401, '/api/profile');

    await page.getByLabel('Name').fill('Too Late');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(toasts.noUser, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/login?redirectTo=%2Fprofile');
  });

  test('downloads my data as a JSON file with my profile, orders and reviews', async ({ page }) => {
    const account = await createCustomer(page.request, 'Dana Download');
    const text = `Floral and bright (${Date.now().toString(36)})`;
    const { orderId, reviewId } = await orderAndReview(page.request, text);

    await page.goto('/profile');
    const yourData = page.getByRole('region', { name: 'Your data' });
    await expect(yourData.getByRole('link', { name: 'How we look after it' })).toHaveAttribute('href', '/privacy');
    const downloading = page.waitForEvent('download');
    await yourData.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`teatree-data-${today}.json`);
    await expect(page.getByText(`Your data is saved as teatree-data-${today}.json`)).toBeVisible();

    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data.profile).toMatchObject({ name: 'Dana Download', email: account.email });
    expect(data.orders).toEqual([
      expect.objectContaining({ _id: orderId, email: account.email, address: '7 Kettle Row, Teaford' }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ _id: reviewId, review: text, email: account.email })]);
  });

  test('deletes my account after the dialog asks, signs me out and takes me home', async ({ page }) => {
    const account = await createCustomer(page.request, 'Dora Leaving');
    const text = `Will miss this one (${Date.now().toString(36)})`;
    await orderAndReview(page.request, text);

    await page.goto('/profile');
    const remove = page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete my account' });
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    // The page is whole (the addresses load after the profile) and scrolled to its end, so the footer is in view.
    await expect(page.getByRole('button', { name: 'Add an address' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    // Keeping the account closes the dialog and changes nothing.
    await remove.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('signed out on every device');
    await expect(dialog).toContainText('Former customer');
    await expect(dialog.getByRole('button', { name: 'Keep my account' })).toBeFocused();
    // Its backdrop dims the whole window, to its right edge where the scroll bar's gutter was: across the
    // dark footer, the last column of pixels is as dark as the footer beside it.
    const { width, footerTop, height } = await page.evaluate(() => ({
      width: window.innerWidth,
      height: window.innerHeight,
      footerTop: document.querySelector('footer')!.getBoundingClientRect().top,
    }));
    expect(footerTop, 'the footer shows at the bottom of the window').toBeLessThan(height - 20);
    const row = await sharp(await page.screenshot({ clip: { x: width - 40, y: height - 10, width: 40, height: 1 } }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number) => row.data[x * row.info.channels]!;
    expect(Math.abs(at(row.info.width - 1) - at(0)), 'the edge is dimmed as the footer is').toBeLessThan(24);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toBeHidden();
    expect((await getProfile(page.request)).email).toBe(account.email);

    await remove.click();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/profile') && r.method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    expect((await sent).postDataJSON()).toEqual({ confirm: 'DELETE' });
    await expect(page.getByText(privacyMessages.deleted, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);

    // Gone on the server too: no session, no sign-in, and the review speaks for a former customer.
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: PASSWORD },
      headers: origin(),
    });
    expect(signIn.status()).toBe(401);
    await page.goto('/review');
    const card = page.getByRole('region', { name: 'What Our Customer Says' }).getByRole('article').filter({
      hasText: text,
    });
    await expect(card.getByRole('heading', { name: FORMER_CUSTOMER })).toBeVisible();
    await expect(card).not.toContainText('Dora Leaving');
    await page.goto('/profile');
    await expect(page).toHaveURL('/login?redirectTo=%2Fprofile');
  });
});
