import { createCustomer } from './support/accounts';
import { payAndSeeConfirmation } from './support/confirmation';
import { test } from './support/fixtures';

test('the payment page lists the order’s lines beside the card form, and the confirmation shows the order', async ({
  page,
}) => {
  const customer = await createCustomer(page.request, 'Connie Confirmed');
  await payAndSeeConfirmation(page, customer.email);
});
