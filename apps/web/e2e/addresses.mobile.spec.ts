import { createCustomer } from './support/accounts';
import { keepAddressesOnTheProfile } from './support/address-book';
import { expectAccessible } from './support/axe';
import { test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

test('on a phone, My Profile keeps addresses and the form fits', async ({ page }) => {
  await createCustomer(page.request, 'Ada Lovelace');
  await keepAddressesOnTheProfile(page);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
