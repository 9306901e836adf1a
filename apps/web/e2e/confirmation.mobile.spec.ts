import { createCustomer } from './support/accounts';
import { payAndSeeConfirmation } from './support/confirmation';
import { test } from './support/fixtures';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

test('the payment page lists the order’s lines above the card form on a phone, and the confirmation shows the order', async ({
  page,
}) => {
  const customer = await createCustomer(page.request, 'Mo Confirmed');
  await payAndSeeConfirmation(page, customer.email);
});
