import { useSyncExternalStore } from 'react';

/**
 * A visitor's cart, kept in this browser's local storage (docs/decisions/0013-carts.md): teas, the size
 * of each (docs/decisions/0032-sizes-and-stock-by-weight.md; a line kept before teas had sizes has none,
 * and means the tea's default size) and quantities, and each tea's name only to say which one is gone if
 * it is deleted meanwhile. Signing in
 * merges it into the account's cart, kept by the server, and empties it here. This file is in every
 * page's first script (the navbar counts its lines): it imports nothing but React.
 */
export type BrowserLine = { productId: string; sizeId?: string; quantity: number; name: string };

const KEY = 'teatree.cart';
const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: BrowserLine[] } = { raw: null, lines: [] };

function isLine(value: unknown): value is BrowserLine {
  const line = value as BrowserLine;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.productId === 'string' &&
    (line.sizeId === undefined || (typeof line.sizeId === 'string' && line.sizeId !== '')) &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.name === 'string'
  );
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The lines as stored now; the same array while nothing changed, as useSyncExternalStore needs. */
export function readBrowserCart(): BrowserLine[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cached.raw) return cached.lines;
  let lines: BrowserLine[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    lines = Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    lines = [];
  }
  cached = { raw, lines };
  return lines;
}

/**
 * The kept line a cart line (as the server read it, its size always named) stands for: the one of its
 * size, or else the tea's line kept without a size, which the server read as the default size.
 */
export function keptLineIndex(lines: readonly BrowserLine[], line: { productId: string; sizeId: string }): number {
  const exact = lines.findIndex((kept) => kept.productId === line.productId && kept.sizeId === line.sizeId);
  if (exact >= 0) return exact;
  return lines.findIndex((kept) => kept.productId === line.productId && kept.sizeId === undefined);
}

export function writeBrowserCart(lines: readonly BrowserLine[]) {
  const store = storage();
  if (!store) return;
  if (lines.length === 0) store.removeItem(KEY);
  else store.setItem(KEY, JSON.stringify(lines));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const NO_LINES: BrowserLine[] = [];

export function useBrowserCart(): BrowserLine[] {
  return useSyncExternalStore(subscribe, readBrowserCart, () => NO_LINES);
}
