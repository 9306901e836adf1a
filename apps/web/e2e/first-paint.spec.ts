import { formatPrice } from '@teatree/shared/money';
import { createCustomer, PASSWORD, signOut } from './support/accounts';
import { aDemoTea } from './support/catalogue';
import { holdTheApp, recordRequests } from './support/first-paint';
import { expect, test } from './support/fixtures';
import { addProduct, removeProduct } from './support/orders-api';

/**
 * A page answers at once (docs/decisions/0017-pages-answer-at-once.md): a drawn page's links work
 * before its scripts have come, while its forms and buttons wait for React; a tea's page is drawn by
 * the server with the tea; the pages that are not drawn in full (the cart, the signed-in screens)
 * arrive with the navbar, the footer and the page's skeleton.
 */
const shells: [what: string, path: string, skeleton: string][] = [
  // A tea the server does not know: the browser asks, and says so (a known tea's page comes drawn, below).
  ["an unknown tea's page", '/products/any-tea', 'Loading the tea'],
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

test("a tea's page comes alive as it was drawn", async ({ page }) => {
  const tea = await aDemoTea(page.request);
  await page.goto(`/products/${tea._id}`);
  await expect(page.getByRole('heading', { name: tea.name, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${tea.name} · TeaTree`);
  await expect(page.getByRole('button', { name: /add to cart/i })).toBeEnabled();
});

test("a tea's page arrives drawn with the tea, and its scripts take it over without asking for the tea again", async ({
  page,
}) => {
  const tea = await aDemoTea(page.request);
  const address = `/products/${tea._id}`;
  const release = await holdTheApp(page);
  const requests = recordRequests(page);
  const response = await page.goto(address);
  // Only the photo is named in the header: the tea comes in the page.
  const link = response?.headers().link;
  expect(link).toMatch(/^<\/media\/[\w-]+\/400\.webp>; rel=preload; as=image; /);
  expect(link).not.toContain('/api/');

  // Before any script but the first: the tea, its figures and its photo are on the page.
  const article = page.getByRole('article', { name: tea.name });
  await expect(page.getByRole('heading', { level: 1, name: tea.name })).toBeVisible();
  await expect(page).toHaveTitle(`${tea.name} · TeaTree`);
  await expect(article).toContainText(formatPrice(tea.price));
  await expect(article).toContainText(`Min. order${tea.minOrder}`);
  const photo = article.locator('img').first();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toMatch(/^\/media\//);
  const addToCart = article.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('script[src]').length)).toBe(1);
  // Who is ordering is not known yet: neither a visitor's sign-in nor a customer's form is promised.
  await expect(page.getByRole('status').filter({ hasText: 'Checking who is ordering' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Sign in to order' })).toHaveCount(0);

  // React takes the drawn page over as it is (a mismatch would fail the test with a console error),
  // with the tea the page carries: its details are never asked for.
  release();
  await expect(page.getByRole('link', { name: 'Sign in to order' })).toBeVisible();
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  await expect(page.getByText(`${tea.name} is in your cart`, { exact: true })).toBeVisible();
  expect(requests.filter((url) => new URL(url).pathname === `/api/products/${tea._id}`)).toEqual([]);
});

test("a tea's page is drawn with the tea as it is now, and with the order form for a customer", async ({
  page,
  adminPage,
}) => {
  const tea = await addProduct(adminPage.request, { quantity: 41, minOrder: 2 });
  try {
    const stock = (html: string) => /In stock<\/dt><dd[^>]*>(\d+)</.exec(html)?.[1];
    expect(stock(await (await page.request.get(`/products/${tea._id}`)).text())).toBe('41');
    const change = await adminPage.request.patch(`/api/products/${tea._id}`, { data: { quantity: 37 } });
    expect(change.status()).toBe(200);
    expect(stock(await (await page.request.get(`/products/${tea._id}`)).text())).toBe('37');

    await createCustomer(page.request, 'Fresh Fern');
    await page.goto(`/products/${tea._id}`);
    await expect(page.getByRole('heading', { name: 'Order this tea' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Fresh Fern');
    await expect(page.getByRole('article', { name: tea.name })).toContainText('In stock37');
  } finally {
    await removeProduct(adminPage.request, tea);
  }
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
