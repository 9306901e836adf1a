import './lib/zod-without-eval';
import { type ReactNode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { prerenderedScreens } from './app/router';

/** Runs `run` once React has hydrated the page around it (it adds no markup of its own). */
function AfterHydration({ run, children }: { run: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the hydrated page is committed
  useEffect(run, []);
  return children;
}

/**
 * Starts the shop in #root. A prerendered page is hydrated (React takes over its markup) once the
 * screen it shows has loaded, so the whole page hydrates in one pass; see app/lazy-screen.ts.
 */
export function start(root: HTMLElement, drawn: boolean) {
  const drawAfresh = () => {
    root.removeAttribute('inert');
    createRoot(root).render(<App />);
  };
  const screen = drawn ? prerenderedScreens[root.dataset.screen as keyof typeof prerenderedScreens]?.Screen : undefined;
  if (!screen) {
    drawAfresh();
    return;
  }
  screen.preload().then(
    () =>
      hydrateRoot(
        root,
        <AfterHydration run={() => root.removeAttribute('inert')}>
          <App />
        </AfterHydration>,
      ),
    // The screen's chunk did not come: draw the page afresh, which shows the error page with a retry.
    drawAfresh,
  );
}
