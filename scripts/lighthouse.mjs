// Lighthouse on the production build served by the real server, with Debian's Chromium:
//   npm run lighthouse [-- /page …]   (builds the web app first if it is missing)
// Mobile preset (Lighthouse's default: a mid-range phone on a throttled 4G link, simulated) on /,
// /products and /review. Prints the four scores per page and exits 1 below the shop's bar:
// performance ≥ 95, accessibility 100, best practices 100, SEO ≥ 95. A measurement, not a test: it
// depends on the machine being otherwise idle, so `npm test` does not run it.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
// Other pages may be named: `npm run lighthouse -- /about /blog`.
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/products', '/review'];
// LIGHTHOUSE_REPORTS=dir keeps each page's whole report (JSON, readable in Lighthouse's viewer).
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const BAR = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };

const port = await new Promise((resolve) => {
  const probe = createServer();
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
if (
  !existsSync(path.join(root, 'apps/web/dist/pages/pages.json')) ||
  !existsSync(path.join(root, 'apps/server/dist/server.js'))
) {
  await new Promise((resolve, reject) =>
    spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('build failed')),
    ),
  );
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'teatree-lighthouse-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
let chrome;
let failed = false;
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error('the shop did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  console.log('| page | performance | accessibility | best practices | SEO |');
  console.log('|---|---|---|---|---|');
  for (const page of PAGES) {
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
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
