import type { Page } from '@playwright/test';
import { toasts } from '@teatree/shared/messages';
import { ADMIN, createCustomer } from './support/accounts';
import { deleteTeas, teaPhotoPng, todayIso, uniqueWord } from './support/catalogue';
import { expect, expectHttpError, test } from './support/fixtures';

// The shop's categories, in order: the first four, the demo's Oolong, and any another test is adding meanwhile.
const CATEGORY_MESSAGE = /^Category must be one of Organic, Green Tea, Black Tea, White Tea, Oolong\b/;

function form(page: Page) {
  return {
    name: page.getByLabel('Product name'),
    brand: page.getByLabel('Brand'),
    category: page.getByLabel('Category'),
    description: page.getByLabel('Description'),
    price: page.getByLabel('Price (USD)'),
    date: page.getByLabel('Date'),
    quantity: page.getByLabel('Quantity'),
    minOrder: page.getByLabel('Minimum order'),
    photo: page.getByLabel('Photo', { exact: true }),
    submit: page.getByRole('button', { name: 'Add product' }),
  };
}

type TextFields = Omit<ReturnType<typeof form>, 'category' | 'photo' | 'submit'>;

/** Types a tea into the form: each text field named, and the category chosen. */
async function fill(f: ReturnType<typeof form>, tea: Partial<Record<keyof TextFields, string>> & { category: string }) {
  const { category, ...texts } = tea;
  for (const [field, text] of Object.entries(texts)) await f[field as keyof TextFields].fill(text);
  await f.category.selectOption(category);
}

/** The id in a link to a product's own page, /products/{id}. */
async function idFromLink(page: Page, name: string): Promise<string> {
  const href = await page.getByRole('link', { name: `View ${name}` }).getAttribute('href');
  const id = href?.match(/^\/products\/([^/]+)$/)?.[1];
  expect(id, `a link to the new tea, not ${href}`).toBeTruthy();
  return id!;
}

