// Lighthouse on the production build served by the real server, with Debian's Chromium:
//   npm run lighthouse [-- /page …]   (builds the shop first if it is missing)
// Mobile preset (Lighthouse's default: a mid-range phone on a throttled 4G link, simulated) on every
// public page (a tea's page is the demo catalogue's first tea), or on the pages named. Prints the four
// scores per page and exits 1 below the shop's bar: performance ≥ 95, accessibility 100, best practices
// 100, SEO ≥ 95. A measurement, not a test: it depends on the machine being otherwise idle, so `npm
// test` does not run it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltShop } from './built-shop.mjs';

const PUBLIC_PAGES = [
  '/',
  '/products',
  '/products/{tea}',
  '/purchase',
  '/cart',
  '/review',
  '/blog',
  '/about',
  '/terms',
  '/privacy',
  '/login',
  '/signup',
];
// LIGHTHOUSE_REPORTS=dir keeps each page's whole report (JSON, readable in Lighthouse's viewer).
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const BAR = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };

const shop = await startBuiltShop();
const { base } = shop;
let chrome;
let failed = false;
try {
  const [firstTea] = await fetch(`${base}/api/products?limit=1`).then((response) => response.json());
  const pages = (process.argv.length > 2 ? process.argv.slice(2) : PUBLIC_PAGES).map((page) =>
    page.replace('{tea}', firstTea._id),
  );
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  console.log('| page | performance | accessibility | best practices | SEO |');
  console.log('|---|---|---|---|---|');
  for (const page of pages) {
    // A first visit warms the server's caches, as a shop that has been running would have them.
    await fetch(base + page);
    const { lhr } = await lighthouse(base + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BAR),
    });
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
    }
    const scores = Object.fromEntries(
      Object.keys(BAR).map((key) => [key, Math.round(lhr.categories[key].score * 100)]),
    );
    console.log(`| ${page} | ${Object.values(scores).join(' | ')} |`);
    for (const [key, min] of Object.entries(BAR)) {
      if (scores[key] < min) {
        failed = true;
        const audits = Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 0.9 &&
              lhr.categories[key].auditRefs.some((r) => r.id === a.id && r.weight > 0),
          )
          .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
        console.error(`  ${page}: ${key} ${scores[key]} < ${min}; weakest: ${audits.slice(0, 6).join(', ')}`);
      }
    }
  }
} finally {
  await chrome?.kill();
  await shop.stop();
}
process.exit(failed ? 1 : 0);
