import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { photoPreloadLink, TEA_PAGE_PHOTO_SIZES } from '@teatree/shared/media';
import type { Product } from '@teatree/shared/schemas/product';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { teaPageHead, withHead } from '../seo/page-head.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';
import { readProduct, toPublicProduct } from './repository.ts';

/** A tea's page: /products/{id}, as the web app's router has it (case and a trailing slash aside). */
const TEA_PAGE = /^\/products\/([A-Za-z0-9_-]+)\/?$/i;

/** What the web build's renderer offers (apps/web/src/entry-prerender.tsx, built into `dist-prerender` beside the web app). */
interface PageRenderer {
  drawTeaPage(template: string, tea: Product): Promise<string>;
}

/** The drawn pages kept, by the tea they show: a page is drawn again only when its tea changed. */
const KEPT_PAGES = 100;

const detailsLink = (id: string) =>
  `</api/products/${encodeURIComponent(id)}>; rel=preload; as=fetch; crossorigin=use-credentials`;

/**
 * A tea's page, drawn when it is asked for with the tea in it (photo, name, price, stock), so it shows
 * before any script has run, and carrying the tea as data, so the browser's first render draws the
 * same (docs/decisions/0017-pages-answer-at-once.md). Its head names the tea for search engines and
 * link previews (its description, photo, price, stock and rating: ../seo/page-head.ts). The tea is read from the database, as its page's
 * own request would; its drawing is kept while the tea stays the same.
 *
 * When the page cannot be drawn (an address with a query string, a tea that does not exist, the
 * renderer not built or failing, the database away), the server sends the drawn skeleton, as before,
 * with a `Link` header that starts the photo and the tea's details beside the scripts (`preload`).
 */
export function teaPages({
  db,
  catalogue,
  webDist,
  origin,
  log,
}: {
  db: Executor;
  catalogue: CatalogueSnapshot;
  webDist: string;
  /** The shop's own address (PUBLIC_URL), for the page's canonical address, previews and product data. */
  origin: string;
  log: FastifyBaseLogger;
}) {
  const kept = new Map<string, string>();
  let renderer: Promise<{ draw: PageRenderer['drawTeaPage']; template: string } | null> | undefined;

  /** The renderer and the page template, loaded on the first tea's page asked for. */
  const loadRenderer = () => {
    renderer ??= (async () => {
      const file = path.join(path.dirname(webDist), 'dist-prerender', 'entry-prerender.js');
      const index = path.join(webDist, 'index.html');
      if (!existsSync(file) || !existsSync(index)) {
        log.warn({ file }, "the web app's renderer is not built: a tea's page is sent as its skeleton");
        return null;
      }
      const { drawTeaPage } = (await import(pathToFileURL(file).href)) as PageRenderer;
      return { draw: drawTeaPage, template: readFileSync(index, 'utf8') };
    })().catch((error: unknown) => {
      log.error({ err: error }, "the web app's renderer could not be loaded: a tea's page is sent as its skeleton");
      return null;
    });
    return renderer;
  };

  return {
    /**
     * The `Link` header a tea's skeleton is sent with: its photo and its details (`GET /api/products/{id}`,
     * asked for as the page's own request asks, with the visitor's cookies). It reads the catalogue kept
     * in memory as it is; while none is (just after a change), the page goes without.
     */
    preload(pathname: string): string | undefined {
      const id = TEA_PAGE.exec(pathname)?.[1];
      const tea = id === undefined ? undefined : catalogue.peek(id);
      return tea && `${photoPreloadLink(tea.photo, TEA_PAGE_PHOTO_SIZES)}, ${detailsLink(tea._id)}`;
    },

    /** The tea's page drawn with the tea, and its photo's `Link` header; nothing when it cannot be (see above). */
    async draw(pathname: string): Promise<{ html: string; link: string } | undefined> {
      const id = TEA_PAGE.exec(pathname)?.[1];
      if (id === undefined) return undefined;
      try {
        const page = await loadRenderer();
        const found = page && (await readProduct(db, id));
        if (!page || !found) return undefined;
        const tea = toPublicProduct(found);
        const key = JSON.stringify(tea);
        let html = kept.get(key);
        if (html === undefined) {
          html = withHead(await page.draw(page.template, tea), teaPageHead(tea, origin), origin);
          if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value!);
          kept.set(key, html);
        }
        return { html, link: photoPreloadLink(tea.photo, TEA_PAGE_PHOTO_SIZES) };
      } catch (error) {
        log.error({ err: error, pathname }, "a tea's page could not be drawn: its skeleton is sent");
        return undefined;
      }
    },
  };
}
