import { toasts } from '@teatree/shared/messages';
import { deleteTeas, teaPhotoPng, uniqueWord } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

test('on a phone an admin fills the whole form in one column and adds a tea', async ({ adminPage }) => {
  const page = adminPage;
  const name = uniqueWord('Pocket ');
  await page.goto('/addItems');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Items' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);

  // Mistakes show on a phone too, each under its field.
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByLabel('Product name')).toHaveAccessibleDescription('Product name is required');
  await expect(page.getByLabel('Product name')).toBeInViewport();
  await expectNoSidewaysScroll(page);

  const fields: [string, string][] = [
    ['Product name', name],
    ['Brand', 'Small Leaf'],
    ['Description', 'Made and added from a phone, between two cups.'],
    ['Price (USD)', '6.40'],
    ['Quantity', '30'],
    ['Minimum order', '3'],
  ];
  for (const [label, value] of fields) {
    const field = page.getByLabel(label, { exact: true });
    await field.fill(value);
    const box = (await field.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await page.getByLabel('Category').selectOption('Organic');
  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'pocket.png', mimeType: 'image/png', buffer: await teaPhotoPng() });
  await expect(page.getByText('Photo uploaded: pocket.png')).toBeVisible();
  const preview = (await page.getByRole('img', { name: 'Preview of the tea as it will be shown' }).boundingBox())!;
  expect(preview.x + preview.width).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(toasts.productAdded, { exact: true })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: `${name} is now in the catalogue.` });
  await expect(notice).toBeInViewport();
  const href = await notice.getByRole('link', { name: `View ${name}` }).getAttribute('href');
  const id = href!.split('/').pop()!;
  try {
    await expectNoSidewaysScroll(page);
    await notice.getByRole('link', { name: 'All products' }).click();
    // Newest first: the tea is on the first page (other tests may add theirs above it meanwhile).
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: name })).toBeVisible();
  } finally {
    await deleteTeas(page.request, [id]);
  }
});
