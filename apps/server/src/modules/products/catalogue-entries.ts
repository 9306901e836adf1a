import type { CatalogueFacets, Product, ProductSort } from '@teatree/shared/schemas/product';
import { FIRST_SIZE, sizeCount } from '@teatree/shared/sizes';
import type { KeptPage } from '../../lib/kept-page.ts';
import type { Filterable } from './catalogue-filters.ts';

/*
 * What the catalogue's snapshot (catalogue-snapshot.ts) holds, and how it is written to without a load:
 * its teas in the shop's orders, the texts they share, and the new stocks the database announces.
 */

/** A tea of the catalogue, with what the lists sort and filter by. */
export interface Entry extends Filterable {
  /** The tea as the lists show it: one object, shared by every order of the list, so that a change of stock is written once. */
  product: Product;
  createdAt: number;
}

export interface Snapshot {
  loadedAt: number;
  /** The products' count and latest change, and the reviews' signature: while all stay the same, the snapshot is current. */
  fingerprint: string;
  /**
   * The whole catalogue in each of the shop's orders: newest first from the start, each other order
   * once it is first asked for (`inOrder`), since most visitors never change the order.
   */
  sorted: Partial<Record<ProductSort, Entry[]>> & { newest: Entry[] };
  byId: Map<string, Entry>;
  /** The shop's categories in the owner's order (docs/decisions/0041-owner-kept-categories.md). */
  categories: string[];
  pages: Map<string, KeptPage>;
  /** The same pages by the address that asked for them (`/api/products?…`): a page asked again is found at once. */
  pagesByAddress: Map<string, KeptPage>;
  /** The filters' counts, by search and filters. */
  facets: Map<string, CatalogueFacets>;
  /** The teas each search found, best first, by its words: asked of the database once a snapshot. */
  searches: Map<string, string[]>;
}

/** New stocks, by tea, in grams or pieces, as the database announced them (`stock:<tea>=<stock>,…`, migrations 0018 and 0029). */
export type StockChange = Map<string, number>;

export const COMPARE: Record<ProductSort, (a: Entry, b: Entry) => number> = {
  newest: (a, b) => b.createdAt - a.createdAt || (a.product._id < b.product._id ? 1 : -1),
  'price-asc': (a, b) => a.product.price - b.product.price || (a.product._id < b.product._id ? -1 : 1),
  'price-desc': (a, b) => b.product.price - a.product.price || (a.product._id < b.product._id ? 1 : -1),
  name: ({ product: a }, { product: b }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a._id < b._id ? -1 : 1),
};

/**
 * Gives teas one copy of each text many of them hold alike (a category, a brand, a date, who added
 * them, a size's label): the database sends each row's texts anew, and a hundred thousand teas held
 * each its own copies (docs/decisions/0045-the-cost-of-growing.md).
 */
export function textSharer(): (product: Product) => void {
  const kept = new Map<string, string>();
  const one = <T extends string>(text: T): T => {
    const found = kept.get(text);
    if (found !== undefined) return found as T;
    kept.set(text, text);
    return text;
  };
  return (product) => {
    product.category = one(product.category);
    product.brand = one(product.brand);
    product.date = one(product.date);
    product.user = one(product.user);
    product.email = one(product.email);
    product.stockedBy = one(product.stockedBy);
    product.taxClass = one(product.taxClass);
    for (const size of product.sizes) size.label = one(size.label);
  };
}

/** The snapshot's teas in an order, sorted the first time it is asked for and kept with the snapshot. */
export function inOrder(snapshot: Snapshot, order: ProductSort): Entry[] {
  let teas = snapshot.sorted[order];
  if (!teas) {
    teas = [...snapshot.sorted.newest].sort(COMPARE[order]);
    snapshot.sorted[order] = teas;
  }
  return teas;
}

/** Writes new quantities into a snapshot's teas; its kept pages, which showed the old ones, go. */
export function writeStock(snapshot: Snapshot, change: StockChange) {
  for (const [id, stock] of change) {
    const product = snapshot.byId.get(id)?.product;
    if (product && product.stock !== stock) {
      restockTea(product, stock);
      snapshot.pages.clear();
      snapshot.pagesByAddress.clear();
      snapshot.facets.clear();
    }
  }
}

/**
 * A tea's new stock (grams or pieces, docs/decisions/0032-sizes-and-stock-by-weight.md), and what it
 * now holds of each size: the spec's `quantity` is how many of the default size.
 */
function restockTea(product: Product, stock: number) {
  product.stock = stock;
  for (const size of product.sizes) size.quantity = sizeCount(stock, product.stockedBy, size.grams);
  const first = product.sizes.find((size) => size.id === product.defaultSizeId);
  product.quantity = sizeCount(stock, product.stockedBy, first?.grams ?? FIRST_SIZE.grams);
}

/** The teas and stocks of a `stock:` announcement's payload (`<tea>=<stock>,…`), or undefined if it is not one. */
export function stockChangeOf(payload: string): StockChange | undefined {
  if (!payload.startsWith(STOCK_PREFIX)) return undefined;
  const change: StockChange = new Map();
  for (const pair of payload.slice(STOCK_PREFIX.length).split(',')) {
    const at = pair.lastIndexOf('=');
    const quantity = Number(pair.slice(at + 1));
    if (at > 0 && Number.isInteger(quantity)) change.set(pair.slice(0, at), quantity);
  }
  return change;
}

const STOCK_PREFIX = 'stock:';
