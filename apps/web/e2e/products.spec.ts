import { expect, test } from './fixtures';

type Product = { _id: string; name: string; description: string };

test.describe('products page', () => {
  test('lists the catalogue in a table with cut descriptions', async ({ page, request }) => {
    const response = await request.get('/api/products?limit=20&offset=0');
    const products = (await response.json()) as Product[];
    expect(products.length).toBeGreaterThanOrEqual(12);

    await page.goto('/products');
    await expect(page).toHaveTitle('Products · TeaTree');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const table = page.getByRole('table');
    for (const column of ['Name', 'Brand', 'Category', 'Price', 'Stock', 'Min. order', 'Description']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }

    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(products.length);

    for (const [index, product] of products.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('rowheader')).toContainText(product.name);
      const description = (await row.getByRole('cell').last().textContent()) ?? '';
      expect(description.length).toBeLessThanOrEqual(61);
      if (product.description.length > 60) {
        expect(description.endsWith('…')).toBe(true);
        expect(product.description.startsWith(description.slice(0, -1))).toBe(true);
      } else {
        expect(description).toBe(product.description);
      }
    }
  });

  test('shows the whole demo catalogue on one page, without a pager', async ({ page, request }) => {
    // The demo catalogue (14 teas) fits on one page of 20; paging itself is exercised with the
    // catalogue work, where an admin can add enough teas to need it.
    const response = await request.get('/api/products?limit=1');
    const total = Number(response.headers()['x-total-count']);
    expect(total).toBeLessThanOrEqual(20);
    await page.goto('/products');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(total + 1);
    await expect(page.getByRole('navigation', { name: 'Pages of products' })).toHaveCount(0);
  });
});
