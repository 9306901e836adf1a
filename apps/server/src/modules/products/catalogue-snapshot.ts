import type { CatalogueFacets, CatalogueOrder, Product } from '@teatree/shared/schemas/product';
import { asc, count, gt, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { type KeptPage, keepAtMost, keptPage } from '../../lib/kept-page.ts';
import { categoryNames } from '../categories/repository.ts';
import { NO_REVIEWS, ratingSummaries, reviewsFingerprint } from '../reviews/repository.ts';
import {
  COMPARE,
  type Entry,
  inOrder,
  type Snapshot,
  type StockChange,
  textSharer,
  writeStock,
} from './catalogue-entries.ts';
import { checkCategory, type Filters, facetsOf, filtersKey, filterTeas } from './catalogue-filters.ts';
import { type ProductQuery, toProductDto, toPublicProduct } from './repository.ts';
import { searchTeas, searchWords } from './search.ts';
import { sizesBetween } from './sizes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue list, served from memory; every change to a product, its stock or its reviews invalidates it. */
    catalogue: CatalogueSnapshot;
  }
}

/**
 * Teas read at a time when the snapshot loads: a lot's rows are garbage before V8's young generation
 * fills, so they never reach the old one (at 100,000 teas, 376 MB resident after a load, against 455 MB
 * in lots of 5,000: docs/decisions/0045-the-cost-of-growing.md).
 */
const LOAD_LOT = 1_000;

/**
 * The catalogue's read model. A tea shop's catalogue (thousands of products, a few megabytes) fits in
 * memory, so listing, search, category filters and sorting are answered without a database query;
 * the embedded database, whose engine runs on the event loop, could not otherwise keep up.
 *
 * Freshness: a write on this app server invalidates the snapshot at once (the next read waits for a
 * fresh one), and so does the database's announcement of a change made anywhere (catalogue-plugin.ts).
 * A change of stock alone (every order) is not a reload: the database announces the new stocks
 * and `restock` writes them in, on every app server, the one that took the order included.
 * While announcements cannot be heard, the snapshot checks itself when it is older than `maxAgeMs`, in
 * the background, serving the previous one meanwhile; it notices a change by the product count and the latest
 * `updated_at`, so anything that changes a product (its stock included) must set `updated_at`, and
 * by the reviews' signature (count, rating sum, latest date), which every review write changes, and by the
 * categories' names in order.
 * Product pages and orders always read the database. What it holds is public: the creator's address
 * is masked (docs/decisions/0010-personal-data.md).
 */
export class CatalogueSnapshot {
  private current: Snapshot | undefined;
  /** A load under way, and the changes of stock announced since it began, to be written into it. */
  private loading: { generation: number; promise: Promise<Snapshot>; restocked: StockChange } | undefined;
  private checking: Promise<void> | undefined;
  private generation = 0;
  /** Whether the database's announcements are heard: then every change arrives as `invalidate()` or `restock()`, and no check is needed. */
  private heard = false;

  constructor(
    private readonly db: Executor,
    private readonly maxAgeMs = 5_000,
    private readonly maxPages = 1_000,
    private readonly loadLot = LOAD_LOT,
  ) {}

  invalidate() {
    this.generation += 1;
    this.current = undefined;
  }

  /**
   * Stocks changed (grams or pieces), as the database announced them once they were committed. They are
   * written into the snapshot in hand, and kept for a load under way, which may have read the teas
   * before the change: announcements arrive in the order of their commits, so the last one of each
   * tea is its stock now.
   */
  restock(change: StockChange) {
    if (this.current) writeStock(this.current, change);
    if (this.loading) for (const [id, stock] of change) this.loading.restocked.set(id, stock);
  }

  /**
   * A route of this app server changed stock: while announcements are heard, theirs brings it (as to
   * every other app server); otherwise the snapshot goes, as for any change.
   */
  stockChanged() {
    if (!this.heard) this.invalidate();
  }

  /** Announcements heard, or no longer: either way something may have been missed, so the snapshot goes. */
  hearing(listening: boolean) {
    this.heard = listening;
    this.invalidate();
  }

  /**
   * A page of the catalogue. Given the `address` that asked (the request's path and query string), a page
   * asked again by the same address is found by it, without working out the query's words, filters and
   * order again: a sixth of a search's CPU time on the app server (docs/decisions/0016-caches.md).
   */
  async page(query: ProductQuery, address?: string): Promise<KeptPage> {
    const snapshot = await this.snapshot();
    const known = address === undefined ? undefined : snapshot.pagesByAddress.get(address);
    if (known) return known;
    checkCategory(query, snapshot.categories);
    const searching = Boolean(query.q);
    const words = searching ? searchWords(query.q!).join(' ') : '';
    // A search lists the best match first unless another order is asked for (docs/product.md, "Search").
    const order = query.sort ?? (searching ? 'relevance' : 'newest');
    const key = JSON.stringify([query.limit, query.offset, searching ? `?${words}` : '', filtersKey(query), order]);
    let page = snapshot.pages.get(key);
    if (!page) {
      const teas = searching
        ? await this.found(snapshot, words, order)
        : inOrder(snapshot, order === 'relevance' ? 'newest' : order);
      const matches = filterTeas(teas, query);
      page = keptPage(
        matches.slice(query.offset, query.offset + query.limit).map((entry) => entry.product),
        matches.length,
      );
      keepAtMost(snapshot.pages, key, page, this.maxPages);
    }
    if (address !== undefined) keepAtMost(snapshot.pagesByAddress, address, page, this.maxPages);
    return page;
  }

