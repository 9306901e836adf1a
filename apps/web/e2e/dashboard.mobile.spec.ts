import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { Album, goByAccountMenu } from './support/journeys';
import { expectNoSidewaysScroll } from './support/layout';

test('the dashboard reads on a phone: figures, charts and lists in one column, nothing wider than the screen', async ({
  adminPage,
}, testInfo) => {
  test.slow();
  await adminPage.goto('/');
  await goByAccountMenu(adminPage, 'Dashboard');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(adminPage.getByRole('main').getByRole('region', { name: 'Today', exact: true })).toBeVisible();

  for (const name of ['Daily revenue', 'Daily paid orders', 'Revenue by category']) {
    const canvas = adminPage.getByRole('figure', { name }).locator('canvas');
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await adminPage.getByRole('button', { name: '90 days' }).click();
  await expect(adminPage.getByRole('heading', { level: 2, name: 'The last 90 days' })).toBeVisible();
  await expectNoSidewaysScroll(adminPage);
  await expectAccessible(adminPage);
  await new Album(adminPage, testInfo).snap('dashboard-phone');
});
