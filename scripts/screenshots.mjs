// Full-page screenshots of pages at 1440 and 375 px, to look at what was built:
//   node scripts/screenshots.mjs http://127.0.0.1:3000 / /products /about
// Writes /tmp/shots/<page>-1440.png and -375.png (SHOTS_DIR to change). SHOTS_COOKIE="name=value"
// takes them signed in.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base, ...pages] = process.argv.slice(2);
if (!base || pages.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <base url> <path>…');
  process.exit(1);
}
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const width of [1440, 375]) {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 812 } });
  if (process.env.SHOTS_COOKIE) {
    const [name, ...value] = process.env.SHOTS_COOKIE.split('=');
    await context.addCookies([{ name, value: value.join('='), url: base }]);
  }
  const page = await context.newPage();
  for (const route of pages) {
    await page.goto(new URL(route, base).toString(), { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const name = route
      .replace(/^\/$/, 'home')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '');
    const file = path.join(outDir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
