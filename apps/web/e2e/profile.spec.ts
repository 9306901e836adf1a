import { toasts } from '@teatree/shared/messages';
import { createCustomer, getProfile, signOut } from './accounts';
import { expect, expectHttpError, test } from './fixtures';

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
    // Signed out behind the page's back (another tab, an expired session).
    await signOut(page.request);
    expectHttpError(page, 401, '/api/profile');

    await page.getByLabel('Name').fill('Too Late');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(toasts.noUser, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/login?redirectTo=%2Fprofile');
  });
});
