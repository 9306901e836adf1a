import type { APIRequestContext } from '@playwright/test';
import { maskEmail } from '@teatree/shared/privacy';
import type { Product } from '@teatree/shared/schemas/product';
import { createCustomer } from './support/accounts';
import { expectAccessible } from './support/axe';
import { aDemoTea } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { openEach, openYourData } from './support/pages';

/** Writes carry the page's origin, as a browser's do. */
const origin = () => ({ origin: String(test.info().project.use.baseURL) });

async function writeReview(request: APIRequestContext, text: string) {
  const tea = await aDemoTea(request);
  const written = await request.post('/api/reviews', {
    data: { productId: tea._id, review: text, rating: 5 },
    headers: origin(),
  });
  expect(written.status(), await written.text()).toBe(201);
  return tea;
}

test.describe('terms and privacy', () => {
  for (const [address, heading, eyebrow] of [
    ['/terms', 'Terms and conditions', 'The small print, kept small'],
    ['/privacy', 'Privacy', 'Your data, looked after'],
  ] as const) {
    test(`${address} is drawn at build time and reads as a page of the shop`, async ({ page, request }) => {
      // The page arrives as HTML, before any script runs.
      const html = await (await request.get(address)).text();
      expect(html).toContain(`data-screen="${address.slice(1)}"`);
      expect(html).toContain(heading);

      await page.goto(address);
      await expect(page).toHaveTitle(`${heading} · TeaTree`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(eyebrow)).toBeVisible();
      // The list of parts leads to each part.
      const contents = page.getByRole('navigation', { name: 'On this page' });
      const first = contents.getByRole('link').first();
      const target = (await first.getAttribute('href'))!;
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${address}${target}$`));
      await expect(page.locator(target).getByRole('heading', { level: 2 })).toBeInViewport();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the privacy page says how to download and delete, and links back to the terms', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 2, name: 'Download your data' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Delete your account' })).toBeVisible();
    await expect(page.getByText('m•••@example.com').first()).toBeVisible();
    await page
      .getByRole('complementary', { name: 'Questions' })
      .getByRole('link', { name: 'terms and conditions' })
      .click();
    await expect(page).toHaveURL('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  });

  test('the sign-up form links its terms box to both pages, in a new tab that keeps the form', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Tilly Terms');
    const terms = page.getByRole('link', { name: 'terms and conditions (opens in a new tab)' });
    const privacy = page.getByRole('link', { name: 'my order details are kept (opens in a new tab)' });
    await expect(terms).toHaveAttribute('href', '/terms');
    await expect(privacy).toHaveAttribute('href', '/privacy');

    for (const [link, heading] of [
      [terms, 'Terms and conditions'],
      [privacy, 'Privacy'],
    ] as const) {
      const opening = page.waitForEvent('popup');
      await link.click();
      const tab = await opening;
      await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await tab.close();
    }
    // Following a link neither ticks the box nor loses what was typed.
    await expect(page.getByLabel(/I accept TeaTree's terms/)).not.toBeChecked();
    await expect(page.getByLabel('Name')).toHaveValue('Tilly Terms');
    await page.getByLabel(/I accept TeaTree's terms/).check();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});

test.describe('addresses on public pages', () => {
  test('a review card shows the reviewer’s address masked, on /review and at home, and whole to the admin', async ({
    page,
    request,
    adminPage,
  }) => {
    const reviewer = await createCustomer(request, 'Mira Masked');
    const text = `Masked but honest (${Date.now().toString(36)})`;
    await writeReview(request, text);
    const masked = maskEmail(reviewer.email);
    expect(masked).toMatch(/^c•••@example\.com$/);

    for (const [where, region] of [
      ['/review', 'What Our Customer Says'],
      ['/', 'From our tea drinkers'],
    ] as const) {
      await page.goto(where);
      const card = page.getByRole('region', { name: region }).getByRole('article').filter({ hasText: text });
      await expect(card.getByRole('heading', { name: 'Mira Masked' })).toBeVisible();
      await expect(card.getByText(masked, { exact: true })).toBeVisible();
      expect(await page.content()).not.toContain(reviewer.email);
    }

    // The administrators' own screen reads their own list, where the address is whole.
    await adminPage.goto('/manageReview');
    const managed = adminPage.getByRole('main').getByRole('article').filter({ hasText: text });
    await expect(managed.getByText(reviewer.email, { exact: true })).toBeVisible();
  });

  test("a tea's creator is masked in the catalogue and whole on the admin's edit form", async ({ page, adminPage }) => {
    const tea = await aDemoTea(page.request);
    expect(tea.email).toContain('•••@');
    const whole = (await (await adminPage.request.get(`/api/products/${tea._id}/admin`)).json()) as Product;
    expect(whole.email).not.toContain('•');
    expect(maskEmail(whole.email)).toBe(tea.email);

    await adminPage.goto(`/products/${tea._id}/edit`);
    await expect(adminPage.getByLabel('Their email')).toHaveValue(whole.email);
  });
});

test.describe('axe on the new screens', () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test('terms, privacy, and the profile with its data section and the delete dialog', async ({ page }) => {
    const pages = [
      ['/terms', 'Terms and conditions'],
      ['/privacy', 'Privacy'],
    ] as const;
    await openEach(page, pages, () => expectAccessible(page));

    const yourData = await openYourData(page, 'Axel Access');
    await expectAccessible(page);
    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectAccessible(page);
  });
});
