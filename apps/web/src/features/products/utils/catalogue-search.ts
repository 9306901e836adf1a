import {
  CATALOGUE_ORDERS,
  type CatalogueOrder,
  FILTER_PRICE_MAX,
  type ProductSort,
} from '@teatree/shared/schemas/product';
import { CAFFEINE_LEVELS, type Caffeine } from '@teatree/shared/schemas/tea-facts';
import { paths } from '../../../config/paths';

/**
 * The products table's state, kept in the address so it can be shared, reloaded and gone back through:
 * `?q=&category=&minPrice=&maxPrice=&inStock=true&caffeine=low,medium&origin=China,Japan&rating=4&sort=&page=`.
 */
export type CatalogueSearch = {
  /** As typed: trimmed only when asked of the server, so a space typed between words stays in the box. */
  q: string;
  /** One of the owner's categories, or '' for all of them. */
  category: string;
  /** A size priced from…to, in dollars; null where open. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Only teas with something left to sell. */
  inStock: boolean;
  /** Any of these levels (none ticked: any caffeine), in CAFFEINE_LEVELS' order. */
  caffeine: Caffeine[];
  /** Grown in any of these countries (none ticked: anywhere), by name. */
  origin: string[];
  /** An average of at least so many stars, or null for any rating. */
  rating: number | null;
  sort: CatalogueOrder;
  page: number;
};

/** The filters of the panel beside the search and the category: what "Filters" on a phone opens. */
export type PanelFilters = Pick<
  CatalogueSearch,
  'minPrice' | 'maxPrice' | 'inStock' | 'caffeine' | 'origin' | 'rating'
>;

export const NO_PANEL_FILTERS: PanelFilters = {
  minPrice: null,
  maxPrice: null,
  inStock: false,
  caffeine: [],
  origin: [],
  rating: null,
};

export const DEFAULT_SORT: ProductSort = 'newest';

/** A search lists the best match first, unless another order is chosen; the plain catalogue, the newest tea. */
export const defaultSortFor = (q: string): CatalogueOrder => (q.trim() ? 'relevance' : DEFAULT_SORT);
export const SEARCH_MAX = 60;
/** The address's limits, as the server reads them (packages/shared/src/schemas/product.ts, catalogueFilters). */
export const CATEGORY_MAX = 40;
export const PRICE_MAX = FILTER_PRICE_MAX;
export const ORIGIN_MAX = 60;
export const ORIGINS_MAX = 10;

export const SORT_LABELS: Record<CatalogueOrder, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

const isSort = (value: string | null): value is CatalogueOrder => CATALOGUE_ORDERS.includes(value as CatalogueOrder);

/** Dollars to the cent, or null for anything that is not a price from 0 to PRICE_MAX. */
function readPrice(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 && price <= PRICE_MAX ? Math.round(price * 100) / 100 : null;
}

const listIn = (value: string | null) => (value ?? '').split(',').map((part) => part.trim());

/** The levels in their own order, each once: equal choices make equal addresses (and share one cache entry). */
const caffeineOf = (levels: readonly string[]): Caffeine[] => CAFFEINE_LEVELS.filter((level) => levels.includes(level));

/** Each country once, by name; one with a comma could not be told apart in the address. */
const originsOf = (names: readonly string[]): string[] =>
  [...new Set(names.filter((name) => name.length > 0 && name.length <= ORIGIN_MAX && !name.includes(',')))]
    .slice(0, ORIGINS_MAX)
    .sort();

function readRating(value: string | null): number | null {
  if (!value) return null;
  const stars = Number(value);
  return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null;
}

/** Reads the address leniently: a hand-edited or outdated value falls back to the default, never to an error. */
export function readCatalogueSearch(params: URLSearchParams): CatalogueSearch {
  const category = (params.get('category') ?? '').trim();
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const q = (params.get('q') ?? '').slice(0, SEARCH_MAX);
  let minPrice = readPrice(params.get('minPrice'));
  let maxPrice = readPrice(params.get('maxPrice'));
  // A range upside down asks for nothing the shop could list: it is left out, as the server would refuse it.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    minPrice = null;
    maxPrice = null;
  }
  return {
    q,
    category: category.length <= CATEGORY_MAX ? category : '',
    minPrice,
    maxPrice,
    inStock: params.get('inStock') === 'true',
    caffeine: caffeineOf(listIn(params.get('caffeine'))),
    origin: originsOf(listIn(params.get('origin'))),
    rating: readRating(params.get('rating')),
    // "Best match" means nothing without a search.
    sort: isSort(sort) && (sort !== 'relevance' || q.trim()) ? sort : defaultSortFor(q),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The state after a change, back on the first page unless the change names one. A search typed or
 * cleared keeps the order chosen, or, if none was, takes its own default.
 */
export function changedSearch(search: CatalogueSearch, change: Partial<CatalogueSearch>): CatalogueSearch {
  const next = { ...search, ...change, page: change.page ?? 1 };
  if (change.sort === undefined && search.sort === defaultSortFor(search.q)) next.sort = defaultSortFor(next.q);
  return next;
}

/** Writes only what differs from the defaults, so the plain catalogue stays plain `/products`. */
export function toSearchParams(search: CatalogueSearch): URLSearchParams {
  const { q, category, minPrice, maxPrice, inStock, rating, sort, page } = search;
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q);
  if (category) params.set('category', category);
  if (minPrice !== null) params.set('minPrice', String(minPrice));
  if (maxPrice !== null) params.set('maxPrice', String(maxPrice));
  if (inStock) params.set('inStock', 'true');
  const caffeine = caffeineOf(search.caffeine);
  if (caffeine.length) params.set('caffeine', caffeine.join(','));
  const origin = originsOf(search.origin);
  if (origin.length) params.set('origin', origin.join(','));
  if (rating !== null) params.set('rating', String(rating));
  if (sort !== defaultSortFor(q)) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The query string, its lists' commas left as commas (`caffeine=low,medium`) so a shared address reads as it means. */
export const catalogueQuery = (search: CatalogueSearch): string =>
  toSearchParams(search).toString().replaceAll('%2C', ',');

export function catalogueHref(search: CatalogueSearch): string {
  const query = catalogueQuery(search);
  return query ? `${paths.products.path}?${query}` : paths.products.path;
}

/** How many of the panel's choices are made (a price range counts once): the number on the phone's "Filters" button. */
export const panelFilterCount = (search: PanelFilters): number =>
  Number(search.minPrice !== null || search.maxPrice !== null) +
  Number(search.inStock) +
  search.caffeine.length +
  search.origin.length +
  Number(search.rating !== null);

export const hasFilters = (search: CatalogueSearch) =>
  Boolean(search.q.trim() || search.category || panelFilterCount(search) > 0);

/** The filters as the API is asked for the list and for its counts. */
export const filtersOf = ({ q, category, minPrice, maxPrice, inStock, caffeine, origin, rating }: CatalogueSearch) => ({
  q,
  category,
  minPrice,
  maxPrice,
  inStock,
  caffeine,
  origin,
  rating,
});
