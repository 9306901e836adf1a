import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN } from './accounts';

const origin = () => ({ origin: String(test.info().project.use.baseURL) });

/** Make Admin through the API, as the administrator whose session `adminRequest` carries. */
export async function makeAdmin(adminRequest: APIRequestContext, email: string): Promise<void> {
  const response = await adminRequest.put(`/api/user/admin/${encodeURIComponent(email)}`, { headers: origin() });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * One server and database serve the whole run, and other files make administrators of their own: this
 * leaves the shop's administrator (apps/web/e2e/accounts.ts) as the only one, so a test that needs the
 * "only administrator" state makes it itself. `adminRequest` must be signed in as that administrator.
 */
export async function keepOnlyTheShopAdmin(adminRequest: APIRequestContext): Promise<void> {
  const listed = await adminRequest.get('/api/user');
  expect(listed.status(), await listed.text()).toBe(200);
  const users = (await listed.json()) as { email: string; role: string }[];
  for (const other of users.filter((user) => user.role === 'admin' && user.email !== ADMIN.email)) {
    const response = await adminRequest.delete(`/api/user/admin/${encodeURIComponent(other.email)}`, {
      headers: origin(),
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}
