import { reviewMessages } from '@teatree/shared/schemas/review';
import { createCustomer } from './support/accounts';
import { expectAccessible } from './support/axe';
import { aDemoTea } from './support/catalogue';
import { expect, test } from './support/fixtures';

test('the review screens pass axe', async ({ page, adminPage }) => {
  // Three screens, each analysed in full: more than the default 30 s on a small machine.
  test.slow();
  await page.goto('/review');
  await expect(page.getByRole('region', { name: 'What Our Customer Says' }).getByRole('article').first()).toBeVisible();
  await expectAccessible(page);

  await createCustomer(page.request);
  const tea = await aDemoTea(page.request);
  await page.goto(`/myreview/${tea._id}`);
  await expect(page.getByRole('button', { name: 'Add Review' })).toBeVisible();
  await expectAccessible(page);
  // With the error under the text, too.
  await page.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText(reviewMessages.reviewRequired)).toBeVisible();
  await expectAccessible(page);

  await adminPage.goto('/manageReview');
  await expect(adminPage.getByRole('button', { name: /^Delete the review by/ }).first()).toBeVisible();
  await expectAccessible(adminPage);
});
