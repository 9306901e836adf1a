import { BUDGET, checkBudget, homePageDownload } from '../../../scripts/bundle-budget.mjs';
import { expect, test } from './support/fixtures';

/**
 * What a first visitor's browser downloads for the home page stays within the budget of
 * docs/decisions/0018-home-page-scripts.md: the scripts and the stylesheet, gzipped, with no card-payment
 * code and no dashboard charts among them. `npm run size` measures the same against a shop of its own
 * (scripts/bundle-budget.mjs); here it is the browser tests' shop, the same production build.
 */
test('the home page downloads its scripts and stylesheet within the budget, without Stripe or the charts', async ({
  browser,
  baseURL,
}, testInfo) => {
  const files = await homePageDownload(browser, baseURL!);
  const checked = checkBudget(files);
  const report = checked.report.join('\n');
  await testInfo.attach('home-page-download.txt', { body: report, contentType: 'text/plain' });
  // Something was measured: the app's entry script and its one stylesheet.
  expect(
    files.some((file) => file.type === 'script' && /^\/assets\/index-[\w-]+\.js$/.test(file.name)),
    report,
  ).toBe(true);
  expect(
    files.filter((file) => file.type === 'stylesheet'),
    report,
  ).toHaveLength(1);
  expect(checked.problems, `${report}\n(budget ${BUDGET.js} B of JavaScript, ${BUDGET.css} B of CSS)`).toEqual([]);
});
