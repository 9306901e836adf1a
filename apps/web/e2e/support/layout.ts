import { expect, type Page } from '@playwright/test';

/** The page fits the phone's width (375 px): nothing makes it scroll sideways once it has settled. */
export async function expectNoSidewaysScroll(page: Page, width = 375) {
  await page.waitForLoadState('networkidle');
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}
