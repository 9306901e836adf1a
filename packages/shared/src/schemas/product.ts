import { z } from 'zod';
import { CATEGORIES, PRODUCT_NAME_MAX, QUANTITY_MAX, QUANTITY_MIN } from '../constants.ts';
import { formNumber } from './fields.ts';

export const categoryField = z.enum(CATEGORIES, { error: `Category must be one of ${CATEGORIES.join(', ')}` });

/** A product as the API answers it (docs/product.md, "API"; price in dollars). */
export const product = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  category: categoryField,
  price: z.number(),
  quantity: z.number().int(),
  minOrder: z.number().int(),
  date: z.string(),
  photo: z.string(),
  /** The administrator who added the tea. */
  user: z.string(),
  /** Their address: masked in public answers (`m•••@example.com`, see privacy.ts), whole on the admin read. */
  email: z.string(),
  /** The average of the product's review ratings to one decimal, or null while it has none. */
  rating: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().min(0),
});
export type Product = z.infer<typeof product>;

const wholeNumberInRange = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(QUANTITY_MIN, { error: `${label} must be at least ${QUANTITY_MIN}` })
    .max(QUANTITY_MAX, { error: `${label} must be at most ${QUANTITY_MAX}` });

const priceField = z
  .number({ error: 'Price must be a number' })
  .positive({ error: 'Price must be more than 0' })
  .max(100000, { error: 'Price must be at most 100000' })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
    error: 'Price can have at most two decimals',
  });

/**
 * Add Product (docs/product.md, "Validation rules"): all fields required, name at most 20 characters, counts 1 to 1000.
 * The API takes its numbers as JSON numbers only; the form reads them from its inputs' text (`productFormInput`).
 */
export const productInput = z.object({
  name: z
    .string({ error: 'Product name is required' })
    .trim()
    .min(1, { error: 'Product name is required' })
    .max(PRODUCT_NAME_MAX, { error: `Product name must be at most ${PRODUCT_NAME_MAX} characters` }),
  brand: z.string({ error: 'Brand is required' }).trim().min(1, { error: 'Brand is required' }).max(60),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, { error: 'Description is required' })
    .max(5000, { error: 'Description must be at most 5000 characters' }),
  category: categoryField,
  price: priceField,
  quantity: wholeNumberInRange('Quantity'),
  minOrder: wholeNumberInRange('Minimum order'),
  date: z.iso.date({ error: 'Date must be a date (YYYY-MM-DD)' }),
  photo: z
    .string({ error: 'Photo is required' })
    .trim()
    .min(1, { error: 'Photo is required' })
    .max(500)
    .refine((v) => v.startsWith('/media/') || /^https:\/\/\S+$/.test(v), {
      error: 'Photo must be an uploaded picture',
    }),
});
export type ProductInput = z.input<typeof productInput>;

/** The Add Product form: the same rules, each number read from the text its input holds. */
export const productFormInput = productInput.extend({
  price: formNumber(priceField),
  quantity: formNumber(wholeNumberInRange('Quantity')),
  minOrder: formNumber(wholeNumberInRange('Minimum order')),
});

export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/**
 * The orders a list may be asked for in: the catalogue's, and, with a search, the best match first,
 * which is then the order when none is asked for (docs/product.md, "Search").
 */
export const CATALOGUE_ORDERS = ['relevance', ...PRODUCT_SORTS] as const;
export type CatalogueOrder = (typeof CATALOGUE_ORDERS)[number];

/** The catalogue's query string: paging, search by name or brand, one category, and an order. */
export const productListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  q: z.string().trim().max(60, { error: 'Search must be at most 60 characters' }).optional(),
  category: categoryField.optional(),
  sort: z.enum(CATALOGUE_ORDERS, { error: `Sort must be one of ${CATALOGUE_ORDERS.join(', ')}` }).optional(),
});
export type ProductListQuery = z.input<typeof productListQuery>;

/** An edit changes any of the Add Product fields; the others stay. */
export const productUpdateInput = productInput.partial().refine((v) => Object.keys(v).length > 0, {
  error: 'Change at least one field',
});
