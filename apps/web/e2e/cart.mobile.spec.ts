import { cartJourney } from './support/cart-journey';
import { test } from './support/fixtures';

// A whole shopping trip through a dozen screens, with screenshots: a minute or two, not seconds.
test.beforeEach(() => test.setTimeout(180_000));

test('a visitor fills a cart, signs up at checkout, places one order of three teas and pays it once', async ({
  page,
  request,
  adminPage,
}, testInfo) => {
  await cartJourney(page, testInfo, request, adminPage);
});
