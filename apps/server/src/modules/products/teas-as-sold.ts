import type { Executor } from '../../db/client.ts';
import { findProduct, type ProductRow } from './repository.ts';

/**
 * What an order copies of a tea, and the minimum it was checked against: the rest of its row (its stock,
 * its dates) may change meanwhile.
 */
export const SOLD_AS = ['name', 'category', 'brand', 'description', 'photo', 'priceCents', 'minOrder'] as const;

/** A tea as an order copies it. */
export type TeaAsSold = Pick<ProductRow, 'id' | (typeof SOLD_AS)[number]>;

export const soldAs = (tea: TeaAsSold): TeaAsSold => ({
  id: tea.id,
  name: tea.name,
  category: tea.category,
  brand: tea.brand,
  description: tea.description,
  photo: tea.photo,
  priceCents: tea.priceCents,
  minOrder: tea.minOrder,
});

export const sameAsSold = (a: TeaAsSold, b: TeaAsSold) => SOLD_AS.every((column) => a[column] === b[column]);

/**
 * The teas as orders last copied them, so that placing an order need not read its tea first
 * (docs/decisions/0021-one-statement-orders.md). Never trusted: the statement that takes a tea's stock
 * takes it only while the tea is still sold as remembered, and a refused order, or one the tea as
 * remembered would refuse, reads the tea again (docs/decisions/0024-one-order-path.md).
 * Nothing else keeps it fresh, so it needs no announcement; the least recently ordered teas go past
 * `max`.
 */
export class TeasAsSold {
  readonly #teas = new Map<string, TeaAsSold>();

  constructor(private readonly max = 2_000) {}

  /** The tea as remembered, or as the database has it now; undefined when there is no such tea. */
  async read(db: Executor, id: string): Promise<TeaAsSold | undefined> {
    const kept = this.#teas.get(id);
    if (kept) {
      this.#teas.delete(id);
      this.#teas.set(id, kept);
      return kept;
    }
    const found = await findProduct(db, id);
    if (found) this.remember(found);
    return found && soldAs(found);
  }

  remember(tea: TeaAsSold) {
    this.#teas.delete(tea.id);
    this.#teas.set(tea.id, soldAs(tea));
    if (this.#teas.size > this.max) this.#teas.delete(this.#teas.keys().next().value!);
  }

  forget(id: string) {
    this.#teas.delete(id);
  }
}
