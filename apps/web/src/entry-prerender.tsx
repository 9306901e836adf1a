/**
 * Draws the public pages at build time (scripts/prerender.mjs), so a visitor sees the page as soon as
 * its HTML and stylesheet arrive, before any script has run. The markup is what the browser's first
 * render produces too: nobody is signed in yet and every list is still loading (nothing is fetched
 * here), so React hydrates it as it is and then fetches the session and the lists as usual.
 *
 * A tea's page is drawn again when it is asked for, with the tea in it (`drawTeaPage`, called by the
 * server: apps/server/src/modules/products/tea-page.ts): the page carries the tea as data, so the
 * browser's first render holds it too.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@teatree/shared/schemas/product';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, prerenderedScreens } from './app/router';
import { paths } from './config/paths';
import { getProductQueryOptions } from './features/products/api/get-product';
import { type PageData, pageDataScript } from './lib/page-data';
import { createQueryClient } from './lib/query-client';

/** The markup of the app at `url`, its `<title>` (and the images it preloads) first; `client` holds any answers it draws. */
export async function prerender(url: string, client: QueryClient = createQueryClient()): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider client={client}>
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

/**
 * The built `index.html` (`template`) with a page in it: the markup's title and preloads in `<head>`,
 * its body in `#root` (named after the screen, for src/main.tsx), and the answers it was drawn with.
 */
export function intoTemplate(template: string, screen: string, markup: string, data?: PageData): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
  if (!template.includes('<title>')) throw new Error('index.html has no <title> to replace');
  const [, head = '', body = ''] = markup.match(/^((?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*)([\s\S]*)$/) ?? [];
  if (!head.includes('<title>')) throw new Error(`${screen}: the page rendered no <title>`);
  const root = `<div id="root" data-screen="${screen}">${body}</div>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('<div id="root"></div>', () => (data ? pageDataScript(data) + root : root));
}

/** A tea's page with the tea in it, as the browser's first render will draw it from the data it carries. */
export async function drawTeaPage(template: string, tea: Product): Promise<string> {
  const data: PageData = [[getProductQueryOptions(tea._id).queryKey, tea]];
  const client = createQueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  return intoTemplate(template, 'product', await prerender(paths.product.getHref(tea._id), client), data);
}
