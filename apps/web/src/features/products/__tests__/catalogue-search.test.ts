import { describe, expect, it } from 'vitest';
import { filterQuery } from '../api/catalogue-query';
import { getCatalogueFacetsQueryOptions } from '../api/get-facets';
import { getProductsQueryOptions } from '../api/get-products';
import {
  catalogueHref,
  changedSearch,
  filtersOf,
  hasFilters,
  NO_PANEL_FILTERS,
  panelFilterCount,
  readCatalogueSearch,
  toSearchParams,
} from '../utils/catalogue-search';

const read = (query: string) => readCatalogueSearch(new URLSearchParams(query));

describe("the catalogue's search in the address", () => {
  it('lists a search by best match unless another order is chosen, and keeps the address short', () => {
    expect(read('q=oolong').sort).toBe('relevance');
    expect(toSearchParams(read('q=oolong')).toString()).toBe('q=oolong');
    expect(read('q=oolong&sort=price-asc').sort).toBe('price-asc');
    expect(read('').sort).toBe('newest');
    // "Best match" without a search means the newest first.
    expect(read('sort=relevance').sort).toBe('newest');
    expect(toSearchParams(read('sort=relevance')).toString()).toBe('');
  });

  it('takes the best match when a search is typed, unless an order was chosen, and the newest when it is cleared', () => {
    const typed = changedSearch(read(''), { q: 'green' });
    expect(typed).toEqual({ q: 'green', category: '', ...NO_PANEL_FILTERS, sort: 'relevance', page: 1 });
    const chosen = changedSearch(read('sort=price-desc'), { q: 'green' });
    expect(chosen.sort).toBe('price-desc');
    expect(changedSearch(typed, { q: '' }).sort).toBe('newest');
    expect(changedSearch(read('q=green&page=3'), { category: 'Green Tea' }).page).toBe(1);
    expect(changedSearch(read('q=green'), { page: 2 })).toMatchObject({ sort: 'relevance', page: 2 });
  });
});

describe("the catalogue's filters in the address", () => {
  const everything =
    'q=sencha&category=Green+Tea&minPrice=5&maxPrice=20.5&inStock=true&caffeine=low,medium&origin=China,Japan&rating=4';

  it('reads every filter, and writes it back as it was', () => {
    const search = read(everything);
    expect(search).toEqual({
      q: 'sencha',
      category: 'Green Tea',
      minPrice: 5,
      maxPrice: 20.5,
      inStock: true,
      caffeine: ['low', 'medium'],
      origin: ['China', 'Japan'],
      rating: 4,
      sort: 'relevance',
      page: 1,
    });
    expect(catalogueHref(search)).toBe(`/products?${everything}`);
    expect(read(toSearchParams(search).toString())).toEqual(search);
  });

  it('writes one address for one choice, whatever the order it was ticked or written in', () => {
    const search = read('caffeine=medium,low,medium&origin=Japan,China&inStock=true');
    expect(search.caffeine).toEqual(['low', 'medium']);
    expect(search.origin).toEqual(['China', 'Japan']);
    expect(catalogueHref(search)).toBe('/products?inStock=true&caffeine=low,medium&origin=China,Japan');
    expect(catalogueHref(changedSearch(read(''), { caffeine: ['high', 'none'], origin: ['Nepal', 'India'] }))).toBe(
      '/products?caffeine=none,high&origin=India,Nepal',
    );
    // A country's name with spaces survives the trip.
    expect(read(toSearchParams(read('origin=Sri+Lanka,China')).toString()).origin).toEqual(['China', 'Sri Lanka']);
  });

  it('takes any category the owner keeps, and leaves out what it cannot be', () => {
    expect(read('category=Herbal+Blends').category).toBe('Herbal Blends');
    expect(read(`category=${'x'.repeat(41)}`).category).toBe('');
    expect(read('category=+').category).toBe('');
  });

  it('reads a hand-edited or outdated address leniently: a bad value is left out, never an error', () => {
    const search = read(
      'minPrice=-1&maxPrice=lots&inStock=yes&caffeine=extreme,low,&origin=,China,' +
        `${'x'.repeat(61)}&rating=6&page=0`,
    );
    expect(search).toMatchObject({
      minPrice: null,
      maxPrice: null,
      inStock: false,
      caffeine: ['low'],
      origin: ['China'],
      rating: null,
      page: 1,
    });
    expect(read('rating=4.5').rating).toBeNull();
    expect(read('rating=5').rating).toBe(5);
    expect(read('minPrice=12.345').minPrice).toBe(12.35);
    expect(read('maxPrice=100001').maxPrice).toBeNull();
    // A range upside down lists nothing and the server refuses it: it is left out whole.
    expect(read('minPrice=30&maxPrice=10')).toMatchObject({ minPrice: null, maxPrice: null });
    expect(read('minPrice=10&maxPrice=10')).toMatchObject({ minPrice: 10, maxPrice: 10 });
    expect(read(`origin=${Array.from({ length: 12 }, (_, i) => `C${i}`).join(',')}`).origin).toHaveLength(10);
    expect(toSearchParams(read('inStock=false&caffeine=&origin=&rating=')).toString()).toBe('');
  });

  it('counts the filters in use, and goes back to the first page when one changes', () => {
    expect(hasFilters(read(''))).toBe(false);
    expect(hasFilters(read('inStock=true'))).toBe(true);
    expect(hasFilters(read('rating=3'))).toBe(true);
    expect(panelFilterCount(read(everything))).toBe(1 + 1 + 2 + 2 + 1);
    expect(panelFilterCount(read('maxPrice=10'))).toBe(1);
    expect(panelFilterCount(read('q=green&category=Black+Tea'))).toBe(0);
    expect(changedSearch(read('caffeine=low&page=3'), { caffeine: ['low', 'high'] }).page).toBe(1);
    expect(changedSearch(read(`${everything}&page=2`), { q: '', category: '', ...NO_PANEL_FILTERS })).toEqual(read(''));
  });
});

