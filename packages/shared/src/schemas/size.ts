import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from '../constants.ts';
import { SIZE_GRAMS_MAX, SIZE_GRAMS_MIN, SIZE_LABEL_MAX, SIZES_MAX, SKU_MAX, STOCK_MAX, STOCKED_BY } from '../sizes.ts';
import { requiredText } from './fields.ts';

/**
 * A tea's sizes (docs/decisions/0032-sizes-and-stock-by-weight.md): each with its label, weight, price,
 * minimum and SKU, all drawing on the tea's one stock, in grams or in pieces.
 */

export const sizeMessages = {
  labelRequired: 'Size is required',
  labelTooLong: `Size must be at most ${SIZE_LABEL_MAX} characters`,
  labelTaken: (label: string) => `Two sizes cannot both be called "${label}"`,
  grams: 'Weight must be a whole number of grams',
  gramsMin: 'Weight must be more than 0 g',
  gramsMax: 'Weight must be at most 50 kg (50000 g)',
  stock: 'Stock must be a whole number',
  stockMin: 'Stock must be 0 or more',
  stockMax: `Stock must be at most ${STOCK_MAX}`,
  stockedBy: `Stocked by must be one of ${STOCKED_BY.join(', ')}`,
  sizesMin: 'A tea needs at least one size: retire a size only when another is left',
  sizesMax: `A tea may have at most ${SIZES_MAX} sizes`,
  onePiece: 'A tea stocked by the piece has one size',
  oneDefault: 'Exactly one size is the default',
  sizeRequired: 'Size is required',
  sizeGone: 'This size is no longer sold',
  quantityDisagrees: (quantity: number) => `Quantity must be how many of the default size the stock holds: ${quantity}`,
  priceDisagrees: 'Price must be the default size’s price',
  minOrderDisagrees: 'Minimum order must be the default size’s minimum',
} as const;

/** A size as the API answers it. */
export const productSize = z.object({
  id: z.string(),
  label: z.string(),
  grams: z.number().int(),
  /** In dollars. */
  price: z.number(),
  minOrder: z.number().int(),
  sku: z.string().nullable(),
  /** How many of this size the tea's stock holds today. */
  quantity: z.number().int(),
  /** Its price per 100 g in dollars, to the cent. */
  pricePer100g: z.number(),
});
export type ProductSize = z.infer<typeof productSize>;

const sizePrice = z
  .number({ error: 'Price must be a number' })
  .positive({ error: 'Price must be more than 0' })
  .max(100000, { error: 'Price must be at most 100000' })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: 'Price can have at most two decimals' });

/** One size as the owner writes it: an `id` keeps (and changes) a size the tea has; none adds one. */
export const sizeInput = z.object({
  id: z.string().min(1).max(64).optional(),
  label: requiredText(sizeMessages.labelRequired).max(SIZE_LABEL_MAX, { error: sizeMessages.labelTooLong }),
  grams: z
    .number({ error: sizeMessages.grams })
    .int({ error: sizeMessages.grams })
    .min(SIZE_GRAMS_MIN, { error: sizeMessages.gramsMin })
    .max(SIZE_GRAMS_MAX, { error: sizeMessages.gramsMax }),
  price: sizePrice,
  minOrder: z
    .number({ error: 'Minimum order must be a number' })
    .int({ error: 'Minimum order must be a whole number' })
    .min(QUANTITY_MIN, { error: `Minimum order must be at least ${QUANTITY_MIN}` })
    .max(QUANTITY_MAX, { error: `Minimum order must be at most ${QUANTITY_MAX}` }),
  sku: z
    .string()
    .trim()
    .max(SKU_MAX, { error: `SKU must be at most ${SKU_MAX} characters` })
    .optional(),
  /** The size the tea's page offers first; with none marked, the first listed. */
  isDefault: z.boolean().optional(),
});
export type SizeInput = z.input<typeof sizeInput>;

export const stockedByField = z.enum(STOCKED_BY, { error: sizeMessages.stockedBy });

export const stockField = z
  .number({ error: sizeMessages.stock })
  .int({ error: sizeMessages.stock })
  .min(0, { error: sizeMessages.stockMin })
  .max(STOCK_MAX, { error: sizeMessages.stockMax });

/**
 * A tea's sizes, in the owner's order. A size the tea has and that is not listed is retired; the list
 * keeps at least one size, at most SIZES_MAX, no two with one label, and one default at most.
 */
export const sizesField = z
  .array(sizeInput)
  .min(1, { error: sizeMessages.sizesMin })
  .max(SIZES_MAX, { error: sizeMessages.sizesMax })
  .superRefine((sizes, ctx) => {
    const seen = new Set<string>();
    sizes.forEach((size, i) => {
      const key = size.label.trim().toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'label'], message: sizeMessages.labelTaken(size.label.trim()) });
      seen.add(key);
    });
    if (sizes.filter((size) => size.isDefault).length > 1) {
      ctx.addIssue({ code: 'custom', path: [], message: sizeMessages.oneDefault });
    }
  });

/** The default size of a list as written: the one marked, or the first. */
export function defaultSizeOf<T extends { isDefault?: boolean }>(sizes: readonly T[]): T {
  return sizes.find((size) => size.isDefault) ?? sizes[0]!;
}

/** What a cart line or an order names of the size it sold; null for the lines sold before teas had sizes. */
export const soldSize = z.object({ id: z.string().nullable(), label: z.string(), grams: z.number().int() });
export type SoldSize = z.infer<typeof soldSize>;
