// Draws the shop's public pages into HTML at build time (after `vite build` and the server build of
// src/entry-prerender.tsx), so they paint before any script runs; React then hydrates them.
//   dist/pages/<name>.html   one page each; #root names the screen drawn in it (src/main.tsx)
//   dist/pages/pages.json    which address (or route pattern, /products/:id) is which file, without a
//                            query string (`pages`) and with or without one (`shells`), and every route
//                            pattern of the app, for the server (apps/server/src/plugins/web.ts)
// Which pages: `prerenderedScreens` in src/app/router.tsx. Anything else (a list asked for with a query
// string, the password reset) gets the plain dist/index.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const out = path.join(dist, 'pages');

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { prerender, intoTemplate, routePatterns, drawnPages } = await import(
  pathToFileURL(path.join(web, 'dist-prerender/entry-prerender.js')).href
);

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const pages = {};
const shells = {};
for (const { screen, address, shellOf } of drawnPages) {
  const markup = await prerender(address);
  // A page stands for other addresses only if they first render exactly the same markup.
  for (const other of shellOf) {
    if ((await prerender(other)) !== markup) throw new Error(`${other} does not first render what ${address} does`);
  }
  // React writes the page's <title> (and the images it preloads) before the body: they go in <head>.
  const html = intoTemplate(template, screen, markup);
  const file = `${screen}.html`;
  writeFileSync(path.join(out, file), html);
  pages[address] = file;
  for (const other of shellOf) shells[other] = file;
  console.log(`prerendered ${address.padEnd(13)} → dist/pages/${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify({ pages, shells, routes: routePatterns }, null, 2)}\n`);
