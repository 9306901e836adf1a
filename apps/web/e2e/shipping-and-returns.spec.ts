import { expectAccessible } from './support/axe';
import { expect, expectHttpError, test } from './support/fixtures';

/*
 * Shipping and returns (docs/decisions/0038-shop-pages.md): reached from the footer's row of links, it
 * says the shop's first words until the owner writes their own on the page itself. The only test that
 * writes the page: the phone's test reads it without counting on its words.
 */
test('the footer leads to Shipping and returns; the owner rewrites it in place and every visitor reads it at once', async ({
  page,
  adminPage,
}) => {
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Shop information' });
  await expect(links.getByRole('link')).toHaveText(['Terms', 'Privacy', 'Shipping and returns', 'Contact']);
  await expect(links.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
  await links.getByRole('link', { name: 'Shipping and returns' }).click();
  await expect(page).toHaveURL('/shipping-and-returns');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping and returns' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Returns' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit this page' })).toHaveCount(0);
  await expectAccessible(page);

  const words = `## Delivery\nFree over $40, in three to five days. Ref ${Date.now().toString(36)}\n\n## Returns\n- sealed tins\n- within 14 days`;
  await adminPage.goto('/shipping-and-returns');
  await adminPage.getByRole('button', { name: 'Edit this page' }).click();
  const text = adminPage.getByLabel('Page text');
  await expect(text).toBeFocused();
  await expect(text).toHaveValue(/## Delivery/);

  expectHttpError(adminPage, 400, '/api/pages/shipping-and-returns');
  await text.fill('   ');
  await adminPage.getByRole('button', { name: 'Save page' }).click();
  await expect(adminPage.getByText('Write the page before saving it')).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');

  await text.fill(words);
  await adminPage.getByRole('button', { name: 'Save page' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'The page is saved' })).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Edit this page' })).toBeFocused();
  await expect(adminPage.getByText(/^Updated /)).toBeVisible();
  const main = adminPage.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Delivery', 'Returns']);
  await expect(main.getByRole('listitem')).toHaveText(['sealed tins', 'within 14 days']);

  await page.reload();
  await expect(page.getByText(words.split('\n')[1]!)).toBeVisible();
});
