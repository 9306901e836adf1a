import { type KeptPage, keptPage } from '../../lib/kept-page.ts';

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
  private generation = 0;
  private listening = false;

  constructor(private readonly maxPages = 1_000) {}

  async page(key: string, load: () => Promise<{ items: unknown[]; total: number }>): Promise<KeptPage> {
    const kept = this.pages.get(key);
    if (kept) return kept;
    const generation = this.generation;
    const { items, total } = await load();
    const page = keptPage(items, total);
    // A page read before a change arrived is not kept: the next read asks again.
    if (this.listening && generation === this.generation) {
      if (this.pages.size >= this.maxPages) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(key, page);
    }
    return page;
  }

  clear() {
    this.generation += 1;
    this.pages.clear();
  }

  /** Whether announcements are heard: nothing is kept while they are not (some could be missed). */
  hearing(listening: boolean) {
    this.clear();
    this.listening = listening;
  }
}
