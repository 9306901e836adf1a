import { expect, type Page } from '@playwright/test';

/** Opens each address in turn, waits for its page's heading, then lets `check` look at that page. */
export async function openEach(
  page: Page,
  pages: readonly (readonly [address: string, heading: string])[],
  check: (address: string) => Promise<void>,
): Promise<void> {
  for (const [address, heading] of pages) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await check(address);
  }
}
