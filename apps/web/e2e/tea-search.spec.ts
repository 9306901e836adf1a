import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/accounts';
import { createTea, deleteTeas, demoPhoto, todayIso, uniqueWord } from './support/catalogue';
import { expect, test } from './support/fixtures';

/**
 * The navbar's search box (docs/product.md, "Search"): teas suggested as a shopper types, misspelt or
 * not, picked by keyboard or by a tap, and Enter for all the results.
 */

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search teas' }).filter({ visible: true });

test('a shopper types a misspelt tea in the header, picks it with the keyboard, and Enter shows every tea found', async ({
  page,
  request,
}) => {
  await signInAsAdmin(request);
  const name = `Oolong ${uniqueWord('Q').slice(0, 10)}`;
  const id = await createTea(request, {
    name,
    brand: 'Alishan Gardens',
    description: 'A high-mountain oolong with notes of honey.',
    category: 'Organic',
    price: 21.5,
    quantity: 30,
    minOrder: 1,
    date: todayIso(),
    photo: await demoPhoto(request),
  });
  try {
    await page.goto('/about');
    const box = searchBox(page);
    await box.fill(`oolang ${name.split(' ')[1]}`);
    const list = page.getByRole('listbox', { name: 'Teas found' });
    const suggestion = list.getByRole('option', { name: new RegExp(`^${name}`) });
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toContainText('$21.50');
    await expect(list.getByRole('option').last()).toHaveText('See the one tea found');

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await suggestion.getAttribute('id'))!);
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(`/products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(box).toHaveValue('');

    // Enter without picking: the catalogue's results, best match first.
    await box.fill('bergamot');
    await expect(page.getByRole('listbox', { name: 'Teas found' }).getByRole('option').first()).toContainText(
      'Earl Grey Bloom',
    );
    await box.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Teas found' })).toBeHidden();
    await box.press('Enter');
    await expect(page).toHaveURL('/products?q=bergamot');
    await expect(page.getByRole('table').getByRole('rowheader').first()).toHaveText(/^Earl Grey Bloom/);

    await box.fill('zzyzx qqq');
    await expect(page.getByRole('status').filter({ hasText: 'No teas match “zzyzx qqq”' })).toBeVisible();
  } finally {
    await deleteTeas(request, [id]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the search box sits at the top of the menu, and a tapped suggestion opens the tea and closes the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = searchBox(page);
    await box.fill('silvr');
    const suggestion = page.getByRole('option', { name: /^Silver Needle/ });
    await expect(suggestion).toBeVisible();
    // The arrows move through the suggestions, not through the menu's links.
    await box.press('ArrowDown');
    await expect(box).toBeFocused();
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await suggestion.tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Silver Needle' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});