test.describe('Add Product', () => {
  test('an admin adds a tea with a photo and finds it in the table and on the home page', async ({ adminPage }) => {
    const page = adminPage;
    const name = uniqueWord('Misty ');
    // The home page's newest teas are in the page's memory before the tea is added, so this also
    // proves that adding one refreshes them.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Our newest teas' }).getByRole('article')).toHaveCount(8);
    await page.getByRole('button', { name: `Account menu for ${ADMIN.name}` }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Add Items' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Add Items' })).toBeVisible();
    await expect(page).toHaveTitle('Add Items · TeaTree');
    // docs/product.md: the user's name and e-mail, read-only.
    await expect(page.getByLabel('Your name')).toHaveValue(ADMIN.name);
    await expect(page.getByLabel('Your name')).not.toBeEditable();
    await expect(page.getByLabel('Your email')).toHaveValue(ADMIN.email);
    await expect(page.getByLabel('Your email')).not.toBeEditable();
    // The shop's categories in the owner's order (docs/decisions/0041-owner-kept-categories.md).
    const options = page.getByRole('combobox', { name: 'Category' }).getByRole('option');
    await expect
      .poll(async () => (await options.allTextContents()).slice(0, 6))
      .toEqual(['Choose a category', 'Organic', 'Green Tea', 'Black Tea', 'White Tea', 'Oolong']);

    const f = form(page);
    await expect(f.date).toHaveValue(todayIso());
    await fill(f, {
      name,
      brand: 'Cloud Ridge',
      category: 'White Tea',
      description: 'Silvery buds from misty hills, picked by hand in early spring. Sweet, soft and clean.',
      price: '27.50',
      date: '2026-03-14',
      quantity: '120',
      minOrder: '2',
    });

    // The photo uploads as soon as it is chosen; the answer is held back to watch the progress.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/media', async (route) => {
      await held;
      await route.continue();
    });
    await f.photo.setInputFiles({ name: 'misty.png', mimeType: 'image/png', buffer: await teaPhotoPng() });
    await expect(page.getByRole('progressbar', { name: 'Photo upload' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Waiting for the photo…' })).toBeDisabled();
    release();
    await expect(page.getByText('Photo uploaded: misty.png')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Photo upload' })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Preview of the tea as it will be shown' })).toBeVisible();
    await page.unroute('**/api/media');

    await f.submit.click();
    await expect(page.getByText(toasts.productAdded, { exact: true })).toBeVisible();
    await expect(page.getByText(`${name} is now in the catalogue.`)).toBeVisible();
    const id = await idFromLink(page, name);
    try {
      // The form starts again, empty, for the next tea.
      await expect(f.name).toHaveValue('');
      await expect(f.price).toHaveValue('');
      await expect(f.category).toHaveValue('');
      await expect(page.getByText('No photo yet')).toBeVisible();

      // Newest first: the new tea is on the products table's first page, with its uploaded photo (among
      // the first rather than always first: other tests add teas to the same shop at the same time).
      await page.getByRole('link', { name: 'All products' }).click();
      await expect(page).toHaveURL('/products');
      const first = page.getByRole('table').getByRole('row').filter({ hasText: name });
      await expect(first.getByRole('rowheader')).toContainText(name);
      await expect(first).toContainText('Cloud Ridge');
      await expect(first).toContainText('White Tea');
      await expect(first).toContainText('$27.50');
      await expect(first.locator('img')).toHaveAttribute('src', /^\/media\/[\w-]+\/400\.webp$/);

      // And it is one of the home page's newest teas.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      const cards = page.getByRole('region', { name: 'Our newest teas' }).getByRole('article');
      const card = cards.filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
      await expect(card.getByRole('link', { name: /^Order/ })).toHaveAttribute('href', `/products/${id}`);
      await expect(cards).toHaveCount(8);
    } finally {
      await deleteTeas(page.request, [id]);
    }
  });

  test('every rule of docs/product.md, "Validation rules" shows its message on its own field', async ({
    adminPage,
  }) => {
    const page = adminPage;
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/products') sent += 1;
    });
    await page.goto('/addItems');
    const f = form(page);

    // Everything empty (the date too).
    await f.date.fill('');
    await f.submit.click();
    await expect(f.name).toHaveAccessibleDescription('Product name is required');
    await expect(f.name).toBeFocused();
    await expect(f.brand).toHaveAccessibleDescription('Brand is required');
    await expect(f.category).toHaveAccessibleDescription(CATEGORY_MESSAGE);
    await expect(f.description).toHaveAccessibleDescription('Description is required');
    await expect(f.price).toHaveAccessibleDescription('Price must be more than 0');
    await expect(f.date).toHaveAccessibleDescription('Date must be a date (YYYY-MM-DD)');
    await expect(f.quantity).toHaveAccessibleDescription('Quantity must be at least 1');
    await expect(f.minOrder).toHaveAccessibleDescription('Minimum order must be at least 1');
    await expect(f.photo).toHaveAccessibleDescription('Photo is required');
    for (const field of Object.values(f).slice(0, -1)) await expect(field).toHaveAttribute('aria-invalid', 'true');

    // A name of 21 characters is one too many; 20 is fine.
    await f.name.fill('A'.repeat(21));
    await f.submit.click();
    await expect(f.name).toHaveAccessibleDescription('Product name must be at most 20 characters');
    await f.name.fill('A'.repeat(20));
    await expect(f.name).toHaveAccessibleDescription('20/20 characters');
    await expect(f.name).toHaveAttribute('aria-invalid', 'false');

    // Quantity and minimum order run from 1 to 1000: 0 and 1001 are refused, 1 and 1000 pass.
    await f.quantity.fill('1');
    await f.minOrder.fill('1000');
    await expect(f.quantity).toHaveAttribute('aria-invalid', 'false');
    await expect(f.minOrder).toHaveAttribute('aria-invalid', 'false');
    await f.quantity.fill('0');
    await f.minOrder.fill('0');
    await expect(f.quantity).toHaveAccessibleDescription('Quantity must be at least 1');
    await expect(f.minOrder).toHaveAccessibleDescription('Minimum order must be at least 1');
    await f.quantity.fill('1001');
    await f.minOrder.fill('1001');
    await expect(f.quantity).toHaveAccessibleDescription('Quantity must be at most 1000');
    await expect(f.minOrder).toHaveAccessibleDescription('Minimum order must be at most 1000');
    await f.quantity.fill('1000');
    await f.minOrder.fill('1');
    await expect(f.quantity).toHaveAttribute('aria-invalid', 'false');
    await expect(f.minOrder).toHaveAttribute('aria-invalid', 'false');

    // A price must be more than nothing.
    await f.price.fill('4.25');
    await expect(f.price).toHaveAttribute('aria-invalid', 'false');
    await f.price.fill('0');
    await expect(f.price).toHaveAccessibleDescription('Price must be more than 0');
    await f.price.fill('4.25');
    await expect(f.price).toHaveAttribute('aria-invalid', 'false');

    await f.category.selectOption('Green Tea');
    await expect(f.category).toHaveAttribute('aria-invalid', 'false');
    await f.date.fill('2026-05-01');
    await expect(f.date).toHaveAttribute('aria-invalid', 'false');
    await expect(f.photo).toHaveAccessibleDescription('Photo is required');

    // Nothing reached the server while the form had mistakes.
    expect(sent).toBe(0);
  });

  test('a file that is not a picture is refused by the server, on the photo field', async ({ adminPage }) => {
    const page = adminPage;
    await page.goto('/addItems');
    expectHttpError(page, 400, '/api/media');
    const f = form(page);
    // After a first try, the form checks as things change: the server's word must still win.
    await f.submit.click();
    await expect(f.photo).toHaveAccessibleDescription('Photo is required');
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/media');
    await f.photo.setInputFiles({
      name: 'tasting-notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Grassy, sweet, a little nutty. Brew at 80 °C for two minutes.'),
    });
    expect((await answer).status()).toBe(400);
    await expect(f.photo).toHaveAccessibleDescription(
      'This file is not a picture we can read: upload a JPEG, PNG, WebP or AVIF image',
    );
    await expect(f.photo).toHaveAttribute('aria-invalid', 'true');
    await expect(f.photo).toHaveValue('');
    await expect(page.getByText('No photo yet')).toBeVisible();

    // A real picture afterwards clears the message.
    await f.photo.setInputFiles({ name: 'tin.png', mimeType: 'image/png', buffer: await teaPhotoPng() });
    await expect(page.getByText('Photo uploaded: tin.png')).toBeVisible();
    await expect(f.photo).toHaveAttribute('aria-invalid', 'false');
  });

  test("the server's refusal shows on its field, with the spec's failure toast", async ({ adminPage }) => {
    const page = adminPage;
    // Standing in for a rule only the server can check, which names the field it concerns.
    await page.route('**/api/products', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: {
              error: 'Bad Request',
              message: 'brand: This brand is not sold here',
              fields: { brand: 'This brand is not sold here' },
            },
          })
        : route.fallback(),
    );
    expectHttpError(page, 400, '/api/products');
    await page.goto('/addItems');
    const f = form(page);
    await fill(f, {
      name: 'Refused Oolong',
      brand: 'Nobody Knows',
      category: 'Organic',
      description: 'A tea that the server turns away.',
      price: '9',
      quantity: '10',
      minOrder: '1',
    });
    await f.photo.setInputFiles({ name: 'tin.png', mimeType: 'image/png', buffer: await teaPhotoPng() });
    await expect(page.getByText('Photo uploaded: tin.png')).toBeVisible();
    await f.submit.click();

    await expect(page.getByText(toasts.productFailed, { exact: true })).toBeVisible();
    await expect(f.brand).toHaveAccessibleDescription('This brand is not sold here');
    await expect(f.brand).toBeFocused();
    // Nothing was lost: the admin fixes one field and tries again.
    await expect(f.name).toHaveValue('Refused Oolong');
    await expect(page.getByText('Photo uploaded: tin.png')).toBeVisible();
  });

  test('a customer sees no Add Items and is turned away from /addItems', async ({ page }) => {
    await createCustomer(page.request, 'Curious Cleo');
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu for Curious Cleo' }).click();
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Add Items' })).toHaveCount(0);

    await page.goto('/addItems');
    await expect(page).toHaveURL('/login?redirectTo=%2FaddItems');
    await expect(page.getByLabel('Product name')).toHaveCount(0);
  });
});
