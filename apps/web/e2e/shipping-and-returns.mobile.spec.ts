import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

test('Shipping and returns and the footer’s links fit a 375 px phone', async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Shop information' });
  await links.scrollIntoViewIfNeeded();
  await expect(links.getByRole('link', { name: 'Shipping and returns' })).toBeVisible();
  await links.getByRole('link', { name: 'Shipping and returns' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping and returns' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
