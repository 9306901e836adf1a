import { ADMIN, createCustomer, signInAsAdmin } from './support/accounts';
import { keepOnlyTheShopAdmin } from './support/admins';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

for (const path of ['/verified', '/verified?error=INVALID_TOKEN']) {
  test(`${path} fits a 375 px phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Browse our teas|Send a new link from my profile/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}

test('on a phone, the users cards name whom each button acts on and explain the only administrator', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, 'Pocket Pia');
  await signInAsAdmin(page.request);
  await keepOnlyTheShopAdmin(page.request);
  await page.goto('/users');
  await expect(page.getByRole('table')).toBeHidden();

  const card = page.getByRole('article', { name: customer.email });
  await expect(card.getByRole('button', { name: `Make Admin: ${customer.email}`, exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Remove User: ${customer.email}`, exact: true })).toBeVisible();

  const own = page.getByRole('article', { name: ADMIN.email });
  const demote = own.getByRole('button', { name: `Remove Admin: ${ADMIN.email}`, exact: true });
  await expect(demote).toBeDisabled();
  await expect(own.getByText('You are the only administrator: make someone else an admin first.')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
