import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { openYourData } from './support/pages';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

for (const [address, heading] of [
  ['/terms', 'Terms and conditions'],
  ['/privacy', 'Privacy'],
] as const) {
  test(`${address} fits a 375 px phone`, async ({ page }) => {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}

test('on a phone, the profile’s data section and its delete dialog fit the screen', async ({ page }) => {
  const yourData = await openYourData(page, 'Pocket Pete');
  await expectNoSidewaysScroll(page);

  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Keep my account' })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
