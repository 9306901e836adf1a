import { vi } from 'vitest';

/** What a kept page's load reads: its items and how many there are in all. */
type Page = { items: unknown[]; total: number };

/** A load that reads a page of one item, `{ n }`, each time it is called (a mock, to count the reads). */
export const loadOf = (n: number) => vi.fn(async (): Promise<Page> => ({ items: [{ n }], total: 1 }));

/**
 * A load that reads an empty page only once `release` is called: what comes in while it reads (a
 * change heard) comes before its answer.
 */
export function heldLoad() {
  let answer: () => void = () => {};
  const load = vi.fn(() => new Promise<Page>((resolve) => (answer = () => resolve({ items: [], total: 0 }))));
  return { load, release: () => answer() };
}
