import type { APIRequestContext, Page } from '@playwright/test';
import { createCustomer, signInAsAdmin } from './support/accounts';
import {
  aDemoTea,
  createTea,
  deleteTeas,
  demoPhoto,
  demoTeas,
  getTea,
  type NewTea,
  uniqueWord,
} from './support/catalogue';
import { expect, expectHttpError, test } from './support/fixtures';

function tableRows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
}

function controls(page: Page) {
  return {
    search: page.getByRole('searchbox', { name: 'Search' }),
    category: page.getByRole('combobox', { name: 'Category' }),
    sort: page.getByRole('combobox', { name: 'Sort by' }),
    pages: page.getByRole('navigation', { name: 'Pages of products' }),
  };
}

async function tea(request: APIRequestContext, overrides: Partial<NewTea> & { name: string }): Promise<NewTea> {
  return {
    brand: 'Test Garden',
    description: 'A tea made for a browser test, with a description long enough to be cut in the table.',
    category: 'Green Tea',
    price: 12,
    quantity: 50,
    minOrder: 2,
    date: '2026-04-01',
    photo: await demoPhoto(request),
    ...overrides,
  };
}

test.describe('products page', () => {
  test('lists the catalogue in a table with cut descriptions', async ({ page, request }) => {
    // Other files make and delete teas meanwhile, at the top of the catalogue: the demo teas, which
    // no test changes, are what this test reads row by row.
    const demo = await demoTeas(request);
    expect(demo.length).toBeGreaterThanOrEqual(12);

    await page.goto('/products');
    await expect(page).toHaveTitle('Products · TeaTree');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const table = page.getByRole('table');
    for (const column of ['Name', 'Brand', 'Category', 'Price', 'Stock', 'Min. order', 'Description']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }

    const rows = tableRows(page);
    await expect(rows.first()).toBeVisible();
    const shown = await rows.count();
    expect(shown).toBeGreaterThanOrEqual(12);
    expect(shown).toBeLessThanOrEqual(20);

    // Newest first: the demo teas shown on the first page are the newest of them, in their order.
    const demoLinks = page.locator(demo.map((t) => `a[href="/products/${t._id}"]`).join(', '));
    const demoRows = rows.filter({ has: demoLinks });
    const demoShown = await demoRows.count();
    expect(demoShown).toBeGreaterThanOrEqual(1);
    for (const [index, product] of demo.slice(0, demoShown).entries()) {
      const row = demoRows.nth(index);
      await expect(row.getByRole('rowheader')).toContainText(product.name);
      // Every tea one click away, for a visitor too: its name, and Order, lead to its page.
      await expect(row.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
        'href',
        `/products/${product._id}`,
      );
      await expect(row.getByRole('link', { name: `Order ${product.name}` })).toHaveAttribute(
        'href',
        `/products/${product._id}`,
      );
      // The description is the last column of the spec's; Order and Add to cart come after it.
      const description = (await row.getByRole('cell').nth(-2).textContent()) ?? '';
      expect(description.length).toBeLessThanOrEqual(61);
      if (product.description.length > 60) {
        expect(description.endsWith('…')).toBe(true);
        expect(product.description.startsWith(description.slice(0, -1))).toBe(true);
      } else {
        expect(description).toBe(product.description);
      }
    }
  });

  test('search, category, sort and page live in the address, survive a reload and go back step by step', async ({
    page,
    adminPage,
  }) => {
    // 22 teas of one made-up brand: more than one page of 20, half of them black tea.
    const brand = uniqueWord('Pager');
    const ids: string[] = [];
    for (let i = 1; i <= 22; i += 1) {
      const data = await tea(adminPage.request, {
        name: `Pager tea ${String(i).padStart(2, '0')}`,
        brand,
        category: i % 2 === 1 ? 'Black Tea' : 'Green Tea',
        // The oldest is the cheapest, so "newest" and "price: low to high" disagree.
        price: 10 + i,
      });
      ids.push(await createTea(adminPage.request, data));
    }
    try {
      const c = controls(page);
      const names = (rows: number[]) => rows.map((i) => new RegExp(`^Pager tea ${String(i).padStart(2, '0')}`));
      await page.goto('/products');
      await expect(tableRows(page)).toHaveCount(20);

      // Typing with a pause updates the address as it goes, but the whole search is one step back.
      await c.search.pressSequentially(brand.slice(0, 5), { delay: 20 });
      await expect(page).toHaveURL(`/products?q=${brand.slice(0, 5)}`);
      await c.search.fill(brand);
      await expect(page).toHaveURL(`/products?q=${brand}`);
      await expect(tableRows(page).getByRole('rowheader')).toHaveText(
        names([22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]),
      );
      await expect(page.getByText(`1–20 of 22 teas match “${brand}”`)).toBeVisible();

      // The second page keeps the search.
      await c.pages.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(`/products?q=${brand}&page=2`);
      await expect(tableRows(page).getByRole('rowheader')).toHaveText(names([2, 1]));
      await expect(page).toHaveTitle('Products, page 2 · TeaTree');

      // A new order starts again at page 1.
      await c.sort.selectOption({ label: 'Price: low to high' });
      await expect(page).toHaveURL(`/products?q=${brand}&sort=price-asc`);
      await expect(tableRows(page).first().getByRole('rowheader')).toHaveText(names([1]));
      await expect(tableRows(page)).toHaveCount(20);

      // One category: 11 black teas, one page, no pager.
      await c.category.selectOption('Black Tea');
      await expect(page).toHaveURL(`/products?q=${brand}&category=Black+Tea&sort=price-asc`);
      await expect(tableRows(page).getByRole('rowheader')).toHaveText(names([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21]));
      await expect(c.pages).toHaveCount(0);
      for (const row of await tableRows(page).all()) await expect(row).toContainText('Black Tea');

      // A reload shows the same.
      await page.reload();
      await expect(c.search).toHaveValue(brand);
      await expect(c.category).toHaveValue('Black Tea');
      await expect(c.sort).toHaveValue('price-asc');
      await expect(tableRows(page).getByRole('rowheader')).toHaveText(names([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21]));

      // Back walks through every state, the controls following.
      await page.goBack();
      await expect(page).toHaveURL(`/products?q=${brand}&sort=price-asc`);
      await expect(c.category).toHaveValue('');
      await expect(tableRows(page)).toHaveCount(20);
      await expect(tableRows(page).first().getByRole('rowheader')).toHaveText(names([1]));

      await page.goBack();
      await expect(page).toHaveURL(`/products?q=${brand}&page=2`);
      // A search lists the best match first until another order is chosen.
      await expect(c.sort).toHaveValue('relevance');
      await expect(c.sort.locator('option:checked')).toHaveText('Best match');
      await expect(tableRows(page).getByRole('rowheader')).toHaveText(names([2, 1]));

      await page.goBack();
      await expect(page).toHaveURL(`/products?q=${brand}`);
      await expect(tableRows(page)).toHaveCount(20);

      await page.goBack();
      await expect(page).toHaveURL('/products');
      await expect(c.search).toHaveValue('');
      await expect(tableRows(page)).toHaveCount(20);

      await page.goForward();
      await expect(page).toHaveURL(`/products?q=${brand}`);
      await expect(c.search).toHaveValue(brand);
      await expect(page.getByText(`1–20 of 22 teas match “${brand}”`)).toBeVisible();

      // A page past the end (an old link, say) shows the last page instead.
      await page.goto(`/products?q=${brand}&page=9`);
      await expect(page).toHaveURL(`/products?q=${brand}&page=2`);
      await expect(tableRows(page)).toHaveCount(2);
    } finally {
      await deleteTeas(adminPage.request, ids);
    }
  });

  test('a misspelt search finds its tea first; one that finds nothing says so, and Clear filters brings every tea back', async ({
    page,
    request,
  }) => {
    const demo = await demoTeas(request);
    await page.goto('/products?q=bergamott');
    await expect(tableRows(page).first().getByRole('rowheader')).toHaveText(/^Earl Grey Bloom/);

    await page.goto('/products?q=zzyzx+qqq&category=White+Tea');
    await expect(page.getByRole('heading', { name: 'No teas match “zzyzx qqq” in White Tea' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL('/products');
    await expect(controls(page).search).toHaveValue('');
    await expect(controls(page).category).toHaveValue('');
    // Every tea, a page of 20 at most: the demo catalogue's among them, whatever teas other tests add meanwhile.
    // A row by the name it starts with: the gift box's row names the teas it holds.
    const rowOf = (name: string) =>
      tableRows(page).filter({
        has: page
          .getByRole('rowheader')
          .filter({ hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
      });
    for (const tea of demo) await expect(rowOf(tea.name)).toHaveCount(1);
    expect(await tableRows(page).count()).toBeLessThanOrEqual(20);
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  });

  test('visitors and customers see no Add, Edit or Delete; admins do', async ({ page, adminPage }) => {
    const noControls = async () => {
      await page.goto('/products');
      await expect(tableRows(page).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Add a new tea' })).toHaveCount(0);
      await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    };
    await noControls();
    await createCustomer(page.request, 'Browsing Bea');
    await noControls();

    // The edit screen itself turns a customer away.
    const tea = await aDemoTea(page.request);
    await page.goto(`/products/${tea._id}/edit`);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/products/${tea._id}/edit`)}`);

    await adminPage.goto('/products');
    const rows = tableRows(adminPage);
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    await expect(adminPage.getByRole('link', { name: /^Edit / })).toHaveCount(count);
    await expect(adminPage.getByRole('button', { name: /^Delete / })).toHaveCount(count);
    await expect(adminPage.getByRole('link', { name: 'Add a new tea' })).toHaveAttribute('href', '/addItems');
  });

  test('an admin edits a tea: the form comes filled in, and only the changed fields are sent', async ({
    adminPage,
  }) => {
    const page = adminPage;
    const word = uniqueWord('Edit');
    const id = await createTea(page.request, await tea(page.request, { name: word, brand: 'Old Brand' }));
    try {
      await page.goto(`/products?q=${word}`);
      await page.getByRole('link', { name: `Edit ${word}` }).click();
      await expect(page).toHaveURL(`/products/${id}/edit`);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
      await expect(page.getByLabel('Their name')).toHaveValue('Ada Admin');
      await expect(page.getByLabel('Product name')).toHaveValue(word);
      await expect(page.getByLabel('Brand')).toHaveValue('Old Brand');
      await expect(page.getByLabel('Category')).toHaveValue('Green Tea');
      await expect(page.getByLabel('Price (USD)')).toHaveValue('12');
      await expect(page.getByLabel('Date')).toHaveValue('2026-04-01');
      await expect(page.getByLabel('Quantity')).toHaveValue('50');
      await expect(page.getByLabel('Minimum order')).toHaveValue('2');
      await expect(page.getByRole('img', { name: 'Preview of the tea as it will be shown' })).toBeVisible();
      const save = page.getByRole('button', { name: 'Save changes' });
      await expect(save).toBeDisabled();

      // The same rules as adding.
      await page.getByLabel('Brand').fill('');
      await page.getByLabel('Quantity').fill('1001');
      await save.click();
      await expect(page.getByLabel('Brand')).toHaveAccessibleDescription('Brand is required');
      await expect(page.getByLabel('Quantity')).toHaveAccessibleDescription('Quantity must be at most 1000');
      await page.getByLabel('Brand').fill('Old Brand');
      await page.getByLabel('Quantity').fill('50');

      const newName = `${word} Gold`;
      await page.getByLabel('Product name').fill(newName);
      await page.getByLabel('Price (USD)').fill('14.75');
      const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/products/${id}`));
      await save.click();
      expect((await patch).postDataJSON()).toEqual({ name: newName, price: 14.75 });

      await expect(page.getByText(`${newName} is saved`)).toBeVisible();
      // Back to the same search of the table, which shows the change.
      await expect(page).toHaveURL(`/products?q=${word}`);
      const row = tableRows(page).filter({ hasText: newName });
      await expect(row).toContainText('$14.75');
      await expect(row).toContainText('Old Brand');

      const saved = await getTea(page.request, id);
      expect(saved).toMatchObject({ name: newName, price: 14.75, brand: 'Old Brand', quantity: 50, minOrder: 2 });
    } finally {
      await deleteTeas(page.request, [id]);
    }
  });

  test('an admin deletes a tea after confirming; Cancel keeps it, and past orders stay readable', async ({
    adminPage,
    request,
  }) => {
    const page = adminPage;
    const word = uniqueWord('Gone');
    const id = await createTea(page.request, await tea(page.request, { name: word }));
    // A customer ordered it before it went.
    await createCustomer(request, 'Loyal Lou');
    const order = await request.post('/api/purchase', {
      data: { productId: id, quantity: 2, address: '1 Leaf Lane, Teaville', phone: '' },
    });
    expect(order.status(), await order.text()).toBe(201);

    try {
      await page.goto(`/products?q=${word}`);
      const deleteButton = page.getByRole('button', { name: `Delete ${word}` });
      await deleteButton.click();
      const dialog = page.getByRole('dialog', { name: 'Delete this tea?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(word);
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(tableRows(page)).toHaveCount(1);
      expect(await getTea(page.request, id)).not.toBeNull();

      await deleteButton.click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText(`${word} is deleted from the catalogue`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { name: `No teas match “${word}”` })).toBeVisible();
      expect(await getTea(page.request, id)).toBeNull();

      // The customer's order keeps its copy of the tea.
      const orders = (await (await request.get('/api/purchase')).json()) as { name: string }[];
      expect(orders.map((o) => o.name)).toContain(word);
    } finally {
      await deleteTeas(page.request, [id]);
    }
  });

  test('a tea deleted meanwhile by another admin is reported, and the table refreshes', async ({ page, adminPage }) => {
    const word = uniqueWord('Twice');
    const id = await createTea(adminPage.request, await tea(adminPage.request, { name: word }));
    await signInAsAdmin(page.request);
    await page.goto(`/products?q=${word}`);
    await expect(tableRows(page)).toHaveCount(1);
    await deleteTeas(adminPage.request, [id]);

    expectHttpError(page, 404, `/api/products/${id}`);
    await page.getByRole('button', { name: `Delete ${word}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('This product does not exist')).toBeVisible();
    await expect(page.getByRole('heading', { name: `No teas match “${word}”` })).toBeVisible();
  });
});

test.describe('sold out and dear teas', () => {
  test('a sold-out tea wears a badge on every card and has no Add to cart; a dear one reads $94,990.50', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(request);
    const soldOutId = await createTea(
      request,
      await tea(request, { name: uniqueWord('Gone'), quantity: 1, minOrder: 2, price: 12 }),
    );
    const dearId = await createTea(
      request,
      await tea(request, { name: uniqueWord('Dear'), price: 94990.5, minOrder: 1 }),
    );
    const soldOut = (await getTea(request, soldOutId))!;
    const dear = (await getTea(request, dearId))!;
    try {
      // The two newest teas: first on the home page, the catalogue and /purchase.
      await page.goto('/');
      const home = page.getByRole('region', { name: 'Our newest teas' });
      const soldOutCard = home.getByRole('article').filter({ hasText: soldOut.name });
      await expect(soldOutCard.getByText('Sold out', { exact: true })).toBeVisible();
      // The original's two buttons stay; Order leads to the tea's page, which says it is sold out.
      await expect(soldOutCard.getByRole('link', { name: `Review ${soldOut.name}` })).toBeVisible();
      await expect(soldOutCard.getByRole('button', { name: `Add ${soldOut.name} to cart` })).toHaveCount(0);
      await expect(home.getByRole('article').filter({ hasText: dear.name })).toContainText('$94,990.50');
      await soldOutCard.getByRole('link', { name: `Order ${soldOut.name}` }).click();
      await expect(page).toHaveURL(`/products/${soldOutId}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Sold out for now' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toHaveCount(0);

      await page.goto('/products');
      const row = tableRows(page).filter({ hasText: soldOut.name });
      await expect(row.getByText('Sold out', { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: `Add ${soldOut.name} to cart` })).toHaveCount(0);
      await expect(tableRows(page).filter({ hasText: dear.name })).toContainText('$94,990.50');

      await page.goto('/purchase');
      const card = page.getByRole('region', { name: 'Teas to start with' }).getByRole('article').filter({
        hasText: soldOut.name,
      });
      await expect(card.getByText('Sold out', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: `Add ${soldOut.name} to cart` })).toHaveCount(0);
    } finally {
      await deleteTeas(request, [soldOutId, dearId]);
    }
  });
});
