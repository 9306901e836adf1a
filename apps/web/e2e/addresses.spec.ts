import { createCustomer } from './support/accounts';
import { keepAddressesOnTheProfile } from './support/address-book';
import { expectAccessible } from './support/axe';
import { test } from './support/fixtures';

test('a customer keeps addresses on My Profile: added, checked by country, made default, changed and deleted', async ({
  page,
}) => {
  await createCustomer(page.request, 'Ada Lovelace');
  await keepAddressesOnTheProfile(page);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expectAccessible(page);
});
