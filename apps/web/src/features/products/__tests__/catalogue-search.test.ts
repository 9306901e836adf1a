import { describe, expect, it } from 'vitest';
import { getProductsQueryOptions } from '../api/get-products';
import { changedSearch, readCatalogueSearch, toSearchParams } from '../utils/catalogue-search';

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
    expect(typed).toEqual({ q: 'green', category: '', sort: 'relevance', page: 1 });
    const chosen = changedSearch(read('sort=price-desc'), { q: 'green' });
    expect(chosen.sort).toBe('price-desc');
    expect(changedSearch(typed, { q: '' }).sort).toBe('newest');
    expect(changedSearch(read('q=green&page=3'), { category: 'Green Tea' }).page).toBe(1);
    expect(changedSearch(read('q=green'), { page: 2 })).toMatchObject({ sort: 'relevance', page: 2 });
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
});
