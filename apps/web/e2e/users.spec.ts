import type { Locator, Page } from '@playwright/test';
import { toasts } from '@teatree/shared/messages';
import { formatPrice } from '@teatree/shared/money';
import { ADMIN, createCustomer, getSession, signInAsAdmin } from './support/accounts';
import { keepOnlyTheShopAdmin, makeAdmin } from './support/admins';
import { expect, expectHttpError, test } from './support/fixtures';
import { findProduct, getOrder, payOrder, placeOrder } from './support/orders-api';

/** The users table row of one e-mail (the desktop project shows the table, not the phone cards). */
function userRow(page: Page, email: string) {
  return page.getByRole('table').getByRole('row').filter({ hasText: email });
}

/** A row's button by its whole accessible name: the visible label, then the user it acts on. */
function actionButton(row: Locator, label: 'Make Admin' | 'Remove Admin' | 'Remove User', email: string) {
  return row.getByRole('button', { name: `${label}: ${email}`, exact: true });
}

const origin = () => ({ origin: String(test.info().project.use.baseURL) });

test.describe('Manage All Users', () => {
  test('lists number, e-mail, upper-case role and the actions', async ({ adminPage, request }) => {
    const customer = await createCustomer(request, 'Listed Lee');
    await adminPage.goto('/users');
    const table = adminPage.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['#', 'User email', 'Role', 'Orders', 'Actions']);
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');

    // The shop's team first, then everyone newest first: the customer just made heads the customers.
    const first = table
      .getByRole('row')
      .filter({ has: adminPage.getByText('USER', { exact: true }) })
      .first();
    await expect(first).toContainText(customer.email);
    await expect(first).toContainText('Joined');
    await expect(first).toContainText('No orders');
    await expect(first).toContainText('USER');
    // Each button reads its own label and names, for a screen reader, the user it acts on.
    const makeAdminButton = actionButton(first, 'Make Admin', customer.email);
    const removeUserButton = actionButton(first, 'Remove User', customer.email);
    await expect(makeAdminButton).toBeVisible();
    await expect(removeUserButton).toBeVisible();
    // What a sighted user reads stays the labels word for word.
    await expect(makeAdminButton).toHaveText('Make Admin');
    await expect(removeUserButton).toHaveText('Remove User');
    await expect(first.getByRole('button', { name: /^Make Admin: / })).toHaveCount(1);

    const adminRow = userRow(adminPage, 'admin@teatree.com');
    await expect(adminRow).toContainText('ADMIN');
    await expect(adminRow.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);
    const demote = actionButton(adminRow, 'Remove Admin', ADMIN.email);
    await expect(demote).toBeVisible();
    await expect(demote).toHaveText('Remove Admin');
  });

  test('each account says what it bought and opens its orders; the search finds it by name', async ({
    adminPage,
    request,
  }) => {
    const name = `Buying Bo ${Date.now().toString(36)}`;
    const customer = await createCustomer(request, name);
    const order = await placeOrder(request, await findProduct(request));
    await payOrder(request, order);
    const paid = await getOrder(request, order._id);

    await adminPage.goto('/users');
    await adminPage.getByLabel('Search users').fill(name.toUpperCase());
    await adminPage.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(adminPage).toHaveURL(`/users?q=${encodeURIComponent(name.toUpperCase()).replace(/%20/g, '+')}`);
    await expect(adminPage.getByText(`1 account matches “${name.toUpperCase()}”.`)).toBeVisible();
    const row = userRow(adminPage, customer.email);
    await expect(adminPage.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(name);
    await expect(row).toContainText('1 order');
    await expect(row).toContainText(`${formatPrice(paid.total)} spent`);
    await expect(row).toContainText('Last ');

    await row.getByRole('link', { name: `1 order of ${customer.email}` }).click();
    await expect(adminPage).toHaveURL(/\/manageOrder\?customer=/);
    await expect(adminPage.getByText(`The orders of ${customer.email}.`)).toBeVisible();
    await expect(adminPage.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(adminPage.getByRole('table')).toContainText(`#${paid.number}`);
    await adminPage.getByRole('link', { name: 'Show all orders' }).click();
    await expect(adminPage).toHaveURL('/manageOrder');

    // Back to the search, as the address kept it; a search that finds no one says so.
    await adminPage.goBack();
    await adminPage.goBack();
    await expect(userRow(adminPage, customer.email)).toBeVisible();
    await adminPage.getByLabel('Search users').fill('nobody-at-all');
    await adminPage.getByLabel('Search users').press('Enter');
    await expect(adminPage.getByText('No account matches “nobody-at-all”.')).toBeVisible();
  });

  test('Make Admin promotes, refreshes the list, and Remove Admin takes it back', async ({ adminPage, request }) => {
    const customer = await createCustomer(request, 'Promoted Pat');
    await adminPage.goto('/users');
    const row = userRow(adminPage, customer.email);
    await row.getByRole('button', { name: 'Make Admin' }).click();

    await expect(adminPage.getByText(toasts.madeAdmin, { exact: true })).toBeVisible();
    await expect(row).toContainText('ADMIN');
    await expect(row.getByRole('button', { name: 'Make Admin' })).toHaveCount(0);
    expect((await getSession(request))?.user.role).toBe('admin');

    await row.getByRole('button', { name: 'Remove Admin' }).click();
    await expect(adminPage.getByText(`${customer.email} is no longer an administrator`)).toBeVisible();
    await expect(row).toContainText('USER');
    await expect(row.getByRole('button', { name: 'Make Admin' })).toBeVisible();
  });

  test("a refused Make Admin says 'Failed to Make an admin'", async ({ adminPage, request }) => {
    const customer = await createCustomer(request);
    // The server answers 403 when the caller lost the admin role in the meantime; stand that in here.
    const path = `/api/user/admin/${customer.email}`;
    await adminPage.route(`**/api/user/admin/*`, (route) =>
      route.fulfill({ status: 403, json: { error: 'Forbidden', message: 'Only an administrator may do this' } }),
    );
    expectHttpError(adminPage, 403, path);
    await adminPage.goto('/users');
    await userRow(adminPage, customer.email).getByRole('button', { name: 'Make Admin' }).click();
    await expect(adminPage.getByText(toasts.makeAdminFailed, { exact: true })).toBeVisible();
    await expect(userRow(adminPage, customer.email)).toContainText('USER');
  });

  test('the only administrator cannot demote themselves: the button says why before any click', async ({
    adminPage,
    request,
  }) => {
    const colleague = await createCustomer(request, 'Second Sam');
    await keepOnlyTheShopAdmin(adminPage.request);
    await adminPage.goto('/users');
    await expect(adminPage.getByText(/, 1 admin\.$/)).toBeVisible();
    const own = userRow(adminPage, ADMIN.email);
    const demote = actionButton(own, 'Remove Admin', ADMIN.email);
    await expect(demote).toBeDisabled();
    await expect(own.getByText('You are the only administrator: make someone else an admin first.')).toBeVisible();
    await expect(demote).toHaveAccessibleDescription(
      'You are the only administrator: make someone else an admin first.',
    );
    // Removing oneself is never offered on one's own row.
    await expect(own.getByRole('button', { name: /^Remove User/ })).toHaveCount(0);

    // With a second administrator the role can be given up again.
    await actionButton(userRow(adminPage, colleague.email), 'Make Admin', colleague.email).click();
    await expect(adminPage.getByText(toasts.madeAdmin, { exact: true })).toBeVisible();
    await expect(demote).toBeEnabled();
    await expect(own.getByText('You are the only administrator', { exact: false })).toHaveCount(0);
  });

  test('a demotion refused after all, because the other administrator left meanwhile, says why in red', async ({
    adminPage,
    request,
  }) => {
    await keepOnlyTheShopAdmin(adminPage.request);
    const colleague = await createCustomer(request, 'Leaving Lee');
    await makeAdmin(adminPage.request, colleague.email);
    await adminPage.goto('/users');
    const own = userRow(adminPage, ADMIN.email);
    const demote = actionButton(own, 'Remove Admin', ADMIN.email);
    await expect(demote).toBeEnabled();

    // The colleague gives the role up in their own browser while this page still lists two admins.
    const gaveUp = await request.delete(`/api/user/admin/${encodeURIComponent(colleague.email)}`, {
      headers: origin(),
    });
    expect(gaveUp.status(), await gaveUp.text()).toBe(200);

    expectHttpError(adminPage, 409, `/api/user/admin/${ADMIN.email}`);
    await demote.click();
    const toast = adminPage.getByText('The shop must keep at least one administrator');
    await expect(toast).toBeVisible();
    await expect(toast.locator('xpath=..')).toHaveClass(/bg-error/);
    // The list is read again, and now explains it.
    await expect(demote).toBeDisabled();
    await expect(own.getByText('You are the only administrator: make someone else an admin first.')).toBeVisible();
    expect((await getSession(adminPage.request))?.user.role).toBe('admin');
  });

  test('Remove User asks in a dialog first; Escape keeps the user, confirming removes them', async ({
    adminPage,
    request,
  }) => {
    const customer = await createCustomer(request, 'Leaving Lou');
    await adminPage.goto('/users');
    const row = userRow(adminPage, customer.email);
    await row.getByRole('button', { name: 'Remove User' }).click();

    const dialog = adminPage.getByRole('dialog', { name: 'Remove this user?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(customer.email);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // Focus stays inside the open dialog.
    await adminPage.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Remove User' })).toBeFocused();
    await adminPage.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Remove User' }).click();
    await dialog.getByRole('button', { name: 'Remove User' }).click();
    await expect(adminPage.getByText(`User ${customer.email} is removed`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    // The removed customer's session ended with the account.
    expect(await getSession(request)).toBeNull();
  });

  test('the signed-in admin is marked and offers no Remove User on their own row', async ({ adminPage }) => {
    await adminPage.goto('/users');
    const own = userRow(adminPage, 'admin@teatree.com');
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Remove User' })).toHaveCount(0);
  });

  test('a list answering 403 signs the admin out and goes to /login', async ({ page }) => {
    // The role was taken away in another tab: the server now refuses the list (docs/product.md, "Errors").
    await signInAsAdmin(page.request);
    await page.route('**/api/users', (route) =>
      route.fulfill({ status: 403, json: { error: 'Forbidden', message: 'Only an administrator may do this' } }),
    );
    expectHttpError(page, 403, '/api/users');
    await page.goto('/users');
    await expect(page).toHaveURL('/login?redirectTo=%2Fusers');
    expect(await getSession(page.request)).toBeNull();
  });

  test('an admin who gives up their own admin role goes home as a customer', async ({ page, adminPage }) => {
    const colleague = await createCustomer(page.request, 'Colleague Cam');
    await adminPage.goto('/users');
    await userRow(adminPage, colleague.email).getByRole('button', { name: 'Make Admin' }).click();
    await expect(adminPage.getByText(toasts.madeAdmin, { exact: true })).toBeVisible();

    await page.goto('/users');
    const own = userRow(page, colleague.email);
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    await own.getByRole('button', { name: 'Remove Admin' }).click();
    await expect(page).toHaveURL('/');
    expect((await getSession(page.request))?.user.role).toBe('user');
    await page.getByRole('button', { name: 'Account menu for Colleague Cam' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Manage User' }),
    ).toHaveCount(0);
  });
});
