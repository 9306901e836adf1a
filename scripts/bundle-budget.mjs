// The home route's first download, measured from the production build and held to a budget:
//   node scripts/bundle-budget.mjs [dist]      (npm run size; part of npm test)
// Initial JavaScript = the entry chunk, the app it starts (src/boot.tsx, imported once the page has
// painted), the home route's chunk and everything they import statically: what the browser fetches
// before the home page works. Card-payment code (Stripe) must stay on
// the payment route, the dashboard's charts on the dashboard. Prints gzipped sizes; exits 1 over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// 124 KB since the cart: its button and count on every page, Add to cart on the home cards (docs/decisions/0013-carts.md).
const BUDGET = { js: 124 * 1024, css: 25 * 1024 };
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunks a module needs before it runs: itself and its static imports, transitively. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]);
}

const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function measure(routeKeys) {
  const chunks = closure(['index.html', ...routeKeys]);
  const js = new Set(chunks.map((c) => c.file));
  const css = new Set(chunks.flatMap((c) => c.css ?? []));
  const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
  return { chunks, js: sum(js), css: sum(css), files: js };
}

const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/home.tsx'));
const paymentKey = Object.keys(manifest).find((key) => key.endsWith('src/app/routes/payment.tsx'));
if (!homeKey) throw new Error('the build has no home route chunk');

const bootKey = Object.keys(manifest).find((key) => key.endsWith('src/boot.tsx'));
if (!bootKey) throw new Error('the build has no boot chunk (src/boot.tsx)');
const home = measure([bootKey, homeKey]);
const stripeIn = (files) =>
  [...files].filter((file) => readFileSync(path.join(dist, file), 'utf8').includes('js.stripe.com'));

const problems = [];
console.log(
  `home route initial JavaScript: ${kb(home.js)} gzipped (budget ${kb(BUDGET.js)}) in ${home.files.size} files`,
);
console.log(`home route CSS:                ${kb(home.css)} gzipped (budget ${kb(BUDGET.css)})`);
if (home.js > BUDGET.js) problems.push(`initial JavaScript ${kb(home.js)} is over ${kb(BUDGET.js)}`);
if (home.css > BUDGET.css) problems.push(`CSS ${kb(home.css)} is over ${kb(BUDGET.css)}`);
const leaked = stripeIn(home.files);
if (leaked.length) problems.push(`Stripe's code is in the home route's download: ${leaked.join(', ')}`);

// The dashboard's charting library (uPlot) is for administrators: no customer downloads it.
const charts = [...home.files].filter((file) => readFileSync(path.join(dist, file), 'utf8').includes('u-legend'));
if (charts.length) problems.push(`the dashboard's charts are in the home route's download: ${charts.join(', ')}`);

if (paymentKey) {
  // Stripe.js is loaded by the payment feature on demand: find it among all chunks.
  const all = new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  );
  const withStripe = stripeIn(all);
  console.log(`Stripe's loader lives in:      ${withStripe.join(', ') || '(not found)'}`);
  if (withStripe.length === 0) problems.push("Stripe's loader is not in the build");
}

if (problems.length) {
  for (const problem of problems) console.error(`over budget: ${problem}`);
  process.exit(1);
}
