import { expect, test } from './support/fixtures';
import { openMissingPage } from './support/pages';

test('review page invites a review and shows the customer cards', async ({ page }) => {
  await page.goto('/review');
  await expect(page).toHaveTitle('Reviews · TeaTree');
  await expect(page.getByRole('heading', { name: 'What Our Customer Says' })).toBeVisible();

  const cards = page.getByRole('region', { name: 'What Our Customer Says' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);

  await page.getByRole('main').getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('about page shows the three teams and the support staff', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About · TeaTree');
  await expect(page.getByRole('heading', { level: 1, name: 'About TeaTree' })).toBeVisible();
  for (const team of ['Sales', 'Help & Support', 'Media & Press']) {
    await expect(page.getByRole('heading', { level: 3, name: team, exact: true })).toBeVisible();
  }
  await expect(page.getByText('20+ support employees').first()).toBeVisible();
});

test('blog shows the green tea article in two sections', async ({ page }) => {
  await page.goto('/blog');
  await expect(page).toHaveTitle('10 Evidence-Based Benefits of Green Tea · TeaTree');
  const article = page.getByRole('article', { name: '10 Evidence-Based Benefits of Green Tea' });
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('10 Evidence-Based Benefits of Green Tea');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText([
    'What is in the cup: benefits 1 to 5',
    'Tea in everyday life: benefits 6 to 10',
  ]);
  await expect(article.getByRole('heading', { level: 3 })).toHaveCount(10);
  await expect(article.getByText(/not medical advice/)).toBeVisible();
});

test('purchase page without a chosen tea leads to the catalogue', async ({ page }) => {
  await page.goto('/purchase');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase' })).toBeVisible();
  await page.getByRole('link', { name: /Choose a tea/ }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('an unknown path shows the 404 page, answered with status 404', async ({ page }) => {
  await openMissingPage(page, '/no-such-tea-here');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found');
  await expect(page.getByRole('main').getByRole('img')).toHaveAttribute('alt', /.+/);
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
