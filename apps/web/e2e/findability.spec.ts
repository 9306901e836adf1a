import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { expectAccessible } from './support/axe';
import { deleteTeas, teaPhotoPng, todayIso, uniqueWord } from './support/catalogue';
import { expect, test } from './support/fixtures';

/*
 * Found by shoppers (docs/decisions/0041-owner-kept-categories.md, 0042-several-photos.md): the owner
 * makes a category of their own and adds an oolong in it with its facts, its brewing guide and three
 * photos; a shopper finds it misspelt from the header, reads the guide, flips through the photos by
 * keyboard, filters the catalogue by caffeine and price and shares the address. The tea and the
 * category are the test's own, removed at the end.
 */

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search teas' }).filter({ visible: true });

test('the owner adds an oolong in a new category with three photos; a shopper finds, reads, flips and filters', async ({
  page,
  adminPage,
}) => {
  await signInAsAdmin(adminPage.request);
  const word = uniqueWord('Q').slice(0, 9);
  const category = `Rock ${word}`;
  const name = `Oolong ${word}`;
  let teaId: string | undefined;
  try {
    // The owner's own category, at the end of the list.
    await adminPage.goto('/categories');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await adminPage.getByLabel('New category').fill(category);
    await adminPage.getByRole('button', { name: 'Add category' }).click();
    await expect(adminPage.getByText(`${category} is added`)).toBeVisible();
    const row = adminPage.getByRole('listitem').filter({ hasText: category });
    await expect(row).toContainText('0 teas');
    // A name already kept, in any case, is refused under the field.
    await adminPage.getByLabel('New category').fill('green tea');
    await adminPage.getByRole('button', { name: 'Add category' }).click();
    await expect(adminPage.getByText('There is already a category named "Green Tea"')).toBeVisible();

    // Add Items: the tea in it, its facts and brewing guide, and three photos.
    await adminPage.goto('/addItems');
    await adminPage.getByLabel('Product name').fill(name);
    await adminPage.getByLabel('Brand').fill('Wuyi Rocks');
    await adminPage.getByLabel('Category').selectOption(category);
    await adminPage.getByLabel('Description').fill('A roasted rock oolong from the cliffs of Wuyi, mineral and long.');
    await adminPage.getByLabel('Price (USD)').fill('12.80');
    await adminPage.getByLabel('Date').fill(todayIso());
    await adminPage.getByLabel('Quantity').fill('40');
    await adminPage.getByLabel('Minimum order').fill('1');
    await adminPage.getByLabel('Country').fill('China');
    await adminPage.getByLabel('Region or garden').fill('Wuyi Mountains');
    await adminPage.getByLabel('Caffeine').selectOption('medium');
    await adminPage.getByLabel('Tasting notes').fill('roast, mineral, stone fruit');
    await adminPage.getByLabel('Grams per cup (250 ml)').fill('5');
    await adminPage.getByLabel('Water temperature (°C)').fill('95');
    await adminPage.getByLabel('Steeping time (seconds)').fill('45');
    await adminPage.getByLabel('Infusions').fill('6');
    await adminPage.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'tin.png',
      mimeType: 'image/png',
      buffer: await teaPhotoPng('#eef4e8'),
    });
    await expect(adminPage.getByText('Photo uploaded: tin.png')).toBeVisible();
    await adminPage.getByLabel('Add photos').setInputFiles([
      { name: 'leaves.png', mimeType: 'image/png', buffer: await teaPhotoPng('#f5e3c8') },
      { name: 'cup.png', mimeType: 'image/png', buffer: await teaPhotoPng('#dcf0e4') },
    ]);
    await expect(adminPage.getByRole('button', { name: 'Remove photo 3' })).toBeVisible();
    // The cup first: it becomes the tea's photo.
    await adminPage.getByRole('button', { name: 'Move photo 3 earlier' }).click();
    await adminPage.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    const post = adminPage.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/products'));
    await adminPage.getByRole('button', { name: 'Add product' }).click();
    const sent = (await post).postDataJSON() as { photo: string; photos: string[]; category: string };
    expect(sent.category).toBe(category);
    expect(sent.photos).toHaveLength(3);
    expect(sent.photo).toBe(sent.photos[0]);
    await expect(adminPage.getByText(`${name} is now in the catalogue.`)).toBeVisible();
    const href = await adminPage.getByRole('link', { name: `View ${name}` }).getAttribute('href');
    teaId = href!.split('/').pop();

    // A shopper types it misspelt in the header and picks the suggestion.
    await page.goto('/about');
    await searchBox(page).fill(`oolang ${word}`);
    const suggestion = page
      .getByRole('listbox', { name: 'Teas found' })
      .getByRole('option', { name: new RegExp(`^${name}`) });
    await expect(suggestion).toContainText('$12.80');
    await suggestion.click();
    await expect(page).toHaveURL(`/products/${teaId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(category).first()).toBeVisible();

    // The brewing guide.
    const guide = page.getByRole('region', { name: 'How to brew' });
    await expect(guide).toContainText('5 g per cup (250 ml)');
    await expect(guide).toContainText('95 °C / 203 °F');
    await expect(guide).toContainText('6 infusions');

    // The photos, by keyboard: the cup first, then the others in the owner's order.
    const gallery = page.getByRole('region', { name: `Photos of ${name}` });
    const thumbnails = gallery.getByRole('button', { name: /^Photo \d of 3$/ });
    await expect(thumbnails).toHaveCount(3);
    await expect(gallery.getByRole('button', { name: 'Photo 1 of 3', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await gallery.getByRole('button', { name: 'Photo 1 of 3', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('button', { name: 'Photo 2 of 3', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('End');
    await expect(gallery.getByRole('button', { name: 'Photo 3 of 3', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('button', { name: 'Photo 1 of 3', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The larger view, closed by Escape.
    await gallery.getByRole('button', { name: /^Enlarge photo 1 of 3/ }).click();
    const large = page.getByRole('dialog');
    await expect(large).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(large).toContainText('2 of 3');
    await page.keyboard.press('Escape');
    await expect(large).toBeHidden();
    await expectAccessible(page);

    // The catalogue, narrowed to the test's word: filtered by caffeine and price, kept in the address.
    await page.goto(`/products?q=${word}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Caffeine' });
    // A choice that would list nothing is shown, out of reach.
    await expect(filters.getByRole('checkbox', { name: /^High\W+0 teas/ })).toBeDisabled();
    await filters.getByRole('checkbox', { name: /^Medium\W+1 tea\b/ }).click();
    await expect(filters.getByRole('checkbox', { name: /^Medium\W+1 tea\b/ })).toBeChecked();
    await page.getByRole('spinbutton', { name: 'From', exact: true }).fill('10');
    await page.getByRole('spinbutton', { name: 'To', exact: true }).fill('15');
    await page.getByRole('spinbutton', { name: 'To', exact: true }).press('Enter');
    await expect(page).toHaveURL(/caffeine=medium/);
    await expect(page).toHaveURL(/minPrice=10/);
    await expect(page).toHaveURL(/maxPrice=15/);
    await expect(table.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();

    // Shared: the address alone shows the same list, with the same filters ticked.
    const shared = page.url();
    const friend = await page.context().newPage();
    await friend.goto(shared);
    await expect(friend.getByRole('table').getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
    await expect(
      friend.getByRole('group', { name: 'Caffeine' }).getByRole('checkbox', { name: /^Medium/ }),
    ).toBeChecked();
    await expect(friend.getByRole('spinbutton', { name: 'From', exact: true })).toHaveValue('10');
    await friend.close();
    // Back undoes the price, then the caffeine.
    await page.goBack();
    await expect(page).not.toHaveURL(/minPrice/);
    await expect(page).toHaveURL(/caffeine=medium/);
  } finally {
    if (teaId) await deleteTeas(adminPage.request, [teaId]);
    const categories = (await (await adminPage.request.get('/api/categories')).json()) as {
      _id: string;
      name: string;
    }[];
    const mine = categories.find((c) => c.name === category);
    if (mine) expect((await adminPage.request.delete(`/api/categories/${mine._id}`)).status()).toBe(204);
  }
});
