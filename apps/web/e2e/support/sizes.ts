import type { Locator, Page } from '@playwright/test';
import { toasts } from '@teatree/shared/messages';
import { teaPhotoPng } from './catalogue';
import { expect } from './fixtures';
import { cartButton } from './journeys';

/**
 * A tea sold in sizes from one stock (docs/decisions/0032-sizes-and-stock-by-weight.md), as the owner
 * makes it on Add Items and a shopper meets it on its page. The numbers are chosen so that one cart of
 * two 250 g pouches and a 100 g tin leaves 400 g: one pouch, below the pouch's minimum of 2 (sold out),
 * while four tins still sell.
 */
export const SIZES = {
  sample: { label: '25 g sample', grams: '25', price: '4.00', minOrder: '1', per100g: '$16.00 / 100 g' },
  tin: { label: '100 g tin', grams: '100', price: '12.40', minOrder: '1', per100g: '$12.40 / 100 g' },
  pouch: { label: '250 g pouch', grams: '250', price: '27.50', minOrder: '2', per100g: '$11.00 / 100 g' },
} as const;

/** The owner's editor of one size: its fieldset, "Size 2" and so on. */
export const sizeRow = (page: Page, index: number): Locator =>
  page.getByRole('group', { name: new RegExp(`^Size ${index}\\b`) });

/** A size's radio button on a tea's page, named by its label. */
export const sizeRadio = (page: Page, label: string): Locator =>
  page.getByRole('group', { name: 'Size', exact: true }).getByRole('radio', { name: label, exact: true });

/** The card of one size on a tea's page: its radio button, price, price per 100 g and "Sold out". */
export const sizeCard = (page: Page, label: string): Locator =>
  page
    .getByRole('group', { name: 'Size', exact: true })
    .getByTestId('size-option')
    .filter({ has: page.getByRole('radio', { name: label, exact: true }) });

/** A figure of the tea's page (Price, In stock, Min. order) for the size chosen. */
export const teaFigure = (page: Page, term: string): Locator =>
  page.getByRole('article').locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

async function fillSize(row: Locator, size: (typeof SIZES)[keyof typeof SIZES]) {
  await row.getByLabel('Size name').fill(size.label);
  await row.getByLabel('Weight (g)').fill(size.grams);
  await row.getByLabel('Price ($)').fill(size.price);
  await row.getByLabel('Min. order').fill(size.minOrder);
}

/**
 * On Add Items (already open): the spec's fields for a 100 g tin at $12.40, ten of them in stock; a
 * 25 g sample and a 250 g pouch added and the sample moved up, so that the sizes read 25 g, 100 g,
 * 250 g; the stock is then 1 kg. Leaves the form ready to send, after `beforeSend` (a screenshot, say).
 */
export async function fillTeaInSizes(page: Page, name: string) {
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Brand').fill('Three Scales');
  await page.getByLabel('Category').selectOption('Green Tea');
  await page.getByLabel('Description').fill('A spring sencha, sold as a sample, a tin or a pouch from one sack.');
  await page.getByLabel('Price (USD)').fill(SIZES.tin.price);
  await page.getByLabel('Quantity', { exact: true }).fill('10');
  await page.getByLabel('Minimum order', { exact: true }).fill(SIZES.tin.minOrder);

  // The first size is the shop's 100 g tin, the default: its price and minimum are the fields above.
  await expect(sizeRow(page, 1).getByLabel('Size name')).toHaveValue(SIZES.tin.label);
  await expect(sizeRow(page, 1).getByLabel('Weight (g)')).toHaveValue(SIZES.tin.grams);
  await expect(sizeRow(page, 1).getByRole('radio', { name: 'Default size' })).toBeChecked();
  await expect(page.getByLabel('Stock (g)')).toHaveValue('1000');

  await page.getByRole('button', { name: 'Add a size' }).click();
  await fillSize(sizeRow(page, 2), SIZES.sample);
  await page.getByRole('button', { name: 'Add a size' }).click();
  await fillSize(sizeRow(page, 3), SIZES.pouch);
  await page.getByRole('button', { name: `Move ${SIZES.sample.label} up` }).click();
  await expect(sizeRow(page, 1).getByLabel('Size name')).toHaveValue(SIZES.sample.label);
  await expect(sizeRow(page, 2).getByLabel('Size name')).toHaveValue(SIZES.tin.label);
  await expect(sizeRow(page, 2).getByRole('radio', { name: 'Default size' })).toBeChecked();
  // The default size cannot be retired; the others can.
  await expect(sizeRow(page, 2).getByRole('button', { name: /^Retire/ })).toBeDisabled();
  await expect(sizeRow(page, 3).getByRole('button', { name: `Retire ${SIZES.pouch.label}` })).toBeEnabled();

  // The stock, and what it is enough for, as the owner types it.
  await page.getByLabel('Stock (g)').fill('1000');
  await expect(page.getByTestId('stock-meaning')).toHaveText('1 kg: enough for 40 × 25 g, 10 × 100 g or 4 × 250 g');
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('10');

  await page
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'sizes.png', mimeType: 'image/png', buffer: await teaPhotoPng() });
  await expect(page.getByText('Photo uploaded: sizes.png')).toBeVisible();
}

/** Sends Add Items and answers the new tea's id, from the notice's link to it. */
export async function sendNewTea(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText(toasts.productAdded, { exact: true })).toBeVisible();
  const href = await page.getByRole('link', { name: `View ${name}` }).getAttribute('href');
  const id = href?.match(/^\/products\/([^/]+)$/)?.[1];
  expect(id, `a link to the new tea, not ${href}`).toBeTruthy();
  return id!;
}

/** On a tea's page: chooses a size and puts `count` of it in the cart, which then holds `items` items. */
export async function addSizeToCart(page: Page, label: string, count: number, items: number) {
  await sizeRadio(page, label).check();
  await expect(sizeRadio(page, label)).toBeChecked();
  await page.getByLabel('How many').fill(String(count));
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${items} ${items === 1 ? 'item' : 'items'}`);
}

/** The cart line of one size of a tea: its name is the tea's and the size's ("Sencha, 250 g pouch"). */
export const sizeLine = (page: Page, name: string, label: string): Locator =>
  page
    .getByRole('list', { name: 'Teas in your cart' })
    .getByRole('listitem', { name: `${name}, ${label}`, exact: true });

/** The CSV's rows as cells, read by the header's names (quoted text or bare numbers). */
export function csvRecords(csv: string): Record<string, string>[] {
  const rows = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) =>
        m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"'),
      ),
    );
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((title, i) => [title, cells[i] ?? ''])));
}
