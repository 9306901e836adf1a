import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

const pages: [string, string][] = [
  ['/', 'Contact us'],
  ['/products', 'Our teas'],
  ['/review', 'What Our Customer Says'],
  ['/about', 'About TeaTree'],
  ['/blog', '10 Evidence-Based Benefits of Green Tea'],
];

for (const [path, heading] of pages) {
  test(`${path} never scrolls sideways on a 375 px phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}

test('products become stacked cards on a phone', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
});

test('the hamburger menu opens, leads to a page and closes', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();

  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Products', 'Review', 'About']);

  await menu.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
