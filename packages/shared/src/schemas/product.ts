import { z } from 'zod';
import { PRODUCT_NAME_MAX, QUANTITY_MAX, QUANTITY_MIN } from '../constants.ts';
import { sizeCount, stockEach } from '../sizes.ts';
import { TAX_CLASSES } from '../tax.ts';
import { categoryField } from './category.ts';
import { formNumber, limitOffsetFields, requiredText } from './fields.ts';
import { defaultSizeOf, productSize, sizeMessages, sizesField, stockedByField, stockField } from './size.ts';
import { CAFFEINE_LEVELS, teaFacts, teaFactsInput } from './tea-facts.ts';

export { categoryField };

/** A tea may show this many photos (docs/decisions/0042-several-photos.md). */
export const PHOTOS_MAX = 8;

export const photoMessages = {
  photos: 'Photos must be a list of uploaded pictures, the first being the photo',
  photosMax: `A tea has at most ${PHOTOS_MAX} photos`,
  photosTwice: 'The same photo is in the list twice',
  firstIsPhoto: 'The first of the photos must be the photo',
} as const;

const photoField = requiredText('Photo is required')
  .max(500)
  .refine((v) => v.startsWith('/media/') || /^https:\/\/\S+$/.test(v), {
    error: 'Photo must be an uploaded picture',
  });

export const taxClassField = z.enum(TAX_CLASSES, { error: `Tax class must be one of ${TAX_CLASSES.join(', ')}` });

/** A product as the API answers it (docs/product.md, "API"; price in dollars). */
export const product = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  category: categoryField,
  /** The default size's price, in dollars (docs/decisions/0032-sizes-and-stock-by-weight.md). */
  price: z.number(),
  /** How many of the default size the tea's stock holds. */
  quantity: z.number().int(),
  /** The default size's minimum order. */
  minOrder: z.number().int(),
  /** The sizes on sale, in the owner's order (retired ones are left out). */
  sizes: z.array(productSize),
  defaultSizeId: z.string(),
  /** Whether the stock is counted in grams or in pieces, and how much there is. */
  stockedBy: stockedByField,
  stock: z.number().int(),
  /** The lowest price of a size on sale, in dollars: "from $X" when the sizes' prices differ. */
  fromPrice: z.number(),
  /** The tax class it is sold in (docs/decisions/0033-shipping-and-tax.md): most tea is food, "reduced". */
  taxClass: taxClassField,
  date: z.string(),
  photo: z.string(),
  /** The administrator who added the tea. */
  user: z.string(),
  /** Their address: masked in public answers (`m•••@example.com`, see privacy.ts), whole on the admin read. */
  email: z.string(),
  /** The average of the product's review ratings to one decimal, or null while it has none. */
  rating: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().min(0),
  /** Where it grew, when it was picked, how to brew it (docs/decisions/0040-tea-facts.md): on one tea's read, not in lists. */
  facts: teaFacts.optional(),
  /** Its photos in the owner's order, `photo` first (docs/decisions/0042-several-photos.md): on one tea's read, not in lists. */
  photos: z.array(z.string()).optional(),
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
const productFields = z.object({
  name: requiredText('Product name is required').max(PRODUCT_NAME_MAX, {
    error: `Product name must be at most ${PRODUCT_NAME_MAX} characters`,
  }),
  brand: requiredText('Brand is required').max(60),
  description: requiredText('Description is required').max(5000, {
    error: 'Description must be at most 5000 characters',
  }),
  category: categoryField,
  price: priceField,
  /** How many of the default size the stock holds: required unless `stock` is given. */
  quantity: wholeNumberInRange('Quantity').optional(),
  minOrder: wholeNumberInRange('Minimum order'),
  /** Sizes (docs/decisions/0032-sizes-and-stock-by-weight.md): without them, one "100 g tin" at `price`. */
  sizes: sizesField.optional(),
  stockedBy: stockedByField.optional(),
  /** The tea's stock in grams (or pieces); without it, `quantity` × the default size's weight. */
  stock: stockField.optional(),
  /** Its tax class; without it, "reduced" (food). */
  taxClass: taxClassField.optional(),
  date: z.iso.date({ error: 'Date must be a date (YYYY-MM-DD)' }),
  photo: photoField,
  /**
   * The tea's photos in the owner's order, the first being `photo` (docs/decisions/0042-several-photos.md):
   * at most 8, each an uploaded picture, none twice. Left out, the tea keeps its others.
   */
  photos: z
    .array(photoField, { error: photoMessages.photos })
    .min(1, { error: photoMessages.photos })
    .max(PHOTOS_MAX, { error: photoMessages.photosMax })
    .refine((photos) => new Set(photos).size === photos.length, { error: photoMessages.photosTwice })
    .optional(),
  facts: teaFactsInput.optional(),
});

/**
 * The spec's fields and the sizes say one thing: `price` and `minOrder` are the default size's, and
 * `quantity` how many of it `stock` holds. Read where both are given (a whole tea, or an edit).
 */
