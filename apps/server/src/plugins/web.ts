import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type KeptBody, keptBody, sendKept } from '../lib/kept-page.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the web build's prerender wrote (apps/web/scripts/prerender.mjs): drawn pages and the app's routes. */
interface PageIndex {
  /** Address or pattern, asked for without a query string → file in dist/pages, e.g. "/products" → "products.html"; "/404" for unknown pages. */
  pages: Record<string, string>;
  /** Address or pattern, asked for with or without a query string → file: the signed-in screens' shell. */
  shells?: Record<string, string>;
  /** The router's patterns ("/products/:id"): any other address is a page that does not exist. */
  routes: string[];
}

function readPageIndex(webDist: string): PageIndex | null {
  const file = path.join(webDist, 'pages', 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageIndex) : null;
}

/**
 * Finds the pattern an address matches, as React Router does: `:param` is one segment, case and a
 * trailing slash do not count.
 */
function routeMatcher(patterns: string[]) {
  const split = (address: string) => address.toLowerCase().split('/').filter(Boolean);
  const compiled = patterns.map((pattern) => ({ pattern, parts: split(pattern) }));
  return (pathname: string): string | undefined => {
    const segments = split(pathname);
    return compiled.find(
      ({ parts }) =>
        parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]),
    )?.pattern;
  };
}

/** The drawn file an address is answered with from one of the index's maps, if any. */
function pageFinder(files: Record<string, string> = {}) {
  const match = routeMatcher(Object.keys(files));
  return (pathname: string) => {
    const pattern = match(pathname);
    return pattern === undefined ? undefined : files[pattern];
  };
}

/**
 * The pages drawn at build time with `head` applied (the tags that need the shop's address, which the
 * build does not know), each read and rewritten once, kept in memory with its compressed copies. The
 * not-found page and the pattern pages (a tea's skeleton, the signed-in screens' shell) are not: they
 * stand for no one address.
 */
function keptDrawnPages(
  webDist: string,
  pages: Record<string, string>,
  head: (html: string, address: string) => string,
) {
  const addressOf = new Map(Object.entries(pages).map(([address, file]) => [file, address]));
  const kept = new Map<string, KeptBody>();
  return (file: string): KeptBody | undefined => {
    const address = addressOf.get(file);
    if (address === undefined || address === '/404' || address.includes(':')) return undefined;
    let page = kept.get(file);
    if (!page) {
      page = keptBody(Buffer.from(head(readFileSync(path.join(webDist, 'pages', file), 'utf8'), address)));
      kept.set(file, page);
    }
    return page;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, pages always revalidated. A public page
 * asked for without a query string gets its prerendered HTML (it paints before any script runs); a
 * tea's page is drawn with the tea in it (`draw`), or else gets its drawn skeleton; a signed-in screen
 * gets the drawn shell they share (navbar, skeleton, footer); any other page of the app gets
 * index.html and draws itself (docs/decisions/0017-pages-answer-at-once.md). An address the app has
 * no route for is answered 404 with the drawn not-found page. A page may be sent with a `Link` header
 * that starts a resource it needs at once (`preload`). API and media paths that match nothing get the
 * JSON 404.
 */
export default fp(
  async function web(
    app: FastifyInstance,
    opts: {
      webDist: string;
      /** Pages (and unknown addresses) one client address may ask for a minute. */
      pageRateLimit: number;
      /** A `Link` header to send with a page, e.g. a tea's photo to start with its page (see tea-page.ts). */
      preload?: (pathname: string) => string | undefined;
      /** A page drawn when asked for, in place of its skeleton: a tea's page with the tea in it (see tea-page.ts). */
      draw?: (pathname: string) => Promise<{ html: string; link?: string } | undefined>;
      /** Writes into a page drawn at build time what its `<head>` needs from the running shop (see keptDrawnPages). */
      head?: (html: string, address: string) => string;
    },
  ) {
    const indexFile = path.join(opts.webDist, 'index.html');
    const hasWebApp = existsSync(indexFile);
    if (!hasWebApp) app.log.warn({ webDist: opts.webDist }, 'the web app is not built: run `npm run build`');
    const pageIndex = hasWebApp ? readPageIndex(opts.webDist) : null;
    const appRoute = pageIndex ? routeMatcher(pageIndex.routes) : undefined;
    const isAppRoute = (pathname: string) => !appRoute || appRoute(pathname) !== undefined;
    const drawnPage = pageFinder(pageIndex?.pages);
    const shell = pageFinder(pageIndex?.shells);
    const headed = pageIndex && opts.head ? keptDrawnPages(opts.webDist, pageIndex.pages, opts.head) : undefined;

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        // A route for each file of the build, listed once at start (the build does not change while the
        // shop runs): a page's address goes straight to the app's pages below, instead of first looking
        // for a file of its name on disk, which cost every page two file-system calls.
        wildcard: false,
        index: false,
        // The build writes a Brotli and a gzip copy of each text file (apps/web/scripts/compress.mjs):
        // sent as they are, instead of compressing the same file anew for every request.
        preCompressed: true,
        setHeaders(res, sent) {
          // A compressed copy is its file's: `home.html.br` is cached as `home.html` is.
          const filePath = sent.replace(/\.(?:br|gz)$/, '');
          const assets = `${path.sep}assets${path.sep}`;
          const cache = filePath.includes(assets)
            ? IMMUTABLE
            : filePath.endsWith('.html')
              ? 'no-cache'
              : 'public, max-age=3600';
          res.header('Cache-Control', cache);
        },
      });
    }

    const sendPage = (reply: FastifyReply, file: string) =>
      reply.header('Cache-Control', 'no-cache').sendFile(file, opts.webDist, { cacheControl: false });

    const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!hasWebApp) {
        return reply
          .code(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build`, then restart.');
      }
      const [pathname = '/', query] = request.url.split('?');
      if (!isAppRoute(pathname)) {
        const notFound = pageIndex?.pages['/404'];
        return sendPage(reply.code(404), notFound ? `pages/${notFound}` : 'index.html');
      }
      const drawnNow = query === undefined ? await opts.draw?.(pathname) : undefined;
      if (drawnNow) {
        if (drawnNow.link) reply.header('Link', drawnNow.link);
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(drawnNow.html);
      }
      const drawn = (query === undefined ? drawnPage(pathname) : undefined) ?? shell(pathname);
      const link = opts.preload?.(pathname);
      if (link) reply.header('Link', link);
      const kept = drawn && query === undefined ? headed?.(drawn) : undefined;
      if (kept) return sendKept(request, reply.header('Cache-Control', 'no-cache'), kept, 'text/html; charset=utf-8');
      return sendPage(reply, drawn ? `pages/${drawn}` : 'index.html');
    };

    app.get('/', sendApp);

    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: opts.pageRateLimit, timeWindow: '1 minute' }) },
      (request: FastifyRequest, reply: FastifyReply) => {
        const isPage =
          (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|media)(\/|$)/.test(request.url);
        if (isPage) return sendApp(request, reply);
        return reply
          .code(404)
          .send({ error: 'Not Found', message: `No such address: ${request.method} ${request.url.split('?')[0]}` });
      },
    );
  },
  { name: 'web', dependencies: ['security', 'rate-limits'] },
);
