import { type KeptPage, keepAtMost, keptPage } from '../../lib/kept-page.ts';

/**
 * The public review pages this app server has answered (the wall's pages and each tea's), kept in
 * memory so a repeated read costs no query (docs/decisions/0016-caches.md). They are the same for
 * everyone: addresses are masked before a page is kept.
 *
 * Kept only while the database's announcements are heard; dropped on a change to the reviews (a new,
 * replaced or removed review, an account's reviews made anonymous) or to an order's state (which makes
 * or unmakes a verified buyer), whichever app server made it; at once on the server that made it
 * (`clear`, from the write's answer), within milliseconds on the others (the announcement).
 */
export class ReviewPages {
  private readonly pages = new Map<string, KeptPage>();
  /** The same pages by the address that asked for them (`/api/reviews?…`): a page asked again is found at once. */
  private readonly byAddress = new Map<string, KeptPage>();
  private generation = 0;
  private listening = false;

  constructor(private readonly maxPages = 1_000) {}

  /** The page `key` names, kept or loaded; given the `address` that asked, kept under it too (`pageAt`). */
  async page(
    key: string,
    load: () => Promise<{ items: unknown[]; total: number }>,
    address?: string,
  ): Promise<KeptPage> {
    let page = this.pages.get(key);
    if (!page) {
      const generation = this.generation;
      const { items, total } = await load();
      page = keptPage(items, total);
      // A page read before a change arrived is not kept: the next read asks again.
      if (!this.listening || generation !== this.generation) return page;
      keepAtMost(this.pages, key, page, this.maxPages);
    }
    if (address !== undefined) keepAtMost(this.byAddress, address, page, this.maxPages);
    return page;
  }

  /**
   * The page an address asked for before, found without waiting and without reading the query again
   * (its bounds and tea were read when the page was kept).
   */
  pageAt(address: string): KeptPage | undefined {
    return this.byAddress.get(address);
  }

  clear() {
    this.generation += 1;
    this.pages.clear();
    this.byAddress.clear();
  }

  /** Whether announcements are heard: nothing is kept while they are not (some could be missed). */
  hearing(listening: boolean) {
    this.clear();
    this.listening = listening;
  }
}
