import './lib/zod-without-eval';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prerenderedScreens } from './app/router';

/**
 * Starts the shop in #root. A prerendered page is hydrated (React takes over its markup) once the
 * screen it shows has loaded, so the whole page hydrates in one pass; see app/lazy-screen.ts.
 */
export function start(root: HTMLElement, drawn: boolean) {
  const screen = prerenderedScreens[root.dataset.screen as keyof typeof prerenderedScreens];
  if (!drawn || !screen) {
    createRoot(root).render(<App />);
    return;
  }
  screen.preload().then(
    () => hydrateRoot(root, <App />),
    // The screen's chunk did not come: draw the page afresh, which shows the error page with a retry.
    () => createRoot(root).render(<App />),
  );
}
