import { toasts } from '@teatree/shared/messages';
import { createCustomer } from './support/accounts';
import { aDemoTea } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

test('/review shows one review card per row on a phone, without sideways scrolling', async ({ page }) => {
  await page.goto('/review');
  const cards = page.getByRole('region', { name: 'What Our Customer Says' }).getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.x).toBe(first!.x);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(first!.width).toBeGreaterThan(300);
  await expectNoSidewaysScroll(page);
});

test('the review form fits a phone and sends a review with a tapped star', async ({ page }) => {
  await createCustomer(page.request, 'Phone Penny');
  const tea = await aDemoTea(page.request);
  await page.goto(`/myreview/${tea._id}`);
  await expect(page.getByRole('article', { name: tea.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Review' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const text = `Lovely on the go (${Date.now().toString(36)})`;
  await page.getByLabel('Your review', { exact: true }).fill(text);
  // The star itself is what a thumb taps: the radio inside it is visually hidden.
  const fiveStars = page.locator('label').filter({ has: page.getByRole('radio', { name: '5 stars' }) });
  await fiveStars.tap();
  await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
  const box = await fiveStars.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(40);
  expect(box!.height).toBeGreaterThanOrEqual(40);

  await page.getByRole('button', { name: 'Add Review' }).tap();
  await expect(page.getByText(toasts.reviewOk, { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/review');
  const card = page
    .getByRole('region', { name: 'What Our Customer Says' })
    .getByRole('article')
    .filter({ hasText: text });
  await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
});

test('Manage All Reviews fits a phone', async ({ adminPage }) => {
  await adminPage.goto('/manageReview');
  await expect(adminPage.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(adminPage.getByRole('button', { name: /^Delete the review by/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(adminPage);
});
