import { createCustomer, PASSWORD, signOut } from './support/accounts';
import { aDemoTea } from './support/catalogue';
import { holdTheApp, recordRequests } from './support/first-paint';
import { expect, test } from './support/fixtures';

/**
 * A page answers at once (docs/decisions/0017-pages-answer-at-once.md): a drawn page's links work
 * before its scripts have come, while its forms and buttons wait for React; the pages that are not
 * drawn in full (a tea's page, the signed-in screens) arrive with the navbar, the footer and the
 * page's skeleton.
 */
const shells: [what: string, path: string, skeleton: string][] = [
  ["a tea's page", '/products/any-tea', 'Loading the tea'],
  ['the cart', '/cart', 'Loading your cart'],
  ['my orders', '/myOrders', 'Checking your session'],
  ['an order', '/orders/any-order', 'Checking your session'],
  ['the dashboard', '/dashboard', 'Checking your session'],
];

test.describe('before the app has come', () => {
  test('a navbar link of a drawn page goes to its page', async ({ page }) => {
    await holdTheApp(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About TeaTree/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Our teas/);
  });

  test('the sign-in form cannot be sent, and the password never goes into an address', async ({ page }) => {
    const release = await holdTheApp(page);
    const requests = recordRequests(page);
    await page.goto('/login');
    const email = page.getByLabel('Email');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await expect(login).toBeDisabled();
    // The form waits: its fields take no focus and no typing yet.
    await email.focus();
    await expect(email).not.toBeFocused();
    await page.keyboard.type(`someone@example.com\t${PASSWORD}\n`);
    await expect(page).toHaveURL(/\/login$/);

    // Once the app has come, the same form signs in.
    const account = await createCustomer(page.request, 'Early Bird');
    await signOut(page.request);
    release();
    await expect(login).toBeEnabled();
    await email.fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await login.click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      requests.filter((url) => url.includes(encodeURIComponent(account.password)) || url.includes('password=')),
    ).toEqual([]);
  });
});

for (const [what, path, skeleton] of shells) {
  test(`${what} arrives with the navbar, the footer and its skeleton, before any script`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Organic tea since 1995');
    expect(html).toContain(skeleton);
  });
}

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [what, path, skeleton] of shells) {
    test(`${what} shows the shop around a skeleton, and its navbar links work`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('status').filter({ hasText: skeleton })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toContainText('Organic tea since 1995');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About TeaTree/);
    });
  }
});

test("the home page's contact form loads its code as the visitor comes down to it", async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const contact = page.getByRole('region', { name: 'Contact us' });
  const send = contact.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  expect(requests.filter((url) => url.includes('/assets/contact-section-'))).toEqual([]);
  await contact.scrollIntoViewIfNeeded();
  await expect(send).toBeEnabled();
});

test("a tea's page comes alive from its skeleton", async ({ page }) => {
  const tea = await aDemoTea(page.request);
  await page.goto(`/products/${tea._id}`);
  await expect(page.getByRole('heading', { name: tea.name, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${tea.name} · TeaTree`);
  await expect(page.getByRole('button', { name: /add to cart/i })).toBeEnabled();
});

test("a tea's page fetches the tea's photo and details with the page, before its scripts", async ({ page }) => {
  const tea = await aDemoTea(page.request);
  const address = `/products/${tea._id}`;
  // The server names the photo from the catalogue it keeps in memory, which a change elsewhere drops a while.
  await expect
    .poll(
      async () =>
        (await page.request.get('/api/products?limit=1')).ok() && (await page.request.get(address)).headers().link,
    )
    .toMatch(/rel=preload; as=image/);
  const release = await holdTheApp(page);
  const requests = recordRequests(page);
  const detailsPath = `/api/products/${tea._id}`;
  const photo = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/media/'));
  const details = page.waitForRequest((request) => new URL(request.url()).pathname === detailsPath);
  await page.goto(address);
  const asked = new URL((await photo).url()).pathname;
  await details;
  release();

  const shown = page.getByRole('article', { name: tea.name }).locator('img').first();
  await expect(shown).toHaveJSProperty('complete', true);
  expect(new URL(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(asked);
  // The page's own request for the details took the answer already on its way: it was asked for once.
  await expect(page.getByRole('button', { name: /add to cart/i })).toBeEnabled();
  expect(requests.filter((url) => new URL(url).pathname === detailsPath)).toHaveLength(1);
});

test('my orders comes alive from the shell: the orders for a customer, the sign-in page for a visitor', async ({
  page,
}) => {
  await page.goto('/myOrders');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2FmyOrders$/);
  await createCustomer(page.request, 'Shell Sam');
  await page.goto('/myOrders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Checking your session' })).toHaveCount(0);
});
