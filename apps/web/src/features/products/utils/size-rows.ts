import type { Product } from '@teatree/shared/schemas/product';
import { type SizeInput, sizeMessages, sizesField, stockField } from '@teatree/shared/schemas/size';
import { FIRST_SIZE, formatGrams, formatStock, type StockedBy, sizeCount, stockEach } from '@teatree/shared/sizes';

/*
 * The owner's sizes as the Add Items and Edit forms hold them (docs/decisions/0032-sizes-and-stock-by-weight.md):
 * each row as typed (text), checked by the shared rules (`sizesField`, `stockField`) before it is sent.
 * The default size's price and minimum order are the spec's Price and Minimum order fields: its row
 * holds none of its own.
 */

export type SizeRow = {
  /** Keeps a row's inputs when rows move; a size the tea has keeps its `id` too. */
  key: string;
  id?: string;
  label: string;
  grams: string;
  price: string;
  minOrder: string;
  sku: string;
  isDefault: boolean;
};

let made = 0;
const newKey = () => {
  made += 1;
  return `new-${made}`;
};

/** A new tea's one size: the shop's first size, a 100 g tin, the default. */
export function firstRows(): SizeRow[] {
  return [
    {
      key: newKey(),
      label: FIRST_SIZE.label,
      grams: String(FIRST_SIZE.grams),
      price: '',
      minOrder: '',
      sku: '',
      isDefault: true,
    },
  ];
}

/** A size more, below the others: its fields empty but its minimum, 1. */
export function blankRow(): SizeRow {
  return { key: newKey(), label: '', grams: '', price: '', minOrder: '1', sku: '', isDefault: false };
}

/** A tea's sizes on sale, as rows, in the owner's order. */
export function rowsOf(product: Pick<Product, 'sizes' | 'defaultSizeId'>): SizeRow[] {
  return product.sizes.map((size) => ({
    key: size.id,
    id: size.id,
    label: size.label,
    grams: String(size.grams),
    price: String(size.price),
    minOrder: String(size.minOrder),
    sku: size.sku ?? '',
    isDefault: size.id === product.defaultSizeId,
  }));
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A typed number, or undefined when the field is empty (the rule then says the number is missing). */
function typed(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** The default size's row: the one marked, or the first. */
export function defaultRow(rows: readonly SizeRow[]): SizeRow | undefined {
  return rows.find((row) => row.isDefault) ?? rows[0];
}

/** The rows as the API takes them; the default size's price and minimum are the spec's fields'. */
export function sizesOf(rows: readonly SizeRow[], spec: { price: unknown; minOrder: unknown }): SizeInput[] {
  return rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    label: row.label,
    grams: typed(row.grams) as number,
    price: typed(row.isDefault ? text(spec.price) : row.price) as number,
    minOrder: typed(row.isDefault ? text(spec.minOrder) : row.minOrder) as number,
    ...(row.sku.trim() ? { sku: row.sku.trim() } : {}),
    isDefault: row.isDefault,
  }));
}

/** Messages by field (`sizes.1.grams`, `sizes`, `stock`), as the server's 400 names them too. */
export type SizeErrors = Record<string, string>;

/**
 * The sizes' and the stock's problems, by the shared rules; none when they can be sent. The default
 * size's price and minimum are left to the spec's fields, which say it already.
 */
export function checkSizes(sizes: SizeInput[], stock: number | undefined, stockedBy: StockedBy): SizeErrors {
  const errors: SizeErrors = {};
  const checked = sizesField.safeParse(sizes);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [index, field] = issue.path;
      if (typeof index === 'number' && sizes[index]?.isDefault && (field === 'price' || field === 'minOrder')) continue;
      const key = ['sizes', ...issue.path].join('.');
      errors[key] ??= issue.message;
    }
  }
  // Said at once, whatever else is wrong (the list's own rule waits for every size to be right first).
  const seen = new Set<string>();
  sizes.forEach((size, index) => {
    const label = size.label.trim();
    if (label && seen.has(label.toLowerCase())) errors[`sizes.${index}.label`] ??= sizeMessages.labelTaken(label);
    seen.add(label.toLowerCase());
  });
  if (stockedBy === 'piece' && sizes.length > 1) errors.sizes ??= sizeMessages.onePiece;
  if (stock !== undefined) {
    const stockChecked = stockField.safeParse(stock);
    if (!stockChecked.success) errors.stock = stockChecked.error.issues[0]?.message ?? 'Stock must be a whole number';
  }
  return errors;
}

/** Only the errors the server's answer gave for the sizes and the stock. */
export function sizeErrorsOf(fields: Record<string, string>): SizeErrors {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([key]) => key === 'sizes' || key.startsWith('sizes.') || key === 'stock' || key === 'stockedBy',
    ),
  );
}

/** How many of the default size `stock` holds: the spec's Quantity. */
export function quantityOf(stock: number, stockedBy: StockedBy, rows: readonly SizeRow[]): number | null {
  const grams = Number(defaultRow(rows)?.grams);
  if (!Number.isInteger(grams) || grams < 1) return null;
  return sizeCount(stock, stockedBy, grams);
}

/** The stock `quantity` of the default size makes: quantity × its weight (or one piece each). */
export function stockOf(quantity: number, stockedBy: StockedBy, rows: readonly SizeRow[]): number | null {
  const grams = Number(defaultRow(rows)?.grams);
  if (!Number.isInteger(grams) || grams < 1) return null;
  return quantity * stockEach(stockedBy, grams);
}

/** What a stock means, in words: "1 kg: enough for 40 × 25 g, 10 × 100 g or 4 × 250 g". */
export function stockMeaning(stock: number, stockedBy: StockedBy, rows: readonly SizeRow[]): string {
  const amount = formatStock(stock, stockedBy);
  if (stockedBy === 'piece') return `${amount} in stock`;
  const counts = rows
    .map((row) => Number(row.grams))
    .filter((grams) => Number.isInteger(grams) && grams >= 1)
    .map((grams) => `${sizeCount(stock, 'weight', grams)} × ${formatGrams(grams)}`);
  if (counts.length === 0) return amount;
  const last = counts.pop();
  return `${amount}: enough for ${counts.length ? `${counts.join(', ')} or ${last}` : last}`;
}
