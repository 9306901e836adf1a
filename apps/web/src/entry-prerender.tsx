/**
 * Draws the public pages at build time (scripts/prerender.mjs), so a visitor sees the page as soon as
 * its HTML and stylesheet arrive, before any script has run. The markup is what the browser's first
 * render produces too: nobody is signed in yet and every list is still loading (nothing is fetched
 * here), so React hydrates it as it is and then fetches the session and the lists as usual.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, prerenderedScreens } from './app/router';
import { paths } from './config/paths';
import { createQueryClient } from './lib/query-client';

export async function prerender(url: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider client={createQueryClient()}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    {
      // A screen that throws here would silently fall back to drawing itself in the browser: fail the build instead.
      onError: (error) => void errors.push(error),
      // Every screen inline in the markup: no boundary left to be filled in by an inline script,
      // which the Content-Security-Policy (script-src 'self') would block.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length) throw new AggregateError(errors, `prerendering ${url} failed: ${errors.map(String).join('; ')}`);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** Every address pattern the router shows a screen for; the server answers any other with 404. */
export const routePatterns: string[] = Object.values(paths).map((route) => route.path);

/** The pages to draw: each screen's name, address, and the addresses it stands for whatever the query. */
export const drawnPages = Object.entries(prerenderedScreens).map(([screen, { address, shellOf = [] }]) => ({
  screen,
  address,
  shellOf,
}));
