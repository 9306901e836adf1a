/** The catalogue's filters (docs/product.md, "Filters"); what is left out, or null, empty or false, is not asked. */
export type CatalogueFilterParams = {
  category?: string;
  minPrice?: number | null;
  maxPrice?: number | null;
  inStock?: boolean;
  /** Any of these levels of CAFFEINE_LEVELS. */
  caffeine?: readonly string[];
  /** Any of these countries. */
  origin?: readonly string[];
  /** At least so many stars. */
  rating?: number | null;
};

/** The filters as the query string names them (`caffeine=low,medium`), what is not asked left out. */
export function filterQuery(filters: CatalogueFilterParams): Record<string, string | number> {
  const { category, minPrice, maxPrice, inStock, caffeine, origin, rating } = filters;
  return {
    ...(category && { category }),
    ...(minPrice != null && { minPrice }),
    ...(maxPrice != null && { maxPrice }),
    ...(inStock && { inStock: 'true' }),
    ...(caffeine && caffeine.length > 0 && { caffeine: caffeine.join(',') }),
    ...(origin && origin.length > 0 && { origin: origin.join(',') }),
    ...(rating && { rating }),
  };
}