describe('the catalogue asked of the server', () => {
  const asked = (params: Parameters<typeof getProductsQueryOptions>[0]) =>
    getProductsQueryOptions(params).queryKey.at(-1);

  it('names the order only where it differs from the server’s default: best match for a search, else newest', () => {
    expect(asked({ limit: 20, sort: 'newest' })).toEqual({ limit: 20, offset: 0 });
    expect(asked({ limit: 20, q: 'green', sort: 'relevance' })).toEqual({ limit: 20, offset: 0, q: 'green' });
    // "Newest first" chosen while searching must reach the server, whose default there is the best match.
    expect(asked({ limit: 20, q: 'green', sort: 'newest' })).toEqual({
      limit: 20,
      offset: 0,
      q: 'green',
      sort: 'newest',
    });
  });

  it('passes the filters, lists as commas, and leaves out those not in use', () => {
    const filters = filtersOf(
      readCatalogueSearch(
        new URLSearchParams('category=Black+Tea&minPrice=4.5&inStock=true&caffeine=low,high&origin=India&rating=3'),
      ),
    );
    const { q, ...chosen } = filters;
    expect(asked({ q, filters: filterQuery(chosen), limit: 20, offset: 40, sort: 'price-asc' })).toEqual({
      limit: 20,
      offset: 40,
      category: 'Black Tea',
      minPrice: 4.5,
      inStock: 'true',
      caffeine: 'low,high',
      origin: 'India',
      rating: 3,
      sort: 'price-asc',
    });
    expect(asked({ filters: filterQuery(filtersOf(readCatalogueSearch(new URLSearchParams('')))), limit: 20 })).toEqual(
      {
        limit: 20,
        offset: 0,
      },
    );
  });

  it("asks the counts for the same filters, without the list's paging or order", () => {
    const filters = filtersOf(readCatalogueSearch(new URLSearchParams('q=+green+&maxPrice=0&origin=China,Japan')));
    expect(getCatalogueFacetsQueryOptions(filters).queryKey).toEqual([
      'products',
      'facets',
      { q: 'green', maxPrice: 0, origin: 'China,Japan' },
    ]);
  });
});
