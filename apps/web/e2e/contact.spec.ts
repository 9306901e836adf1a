import { expect, expectHttpError, test } from './support/fixtures';

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('names the missing fields on an empty submit', async ({ page }) => {
    const contact = page.getByRole('region', { name: 'Contact us' });
    // Its button works once the visitor has come down to the form (its code loads then).
    await contact.scrollIntoViewIfNeeded();
    await contact.getByRole('button', { name: 'Send message' }).click();

    await expect(contact.getByText('Please Enter You Name')).toBeVisible();
    await expect(contact.getByText('Please Enter You Email')).toBeVisible();
    await expect(contact.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('refuses a malformed e-mail address', async ({ page }) => {
    const contact = page.getByRole('region', { name: 'Contact us' });
    await contact.getByLabel('Name').fill('Ada Leaf');
    await contact.getByLabel('Email').fill('ada@example');
    await contact.getByRole('button', { name: 'Send message' }).click();

    await expect(contact.getByText('Enter a valid Email')).toBeVisible();
    await expect(contact.getByText('Please Enter You Name')).toHaveCount(0);
  });

  test('sends a good message, thanks the visitor and empties the form', async ({ page }) => {
    const contact = page.getByRole('region', { name: 'Contact us' });
    await contact.getByLabel('Name').fill('Ada Leaf');
    await contact.getByLabel('Email').fill('ada@example.com');
    await contact.getByLabel('Message').fill('Do you ship Silver Needle to Norway?');
    await contact.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Email sent successfully' })).toBeVisible();
    await expect(contact.getByLabel('Name')).toHaveValue('');
    await expect(contact.getByLabel('Email')).toHaveValue('');
    await expect(contact.getByLabel('Message')).toHaveValue('');
  });

  test('says in a red toast that the message was not sent, even when no more scripts can come', async ({ page }) => {
    const contact = page.getByRole('region', { name: 'Contact us' });
    await contact.scrollIntoViewIfNeeded();
    await contact.getByLabel('Name').fill('Ada Leaf');
    await contact.getByLabel('Email').fill('ada@example.com');
    await contact.getByLabel('Message').fill('Is the Dragon Well back in stock?');
    await page.waitForLoadState('networkidle');

    // The connection is gone for the page's scripts, and the message finds the shop unable to send it.
    await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        json: { error: 'ServiceUnavailable', message: 'The shop cannot send mail just now' },
      }),
    );
    expectHttpError(page, 503, '/api/contact');
    await contact.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Could not sent Email, Try again' })).toBeVisible();
    await expect(contact.getByLabel('Message')).toHaveValue('Is the Dragon Well back in stock?');
  });
});
