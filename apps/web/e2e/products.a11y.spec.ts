import { expectAccessible } from './support/axe';
import { aDemoTea, teaPhotoPng } from './support/catalogue';
import { expect, test } from './support/fixtures';

test('the products table, its filters and its empty state pass axe', async ({ page }) => {
  test.slow();
  await page.goto('/products?sort=price-desc');
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/products?q=no+such+tea&category=Organic');
  await expect(page.getByRole('heading', { name: /^No teas match/ })).toBeVisible();
  await expectAccessible(page);
});

test("the admin's table, delete dialog, Add Items and edit screens pass axe", async ({ adminPage }) => {
  test.slow();
  const page = adminPage;
  await page.goto('/products');
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Delete this tea?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The form with every message showing, then with a photo uploaded.
  await page.goto('/addItems');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Photo is required')).toBeVisible();
  await expectAccessible(page);
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'tin.png', mimeType: 'image/png', buffer: await teaPhotoPng() });
  await expect(page.getByText('Photo uploaded: tin.png')).toBeVisible();
  await expectAccessible(page);

  const tea = await aDemoTea(page.request);
  await page.goto(`/products/${tea._id}/edit`);
  await expect(page.getByLabel('Product name')).toHaveValue(tea.name);
  await expectAccessible(page);
});
