import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { SHOP_CLOCK } from '../../../../playwright.config';

/**
 * The second shop's clock (scripts/e2e-clock.mjs): a test moves it ahead instead of waiting, and puts it
 * back when it is done, so the next file of that shop starts on the real time.
 */
export const shopClock = {
  async advance(request: APIRequestContext, ms: number) {
    const response = await request.post(`${SHOP_CLOCK}/advance?ms=${Math.max(0, Math.ceil(ms))}`);
    expect(response.status(), 'the shop clock moved').toBe(200);
  },
  async reset(request: APIRequestContext) {
    const response = await request.post(`${SHOP_CLOCK}/reset`);
    expect(response.status(), 'the shop clock reset').toBe(200);
  },
};
