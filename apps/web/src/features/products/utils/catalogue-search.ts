import { CATEGORIES, type Category } from '@teatree/shared/constants';
import { PRODUCT_SORTS, type ProductSort } from '@teatree/shared/schemas/product';
import { paths } from '../../../config/paths';

/** The products table's state, kept in the address (`?q=&category=&sort=&page=`) so it can be shared and reloaded. */
export type CatalogueSearch = {
  /** As typed: trimmed only when asked of the server, so a space typed between words stays in the box. */
  q: string;
  category: Category | '';
  sort: ProductSort;
  page: number;
};

export const DEFAULT_SORT: ProductSort = 'newest';
export const SEARCH_MAX = 60;

export const SORT_LABELS: Record<ProductSort, string> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name: A to Z',
};

const isCategory = (value: string | null): value is Category => CATEGORIES.includes(value as Category);
const isSort = (value: string | null): value is ProductSort => PRODUCT_SORTS.includes(value as ProductSort);

/** Reads the address leniently: a hand-edited or outdated value falls back to the default, never to an error. */
export function readCatalogueSearch(params: URLSearchParams): CatalogueSearch {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    category: isCategory(category) ? category : '',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes only what differs from the defaults, so the plain catalogue stays plain `/products`. */
export function toSearchParams({ q, category, sort, page }: CatalogueSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q);
  if (category) params.set('category', category);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function catalogueHref(search: CatalogueSearch): string {
  const query = toSearchParams(search).toString();
  return query ? `${paths.products.path}?${query}` : paths.products.path;
}

export const hasFilters = (search: CatalogueSearch) => Boolean(search.q.trim() || search.category);
