import { aDemoTea, createTea, deleteTeas, demoPhoto, uniqueWord } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';

// Pinned here too, so the file checks a phone even when the desktop project runs it.
test.use({ viewport: { width: 375, height: 812 } });

test('on a phone the filters stack above cards, and the address keeps them', async ({ page }) => {
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();

  const search = page.getByRole('searchbox', { name: 'Search' });
  const category = page.getByRole('combobox', { name: 'Category' });
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  for (const control of [search, category, sort]) {
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }

  await category.selectOption('Black Tea');
  await expect(page).toHaveURL('/products?category=Black+Tea');
  await expect(cards.first()).toContainText('Black Tea');
  // Every card of the list as it stands when read whole: other files add and delete teas of their own
  // meanwhile, so a card counted a moment before may be gone.
  await expect
    .poll(async () => (await cards.allInnerTexts()).filter((text) => !text.includes('Black Tea')), {
      message: 'every card shown is a black tea',
    })
    .toEqual([]);
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);

  await search.fill('no such tea');
  await expect(page).toHaveURL('/products?q=no+such+tea&category=Black+Tea');
  await expect(page.getByRole('heading', { name: 'No teas match “no such tea” in Black Tea' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // One clear button: the shop's; the browser's own in a search box is hidden beside it.
  await expect(page.getByRole('button', { name: 'Clear the search' })).toBeVisible();
  // The browser reports no computed style for its own button: the page's style sheets say whether it hides.
  const hidden = await search.evaluate((input) => {
    const pseudo = '::-webkit-search-cancel-button';
    // Tailwind writes its utilities inside @layer blocks: their rules are read too.
    const flat = (list: CSSRuleList): CSSRule[] =>
      [...list].flatMap((rule) => [rule, ...('cssRules' in rule ? flat((rule as CSSGroupingRule).cssRules) : [])]);
    const rules = [...document.styleSheets].flatMap((sheet) => flat(sheet.cssRules));
    return rules.some(
      (rule) =>
        rule instanceof CSSStyleRule &&
        rule.selectorText.endsWith(pseudo) &&
        input.matches(rule.selectorText.slice(0, -pseudo.length)) &&
        rule.style.display === 'none',
    );
  });
  expect(hidden, "the browser's own clear button is hidden").toBe(true);
});

test('on a phone each card leads to its tea, by its name or Order, and puts it in the cart', async ({ page }) => {
  // A demo tea, found by its name: the teas that tests beside this one make come and go at the top.
  const { name } = await aDemoTea(page.request);
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
  await card.getByRole('button', { name: `Add ${name} to cart` }).click();
  await expect(page.getByText(`${name} is in your cart`, { exact: true })).toBeVisible();
  // The tea's minimum went in, and the cart button counts those items.
  const least = Number(
    await card
      .locator('div')
      .filter({ has: page.getByText('Min. order', { exact: true }) })
      .locator('dd')
      .textContent(),
  );
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Cart, ${least} ${least === 1 ? 'item' : 'items'}` }),
  ).toBeVisible();
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/products\/prod_\w+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goBack();
  await card.getByRole('link', { name: `Order ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('on a phone an admin edits and deletes from each card', async ({ adminPage }) => {
  const page = adminPage;
  const word = uniqueWord('Phone');
  const id = await createTea(page.request, {
    name: word,
    brand: 'Pocket Garden',
    description: 'A tea made to be looked at on a small screen.',
    category: 'Organic',
    price: 8,
    quantity: 40,
    minOrder: 1,
    date: '2026-02-02',
    photo: await demoPhoto(page.request),
  });
  try {
    await page.goto(`/products?q=${word}`);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: word });
    const edit = card.getByRole('link', { name: `Edit ${word}` });
    const remove = card.getByRole('button', { name: `Delete ${word}` });
    // Both buttons say what they do in words, side by side within the card.
    await expect(edit).toHaveText('Edit');
    await expect(remove).toHaveText('Delete');
    const editBox = (await edit.boundingBox())!;
    const removeBox = (await remove.boundingBox())!;
    expect(editBox.height).toBeGreaterThanOrEqual(32);
    expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(375);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);

    await edit.click();
    await expect(page).toHaveURL(`/products/${id}/edit`);
    await expect(page.getByLabel('Product name')).toHaveValue(word);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/products?q=${word}`);

    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this tea?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeInViewport();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`${word} is deleted from the catalogue`)).toBeVisible();
    await expect(card).toHaveCount(0);
  } finally {
    await deleteTeas(page.request, [id]);
  }
});
