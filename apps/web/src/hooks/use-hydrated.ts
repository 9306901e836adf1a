import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while React takes over a prerendered page's markup (and at build time), true from the render
 * after: a control whose handler is not attached yet can say so, instead of doing the browser's default
 * (a form would submit itself to the page's own address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