function agree(
  v: {
    price?: number;
    minOrder?: number;
    quantity?: number;
    stock?: number;
    stockedBy?: 'weight' | 'piece';
    sizes?: z.output<typeof sizesField>;
    photo?: string;
    photos?: string[] | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (v.photo !== undefined && v.photos?.length && v.photos[0] !== v.photo) {
    ctx.addIssue({ code: 'custom', path: ['photos'], message: photoMessages.firstIsPhoto });
  }
  if (v.stockedBy === 'piece' && v.sizes && v.sizes.length > 1) {
    ctx.addIssue({ code: 'custom', path: ['sizes'], message: sizeMessages.onePiece });
  }
  // An empty list is refused on `sizes` itself; there is no default size to agree with.
  if (!v.sizes?.length) return;
  const first = defaultSizeOf(v.sizes);
  if (v.price !== undefined && v.price !== first.price) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: sizeMessages.priceDisagrees });
  }
  if (v.minOrder !== undefined && v.minOrder !== first.minOrder) {
    ctx.addIssue({ code: 'custom', path: ['minOrder'], message: sizeMessages.minOrderDisagrees });
  }
  if (v.stock !== undefined && v.quantity !== undefined) {
    const holds = sizeCount(v.stock, v.stockedBy ?? 'weight', first.grams);
    if (holds !== v.quantity)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: sizeMessages.quantityDisagrees(holds) });
  }
}

export const productInput = productFields.superRefine((v, ctx) => {
  if (v.quantity === undefined && v.stock === undefined) {
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Quantity must be a number' });
  }
  agree(v, ctx);
});
export type ProductInput = z.input<typeof productInput>;

/** How much stock a new tea starts with: `stock`, or `quantity` of its default size. */
export function startingStock(v: z.output<typeof productInput>): number {
  if (v.stock !== undefined) return v.stock;
  const grams = v.sizes ? defaultSizeOf(v.sizes).grams : 100;
  return (v.quantity ?? 0) * stockEach(v.stockedBy ?? 'weight', grams);
}

/** The Add Product form: the same rules, each number read from the text its input holds. */
export const productFormInput = productFields.extend({
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

export const filterMessages = {
  minPrice: 'Lowest price must be a number from 0 to 100000',
  maxPrice: 'Highest price must be a number from 0 to 100000',
  priceOrder: 'The lowest price must not be above the highest',
  inStock: 'In stock must be true or false',
  caffeine: `Caffeine must be one or more of ${CAFFEINE_LEVELS.join(', ')}, separated by commas`,
  origin: 'Origin must be one to ten countries of at most 60 characters, separated by commas',
  rating: 'Rating must be a whole number of stars from 1 to 5',
} as const;

/** The highest price a filter may name: a tea's highest price. */
export const FILTER_PRICE_MAX = 100_000;

const priceBound = (error: string) =>
  z.coerce.number({ error }).min(0, { error }).max(FILTER_PRICE_MAX, { error }).optional();
/** A comma-separated list in the address (`caffeine=low,medium`): each value once, none empty. */
const commaList = <T extends string>(item: z.ZodType<T>, error: string) =>
  z
    .string({ error })
    .max(700, { error })
    .transform((value, ctx) => {
      const values = [...new Set(value.split(',').map((part) => part.trim()))];
      const read = z.array(item).min(1).max(10).safeParse(values);
      if (!read.success) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return read.data;
    })
    .optional();

/**
 * The catalogue's filters (docs/product.md, "Filters"), all combinable: a size priced within the range,
 * something left to sell, the teas' caffeine and countries of origin (any of those listed), and an
 * average of at least so many stars.
 */
export const catalogueFilters = z.object({
  q: z.string().trim().max(60, { error: 'Search must be at most 60 characters' }).optional(),
  category: categoryField.optional(),
  minPrice: priceBound(filterMessages.minPrice),
  maxPrice: priceBound(filterMessages.maxPrice),
  inStock: z
    .enum(['true', 'false'], { error: filterMessages.inStock })
    .transform((value) => value === 'true')
    .optional(),
  caffeine: commaList(z.enum(CAFFEINE_LEVELS), filterMessages.caffeine),
  origin: commaList(z.string().min(1).max(60), filterMessages.origin),
  rating: z.coerce
    .number({ error: filterMessages.rating })
    .int({ error: filterMessages.rating })
    .min(1, { error: filterMessages.rating })
    .max(5, { error: filterMessages.rating })
    .optional(),
});

const priceOrder = (v: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice;

/** The catalogue's query string: paging, the search and filters, and an order. */
export const productListQuery = catalogueFilters
  .extend({
    ...limitOffsetFields,
    sort: z.enum(CATALOGUE_ORDERS, { error: `Sort must be one of ${CATALOGUE_ORDERS.join(', ')}` }).optional(),
  })
  .refine(priceOrder, { error: filterMessages.priceOrder, path: ['minPrice'] });
export type ProductListQuery = z.input<typeof productListQuery>;

/** The filters' query string for their counts (`GET /api/products/facets`). */
export const facetQuery = catalogueFilters.refine(priceOrder, { error: filterMessages.priceOrder, path: ['minPrice'] });
export type FacetQuery = z.input<typeof facetQuery>;

const facetCount = <T extends z.ZodType>(value: T) => z.array(z.object({ value, count: z.number().int() }));

/**
 * How many teas each choice of a filter would list, the other filters kept (a choice's count is what
 * the list holds once it is ticked): the categories in the owner's order, the countries by name.
 */
export const catalogueFacets = z.object({
  /** The teas the filters list now. */
  total: z.number().int(),
  categories: facetCount(z.string()),
  caffeine: facetCount(z.enum(CAFFEINE_LEVELS)),
  origins: facetCount(z.string()),
  /** At least 4, 3, 2 and 1 stars. */
  ratings: facetCount(z.number().int()),
  inStock: z.number().int(),
  /** The lowest and highest price of a size among the teas the other filters list; null when none. */
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type CatalogueFacets = z.infer<typeof catalogueFacets>;

/** An edit changes any of the Add Product fields; the others stay. */
export const productUpdateInput = productFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Change at least one field' })
  .superRefine(agree);
