import { expect, type Locator, type Page } from '@playwright/test';
import { createCustomer } from './accounts';
import { expectHttpError } from './fixtures';

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

/** Opens an address no page has: the server answers 404 with the not-found page, named in the title. */
export async function openMissingPage(page: Page, address: string): Promise<void> {
  expectHttpError(page, 404, address);
  const response = await page.goto(address);
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found · TeaTree');
}

/** A new customer's profile, once its "Your data" section offers the download: answers that section. */
export async function openYourData(page: Page, name: string): Promise<Locator> {
  await createCustomer(page.request, name);
  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData.getByRole('button', { name: 'Download my data' })).toBeVisible();
  return yourData;
}