  /** How many teas each filter's choices would list, for a search (or none) and the filters asked. */
  async facets(query: Filters & { q?: string | undefined }): Promise<CatalogueFacets> {
    const snapshot = await this.snapshot();
    checkCategory(query, snapshot.categories);
    const words = query.q ? searchWords(query.q).join(' ') : '';
    const key = JSON.stringify([query.q ? `?${words}` : '', filtersKey(query)]);
    let facets = snapshot.facets.get(key);
    if (!facets) {
      const teas = query.q ? await this.found(snapshot, words, 'newest') : snapshot.sorted.newest;
      facets = facetsOf(teas, query, snapshot.categories);
      keepAtMost(snapshot.facets, key, facets, this.maxPages);
    }
    return facets;
  }

  /** The shop's categories in the owner's order, as the snapshot in hand has them. */
  async categories(): Promise<string[]> {
    return (await this.snapshot()).categories;
  }

  /** The snapshot's teas a search's words find (none for a search of punctuation alone), best first or in `order`. */
  private async found(snapshot: Snapshot, words: string, order: CatalogueOrder): Promise<Entry[]> {
    const ids = await this.search(snapshot, words);
    if (order === 'relevance') return ids.flatMap((id) => snapshot.byId.get(id) ?? []);
    const found = new Set(ids);
    return inOrder(snapshot, order).filter((e) => found.has(e.product._id));
  }

  /** The ids a search finds, kept with the snapshot: the catalogue it searched is the one the snapshot holds. */
  private async search(snapshot: Snapshot, words: string): Promise<string[]> {
    let found = snapshot.searches.get(words);
    if (!found) {
      found = await searchTeas(this.db, words);
      keepAtMost(snapshot.searches, words, found, this.maxPages);
    }
    return found;
  }

  /**
   * A tea as the snapshot in hand has it, without waiting for one to load: for a hint that may be a
   * moment old (the photo a tea's page preloads), never for what a tea's page or an order says.
   */
  peek(id: string): Product | undefined {
    return this.current?.byId.get(id)?.product;
  }

  /**
   * The page an address asked for before, when the snapshot in hand has it: found without waiting, and
   * without reading the query again (its words, filters and bounds were read when the page was kept).
   */
  pageAt(address: string): KeptPage | undefined {
    return this.inHand()?.pagesByAddress.get(address);
  }

  private async snapshot(): Promise<Snapshot> {
    return this.inHand() ?? this.reload();
  }

  /** The snapshot in hand, if any; checked in the background when it may be stale (announcements unheard). */
  private inHand(): Snapshot | undefined {
    const current = this.current;
    if (current && !this.heard && Date.now() - current.loadedAt > this.maxAgeMs && !this.checking) {
      this.checking = this.refresh(current).finally(() => {
        this.checking = undefined;
      });
    }
    return current;
  }

  /** Reloads only when the catalogue changed: the check is one small query, the load reads every row. */
  private async refresh(current: Snapshot) {
    try {
      if ((await this.fingerprint()) === current.fingerprint) current.loadedAt = Date.now();
      else await this.reload();
    } catch {
      // The database is away: keep serving what we have, and try again on a later read.
    }
  }

  private async fingerprint(): Promise<string> {
    const [[row], reviews, categories] = await Promise.all([
      this.db.select({ n: count(), latest: max(products.updatedAt) }).from(products),
      reviewsFingerprint(this.db),
      categoryNames(this.db),
    ]);
    return `${row?.n ?? 0}:${row?.latest?.toISOString() ?? ''}|${reviews}|${categories.join('\n')}`;
  }

  private reload(): Promise<Snapshot> {
    // A load that began before the latest write would miss it: such a load is not shared.
    if (this.loading?.generation === this.generation) return this.loading.promise;
    const generation = this.generation;
    const restocked: StockChange = new Map();
    const promise = this.load()
      .then((snapshot) => {
        writeStock(snapshot, restocked);
        if (generation === this.generation) this.current = snapshot;
        return snapshot;
      })
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = undefined;
      });
    this.loading = { generation, promise, restocked };
    return promise;
  }

  private async load(): Promise<Snapshot> {
    const fingerprint = await this.fingerprint();
    const [ratings, categories] = await Promise.all([ratingSummaries(this.db), categoryNames(this.db)]);
    // The teas are read a thousand at a time, each lot with its sizes, and made into the list's
    // entries before the next is read: what the load holds beside the snapshot stays one lot's rows,
    // whatever the catalogue's size (docs/decisions/0045-the-cost-of-growing.md).
    const entries: Entry[] = [];
    const shareTexts = textSharer();
    for (let after = ''; ; ) {
      const rows = await this.db
        .select()
        .from(products)
        .where(gt(products.id, after))
        .orderBy(asc(products.id))
        .limit(this.loadLot);
      if (rows.length === 0) break;
      const sizes = await sizesBetween(this.db, after, rows.at(-1)!.id);
      // The snapshot is the public catalogue, served as it is to everyone: addresses are masked here, once.
      for (const row of rows) {
        const product = toPublicProduct(toProductDto(row, sizes.get(row.id) ?? [], ratings.get(row.id) ?? NO_REVIEWS));
        shareTexts(product);
        const { caffeine = null, originCountry = null } = row.facts;
        entries.push({ product, createdAt: row.createdAt.getTime(), caffeine, country: originCountry });
      }
      if (rows.length < this.loadLot) break;
      after = rows.at(-1)!.id;
    }
    const sorted = { newest: entries.sort(COMPARE.newest) };
    const byId = new Map(entries.map((entry) => [entry.product._id, entry]));
    return {
      loadedAt: Date.now(),
      fingerprint,
      sorted,
      byId,
      categories,
      pages: new Map(),
      pagesByAddress: new Map(),
      facets: new Map(),
      searches: new Map(),
    };
  }
}
