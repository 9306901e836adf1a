import { CATEGORIES, type Category } from '@teatree/shared/constants';
import { CATALOGUE_ORDERS, type CatalogueOrder, type ProductSort } from '@teatree/shared/schemas/product';
import { paths } from '../../../config/paths';

/** The products table's state, kept in the address (`?q=&category=&sort=&page=`) so it can be shared and reloaded. */
export type CatalogueSearch = {
  /** As typed: trimmed only when asked of the server, so a space typed between words stays in the box. */
  q: string;
  category: Category | '';
  sort: CatalogueOrder;
  page: number;
};

export const DEFAULT_SORT: ProductSort = 'newest';

/** A search lists the best match first, unless another order is chosen; the plain catalogue, the newest tea. */
export const defaultSortFor = (q: string): CatalogueOrder => (q.trim() ? 'relevance' : DEFAULT_SORT);
export const SEARCH_MAX = 60;

export const SORT_LABELS: Record<CatalogueOrder, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

const isCategory = (value: string | null): value is Category => CATEGORIES.includes(value as Category);
const isSort = (value: string | null): value is CatalogueOrder => CATALOGUE_ORDERS.includes(value as CatalogueOrder);

/** Reads the address leniently: a hand-edited or outdated value falls back to the default, never to an error. */
export function readCatalogueSearch(params: URLSearchParams): CatalogueSearch {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const q = (params.get('q') ?? '').slice(0, SEARCH_MAX);
  return {
    q,
    category: isCategory(category) ? category : '',
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
export function toSearchParams({ q, category, sort, page }: CatalogueSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q);
  if (category) params.set('category', category);
  if (sort !== defaultSortFor(q)) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function catalogueHref(search: CatalogueSearch): string {
  const query = toSearchParams(search).toString();
  return query ? `${paths.products.path}?${query}` : paths.products.path;
}

export const hasFilters = (search: CatalogueSearch) => Boolean(search.q.trim() || search.category);
