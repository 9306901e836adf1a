// Draws the shop's public pages into HTML at build time (after `vite build` and the server build of
// src/entry-prerender.tsx), so they paint before any script runs; React then hydrates them.
//   dist/pages/<name>.html   one page each; #root names the screen drawn in it (src/main.tsx)
//   dist/pages/pages.json    which address is which file, and every route pattern of the app, for the
//                            server (apps/server/src/plugins/web.ts)
// Which pages: `prerenderedScreens` in src/app/router.tsx. Addresses with a query string, signed-in
// screens and anything else get the plain dist/index.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const out = path.join(dist, 'pages');

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { prerender, routePatterns, drawnPages } = await import(
  pathToFileURL(path.join(web, 'dist-prerender/entry-prerender.js')).href
);

if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill');
if (!template.includes('<title>')) throw new Error('dist/index.html has no <title> to replace');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const index = {};
for (const { screen, address } of drawnPages) {
  const markup = await prerender(address);
  // React writes the page's <title> (and the images it preloads) before the body: they go in <head>,
  // in place of the template's title.
  const [, head = '', body = ''] = markup.match(/^((?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*)([\s\S]*)$/) ?? [];
  if (!head.includes('<title>')) throw new Error(`${address}: the page rendered no <title>`);
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('<div id="root"></div>', () => `<div id="root" data-screen="${screen}">${body}</div>`);
  const file = `${screen}.html`;
  writeFileSync(path.join(out, file), html);
  index[address] = file;
  console.log(`prerendered ${address.padEnd(10)} → dist/pages/${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify({ pages: index, routes: routePatterns }, null, 2)}\n`);
