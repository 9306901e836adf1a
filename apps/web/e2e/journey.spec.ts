import { test } from './support/fixtures';
import { adminJourney, visitorJourney } from './support/journeys';

// The motion most visitors see: the other files ask for less (playwright.config.ts), these keep the
// shop's transitions and animations, its dialogs fading in and its toasts sliding.
test.use({ reducedMotion: 'no-preference' });

// A whole visit through a dozen screens, with a full-page screenshot of each: minutes, not seconds.
test.beforeEach(() => test.setTimeout(300_000));

test('a visitor browses, writes to the shop, signs up, orders, pays and reviews', async ({
  page,
  request,
}, testInfo) => {
  await visitorJourney(page, testInfo, request);
});

test('an administrator promotes a user, adds a tea, ships an order and deletes a review', async ({
  page,
  request,
}, testInfo) => {
  await adminJourney(page, testInfo, request);
});
