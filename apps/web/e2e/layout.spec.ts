import { expect, test } from './support/fixtures';

const openPages = ['/', '/products', '/review', '/about', '/blog'];

test.describe('navbar and footer', () => {
  for (const path of openPages) {
    test(`are shown on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  const authPages: [string, string][] = [
    ['/login', 'Login'],
    ['/signup', 'Sign Up'],
  ];
  for (const [path, title] of authPages) {
    test(`are hidden on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · TeaTree`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }

  test('navbar links to the main pages and offers Login when signed out', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links: [string, string][] = [
      ['Home', '/'],
      ['Products', '/products'],
      ['Review', '/review'],
      ['About', '/about'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('footer has the tagline, link columns, social links and the 2023 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Organic tea since 1995')).toBeVisible();

    for (const [column, links] of [
      ['Services', ['Branding', 'Design', 'Marketing', 'Advertisement']],
      ['Company', ['About us', 'Contact', 'Jobs', 'Press kit']],
    ] as const) {
      const nav = footer.getByRole('navigation', { name: column });
      await expect(nav.getByRole('link')).toHaveText([...links]);
      for (const link of await nav.getByRole('link').all()) await expect(link).toHaveAttribute('href', '/');
    }

    const social = footer.getByRole('navigation', { name: 'Social' }).getByRole('link');
    expect(await social.count()).toBeGreaterThanOrEqual(3);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('aria-label', /.+/);
    }

    await expect(footer.getByText(/Copyright © 2023/)).toBeVisible();
  });
});

test.describe('guarded routes', () => {
  for (const path of ['/myOrders', '/profile', '/orders/some-order', '/myreview/some-tea', '/users']) {
    test(`${path} sends a signed-out visitor to /login, remembering the way back`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    });
  }
});
