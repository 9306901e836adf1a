import { type KeptPage, keptPage } from '../../lib/kept-page.ts';

/** The database's channel on which the customers whose orders changed are announced (migration 0015). */
export const ORDERS_CHANGED = 'orders_changed';

/** What a customer's entry is counted as beside its pages' bytes, so that many small entries are bounded too. */
const ENTRY_BYTES = 256;

interface Customer {
  /** Their pages by query (`limit:offset:status`). */
  pages: Map<string, KeptPage>;
  bytes: number;
}

/**
 * Each customer's own order pages (My Orders) that this app server has answered, kept in memory so a
 * repeated read costs no query (docs/decisions/0016-caches.md). Kept only while the database's
 * announcements are heard; a customer's pages are forgotten when their orders change, whoever changed
 * them: at once on the server that took the change (`forget`, from the write's answer), within
 * milliseconds on the others (the announcement on `orders_changed`). The customers used longest ago
 * are forgotten first once the pages' JSON passes `maxBytes`.
 */
export class CustomerOrderPages {
  /** In order of last use, the least recent first. */
  private readonly customers = new Map<string, Customer>();
  private bytes = 0;
  private listening = false;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  async page(
    customerId: string,
    query: string,
    load: () => Promise<{ items: unknown[]; total: number }>,
  ): Promise<KeptPage> {
    let customer = this.customers.get(customerId);
    if (customer) {
      this.customers.delete(customerId);
      this.customers.set(customerId, customer);
      const kept = customer.pages.get(query);
      if (kept) return kept;
    } else if (this.listening) {
      customer = { pages: new Map(), bytes: ENTRY_BYTES };
      this.customers.set(customerId, customer);
      this.bytes += ENTRY_BYTES;
    }
    const { items, total } = await load();
    const page = keptPage(items, total);
    // A page read while the customer's orders changed is not kept: their entry was forgotten meanwhile.
    if (customer && this.customers.get(customerId) === customer && !customer.pages.has(query)) {
      customer.pages.set(query, page);
      customer.bytes += page.body.length;
      this.bytes += page.body.length;
      this.shrink();
    }
    return page;
  }

  /** Forgets the pages of the customers an announcement names (ids joined by commas), or everyone's (`*`). */
  forget(customers: string) {
    if (customers === '*') return this.clear();
    for (const id of customers.split(',')) {
      const customer = this.customers.get(id);
      if (!customer) continue;
      this.customers.delete(id);
      this.bytes -= customer.bytes;
    }
  }

  /** Whether announcements are heard: nothing is kept while they are not (some could be missed). */
  hearing(listening: boolean) {
    this.clear();
    this.listening = listening;
  }

  /** Whether any page of a customer's is kept. */
  holds(customerId: string) {
    return (this.customers.get(customerId)?.pages.size ?? 0) > 0;
  }

  /** How many customers have pages kept, and the bytes counted for them. */
  get size() {
    return { customers: this.customers.size, bytes: this.bytes };
  }

  private clear() {
    this.customers.clear();
    this.bytes = 0;
  }

  private shrink() {
    for (const [id, customer] of this.customers) {
      if (this.bytes <= this.maxBytes) return;
      this.customers.delete(id);
      this.bytes -= customer.bytes;
    }
  }
}
