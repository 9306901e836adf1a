import { categoryChoiceMessage } from '@teatree/shared/schemas/category';
import type { CatalogueFacets, Product } from '@teatree/shared/schemas/product';
import { CAFFEINE_LEVELS, type Caffeine } from '@teatree/shared/schemas/tea-facts';
import { badRequest } from '../../lib/http-errors.ts';

/**
 * The catalogue's filters and their counts (docs/product.md, "Filters"), answered from the catalogue
 * kept in memory (./catalogue-snapshot.ts): a tea shop's few thousand teas are filtered and counted in
 * a millisecond or two, with no query to the database.
 */

/** A tea of the catalogue with the facts it is filtered by (the lists' answers do not carry them). */
export interface Filterable {
  product: Product;
  caffeine: Caffeine | null;
  /** The country of origin as the owner wrote it, or null. */
  country: string | null;
}

export interface Filters {
  category?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  caffeine?: Caffeine[] | undefined;
  origin?: string[] | undefined;
  rating?: number | undefined;
}

const FACETS = ['category', 'price', 'inStock', 'caffeine', 'origin', 'rating'] as const;
type Facet = (typeof FACETS)[number];
type Test = (tea: Filterable) => boolean;

const cents = (dollars: number) => Math.round(dollars * 100);
const countryKey = (country: string) => country.trim().toLocaleLowerCase('en');

/** Something left to sell: a size whose minimum order the stock still holds. */
export const inStock = (product: Product) => product.sizes.some((size) => size.quantity >= size.minOrder);

/** Each filter asked for, as a test of one tea. */
function testsOf(filters: Filters): Partial<Record<Facet, Test>> {
  const tests: Partial<Record<Facet, Test>> = {};
  if (filters.category) tests.category = (tea) => tea.product.category === filters.category;
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    // A tea is in the range when one of its sizes is: a 25 g sample at $6 answers "under $10".
    const low = filters.minPrice === undefined ? 0 : cents(filters.minPrice);
    const high = filters.maxPrice === undefined ? Number.POSITIVE_INFINITY : cents(filters.maxPrice);
    tests.price = (tea) => tea.product.sizes.some((size) => cents(size.price) >= low && cents(size.price) <= high);
  }
  if (filters.inStock) tests.inStock = (tea) => inStock(tea.product);
  if (filters.caffeine?.length) {
    const levels = new Set(filters.caffeine);
    tests.caffeine = (tea) => tea.caffeine !== null && levels.has(tea.caffeine);
  }
  if (filters.origin?.length) {
    const countries = new Set(filters.origin.map(countryKey));
    tests.origin = (tea) => tea.country !== null && countries.has(countryKey(tea.country));
  }
  if (filters.rating) {
    const stars = filters.rating;
    tests.rating = (tea) => tea.product.rating !== null && tea.product.rating >= stars;
  }
  return tests;
}

const passes = (tests: Partial<Record<Facet, Test>>, tea: Filterable, except?: Facet) =>
  FACETS.every((facet) => facet === except || !tests[facet] || tests[facet](tea));

/** The category asked for must be one the shop keeps: refused with the shop's categories named. */
export function checkCategory(filters: Filters, names: readonly string[]) {
  if (filters.category && !names.includes(filters.category)) {
    const message = categoryChoiceMessage(names);
    throw badRequest(message, { category: message });
  }
}

/** The teas every filter asked for keeps, in the order given. */
export function filterTeas<T extends Filterable>(teas: readonly T[], filters: Filters): T[] {
  const tests = testsOf(filters);
  if (Object.keys(tests).length === 0) return [...teas];
  return teas.filter((tea) => passes(tests, tea));
}

/**
 * How many teas each choice would list with the other filters kept (a facet's own filter left out, as
 * a shop's filters count): the categories in the owner's order, caffeine in its order, the countries by
 * name (one ticked but matching none still listed, with 0), and the price range of the sizes.
 */
export function facetsOf(
  teas: readonly Filterable[],
  filters: Filters,
  categoryNames: readonly string[],
): CatalogueFacets {
  const tests = testsOf(filters);
  const categories = new Map(categoryNames.map((name) => [name, 0]));
  const caffeine = new Map<Caffeine, number>(CAFFEINE_LEVELS.map((level) => [level, 0]));
  const origins = new Map<string, { value: string; count: number }>();
  for (const country of filters.origin ?? []) origins.set(countryKey(country), { value: country.trim(), count: 0 });
  const ratings = [4, 3, 2, 1].map((value) => ({ value, count: 0 }));
  let total = 0;
  let inStockCount = 0;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const tea of teas) {
    const { product } = tea;
    if (passes(tests, tea)) total += 1;
    if (passes(tests, tea, 'category') && categories.has(product.category)) {
      categories.set(product.category, categories.get(product.category)! + 1);
    }
    if (tea.caffeine && passes(tests, tea, 'caffeine')) caffeine.set(tea.caffeine, caffeine.get(tea.caffeine)! + 1);
    if (tea.country && passes(tests, tea, 'origin')) {
      const key = countryKey(tea.country);
      const entry = origins.get(key) ?? { value: tea.country.trim(), count: 0 };
      entry.count += 1;
      origins.set(key, entry);
    }
    if (product.rating !== null && passes(tests, tea, 'rating')) {
      for (const rating of ratings) if (product.rating >= rating.value) rating.count += 1;
    }
    if (passes(tests, tea, 'inStock') && inStock(product)) inStockCount += 1;
    if (passes(tests, tea, 'price')) {
      for (const size of product.sizes) {
        low = Math.min(low, size.price);
        high = Math.max(high, size.price);
      }
    }
  }
  return {
    total,
    categories: [...categories].map(([value, count]) => ({ value, count })),
    caffeine: [...caffeine].map(([value, count]) => ({ value, count })),
    origins: [...origins.values()].sort((a, b) => a.value.localeCompare(b.value, 'en')),
    ratings,
    inStock: inStockCount,
    price: low <= high ? { min: low, max: high } : null,
  };
}

/** The words of a key that names a set of filters, for the pages and counts kept in memory. */
export const filtersKey = (filters: Filters) =>
  JSON.stringify([
    filters.category ?? '',
    filters.minPrice ?? '',
    filters.maxPrice ?? '',
    filters.inStock ? 1 : 0,
    [...(filters.caffeine ?? [])].sort(),
    (filters.origin ?? []).map(countryKey).sort(),
    filters.rating ?? '',
  ]);
