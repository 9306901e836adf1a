import './lib/zod-without-eval';
import { type ReactNode, startTransition, useEffect } from 'react';
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
 * Starts the shop in #root. A drawn page is hydrated (React takes over its markup) once the screen it
 * shows has loaded, so the whole page hydrates in one pass (see app/lazy-screen.ts); then `whenLive`
 * lets its forms and buttons be used. The hydration is a transition: React does it in slices of a few
 * milliseconds, giving the browser its turn between them, instead of holding the page still for the
 * whole pass (docs/decisions/0017-pages-answer-at-once.md).
 */
export function start(root: HTMLElement, drawn: boolean, whenLive: () => void) {
  const drawAfresh = () => createRoot(root).render(<App />);
  const page = drawn ? prerenderedScreens[root.dataset.screen ?? ''] : undefined;
  if (!page) {
    drawAfresh();
    return;
  }
  // The signed-in screens' shell shows no screen yet, only the skeleton their guard draws.
  (page.Screen?.preload() ?? Promise.resolve()).then(
    () =>
      startTransition(() => {
        hydrateRoot(
          root,
          <AfterHydration run={whenLive}>
            <App />
          </AfterHydration>,
        );
      }),
    // The screen's chunk did not come: draw the page afresh, which shows the error page with a retry.
    drawAfresh,
  );
}
