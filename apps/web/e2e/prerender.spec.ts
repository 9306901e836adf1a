import { expect, test } from './support/fixtures';
import { openMissingPage } from './support/pages';

/**
 * The public pages arrive drawn (apps/web/scripts/prerender.mjs): with scripts off, a visitor (or a
 * search engine) still reads the page, its title, navigation and footer. With scripts on, every other
 * test visits the same markup after React has hydrated it; a mismatch would fail them as a page error.
 */
const drawnPages: [path: string, title: string, heading: RegExp][] = [
  ['/', 'TeaTree · Organic tea since 1995', /Slow-grown tea/],
  ['/products', 'Products · TeaTree', /Our teas/],
  ['/purchase', 'Purchase · TeaTree', /Purchase/],
  ['/review', 'Reviews · TeaTree', /Tea tastes better shared/],
  ['/blog', '10 Evidence-Based Benefits of Green Tea · TeaTree', /10 Evidence-Based Benefits of Green Tea/],
  ['/about', 'About · TeaTree', /About TeaTree/],
];

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, title, heading] of drawnPages) {
    test(`${path} is readable, with its navigation and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const link of ['Home', 'Products', 'Review', 'About']) {
        await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('href', /^\//);
      }
      await expect(page.getByRole('contentinfo')).toContainText('Organic tea since 1995');
    });
  }

  test('the sign-in page shows its form, which cannot be sent without scripts', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/Login · TeaTree/);
    await expect(page.getByLabel('Email')).toBeVisible();
    // The browser's own submit would put the password in the address.
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });

  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    await openMissingPage(page, '/teas/none-here');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found');
  });
});

test('a drawn page comes alive: the lists load and the links work without reloading the page', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // A marker on the window survives only client-side navigation, never a full page load.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'What Our Customer Says' })).toBeVisible();
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
