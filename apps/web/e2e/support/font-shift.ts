import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { findProduct } from './orders-api';

/**
 * How far the page's text moves (the layout shift, as browsers count it) while its web fonts come
 * late on a slow connection: each font file is held back a second and a half. The fallback faces are
 * resized to the web fonts' widths and heights (docs/decisions/0039-fonts-that-do-not-move-text.md), so
 * the text should hardly move when the fonts arrive. Before them, a phone's home page moved 0.14 and
 * its terms 0.036; "good" is under 0.1.
 */
async function shiftWhileFontsLoad(page: Page, path: string): Promise<number> {
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { fontShift: number };
    seen.fontShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) seen.fontShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  // Drawn first in the fallback faces, then in the web fonts once they came.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"') && document.fonts.status))
    .toBe('loaded');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page.evaluate(() => (window as unknown as { fontShift: number }).fontShift);
}

export function testFontShift() {
  test('the text hardly moves when the web fonts arrive late: the home page and a tea’s page', async ({
    page,
    request,
  }) => {
    const tea = await findProduct(request);
    for (const path of ['/', `/products/${tea._id}`]) {
      const shift = await shiftWhileFontsLoad(page, path);
      expect(shift, `layout shift on ${path}`).toBeLessThan(0.02);
    }
  });
}
