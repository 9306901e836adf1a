import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { findProduct } from './support/orders-api';

// A demo tea's facts and brewing guide on a 375 px phone, below its buy box.
test("a tea's facts and brewing guide fit a phone, below the buy box", async ({ page, request }) => {
  const tea = await findProduct(request, (p) => p.name === 'Dragon Well');
  await page.goto(`/products/${tea._id}`);
  const about = page.getByRole('region', { name: 'About this tea' });
  await expect(about).toContainText('West Lake, Hangzhou, China');
  await expect(about.getByRole('region', { name: 'How to brew' })).toContainText('80 °C / 176 °F');
  await expectNoSidewaysScroll(page);
});
