import { ADMIN, signInAsAdmin } from './support/accounts';
import { keepOnlyTheShopAdmin } from './support/admins';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';

test('the verified page, a refused link, and a refused Google sign-in pass axe', async ({ page }) => {
  for (const [path, heading] of [
    ['/verified', 'Your e-mail address is verified'],
    ['/verified?error=INVALID_TOKEN', 'This link is no longer valid'],
    ['/login?error=account_not_linked', 'Login'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
    await expectAccessible(page);
  }
});

test("the users table with its admin's disabled button and explanation passes axe", async ({ page }) => {
  await signInAsAdmin(page.request);
  await keepOnlyTheShopAdmin(page.request);
  await page.goto('/users');
  await expect(page.getByRole('table').getByRole('button', { name: `Remove Admin: ${ADMIN.email}` })).toBeDisabled();
  await expect(page.getByRole('table').getByText('You are the only administrator', { exact: false })).toBeVisible();
  await expectAccessible(page);
});
