import { signInAsAdmin } from './support/accounts';
import { expectAccessible } from './support/axe';
import { uniqueWord } from './support/catalogue';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import { findProduct } from './support/orders-api';

/*
 * On a 375 px phone (docs/decisions/0041-owner-kept-categories.md, 0042-several-photos.md): the owner
 * keeps the categories (add, rename, move, retire); a shopper filters the catalogue in its panel and
 * swipes through a demo tea's photos.
 */

test('the owner adds, renames, moves and retires a category on a phone', async ({ adminPage }) => {
  await signInAsAdmin(adminPage.request);
  const name = `Herbal ${uniqueWord('M').slice(0, 8)}`;
  const page = adminPage;
  await page.goto('/categories');
  await page.getByLabel('New category').fill(name);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(`${name} is added`)).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('0 teas');

  await row.getByRole('button', { name: /^Rename/ }).click();
  const field = row.getByRole('textbox');
  await field.fill(`${name} Blends`);
  await field.press('Enter');
  await expect(page.getByText(`Renamed to ${name} Blends`)).toBeVisible();
  const renamed = page.getByRole('listitem').filter({ hasText: `${name} Blends` });

  // One place up: the list says so, and the shop's list agrees.
  const before = (await (await page.request.get('/api/categories')).json()) as { name: string }[];
  const at = before.findIndex((c) => c.name === `${name} Blends`);
  await renamed.getByRole('button', { name: `Move ${name} Blends up` }).click();
  await expect
    .poll(async () =>
      ((await (await page.request.get('/api/categories')).json()) as { name: string }[]).findIndex(
        (c) => c.name === `${name} Blends`,
      ),
    )
    .toBe(at - 1);
  // A category teas are in cannot be retired; this one can.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Green Tea' })
      .getByRole('button', { name: /^Retire/ }),
  ).toHaveAttribute('aria-disabled', 'true');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await renamed.getByRole('button', { name: /^Retire/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Retire/ })
    .click();
  await expect(page.getByText(`${name} Blends is retired`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `${name} Blends` })).toHaveCount(0);
});

test("a shopper filters the catalogue in the phone's panel and swipes through a tea's photos", async ({
  page,
  request,
}) => {
  await page.goto('/products');
  const open = page.getByRole('button', { name: /^Filters/ });
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  // Each choice applies at once: the box follows the address once the list's navigation lands.
  const free = sheet.getByRole('group', { name: 'Caffeine' }).getByRole('checkbox', { name: /^Caffeine-free/ });
  await free.click();
  await expect(page).toHaveURL(/caffeine=none/);
  await expect(free).toBeChecked();
  const morocco = sheet.getByRole('group', { name: 'Origin' }).getByRole('checkbox', { name: /^Morocco/ });
  await morocco.click();
  await expect(page).toHaveURL(/origin=Morocco/);
  await expect(morocco).toBeChecked();
  await expectNoSidewaysScroll(page);
  await sheet.getByRole('button', { name: /^Show 1 tea/ }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('1 tea matches caffeine-free, from Morocco')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveText([
    'Mint Garden',
  ]);
  await expect(open).toHaveAccessibleName(/2 in use/);

  // A tea with three photos: a swipe to the left shows the next.
  const tea = await findProduct(request, (p) => p.name === 'Earl Grey Bloom');
  await page.goto(`/products/${tea._id}`);
  const gallery = page.getByRole('region', { name: 'Photos of Earl Grey Bloom' });
  await gallery.scrollIntoViewIfNeeded();
  const photo = gallery.getByRole('button', { name: /^Enlarge photo 1 of 3/ });
  // A raw gesture waits for nothing, as a click does: the drawn page's controls are inert until the
  // app has taken it over, and a swipe before then moves nothing.
  await expect.poll(() => photo.evaluate((element) => (element as HTMLElement).inert)).toBe(false);
  const box = (await photo.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(gallery.getByRole('button', { name: 'Photo 2 of 3', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await gallery.getByRole('button', { name: 'Photo 3 of 3', exact: true }).click();
  await expect(gallery.getByRole('button', { name: 'Photo 3 of 3', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectNoSidewaysScroll(page);
});
