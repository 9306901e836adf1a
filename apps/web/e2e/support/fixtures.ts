import { test as base, expect, type Page } from '@playwright/test';
import { signInAsAdmin } from './accounts';

type ExpectedHttpError = { status: number; path: string };
const expectedHttpErrors = new WeakMap<Page, ExpectedHttpError[]>();

/**
 * Chromium logs every 4xx/5xx answer as a console error. A test that provokes one on purpose (a wrong
 * password's 401, say) names it here, by status and exact path; any other failed answer still fails it.
 */
export function expectHttpError(page: Page, status: number, path: string) {
  expectedHttpErrors.set(page, [...(expectedHttpErrors.get(page) ?? []), { status, path }]);
}

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d+)/;

function isExpected(page: Page, text: string, url: string): boolean {
  const failed = FAILED_RESOURCE.exec(text);
  if (!failed || !url) return false;
  const path = decodeURIComponent(new URL(url).pathname);
  return (expectedHttpErrors.get(page) ?? []).some((rule) => rule.status === Number(failed[1]) && rule.path === path);
}

async function watchForErrors(page: Page, problems: string[]) {
  // The browser logs a blocked resource, but not code that caught its own refusal (an eval probe, say).
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} (${event.blockedURI})`),
    ),
  );
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (isExpected(page, message.text(), url)) return;
    problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message} (on ${page.url()})`));
}

/**
 * Every page must run without console errors or uncaught exceptions (after epic-stack's test set-up):
 * a test that passes while the console complains hides a real defect.
 */
/** A made-up client address per test: 10.x.y.z, from the test's id. */
function visitorAddress(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

export const test = base.extend<{ failOnConsoleErrors: undefined; adminPage: Page }>({
  /**
   * Every test is a different visitor: the server (TRUST_PROXY in playwright.config.ts) takes this
   * address as the client's, so its per-address rate limits count each test on its own instead of a
   * whole run from 127.0.0.1. Applies to the page, `page.request` and the `request` fixture.
   * They also name the shop's page as their origin, as a browser does on every write: the shop refuses
   * a write with a session cookie that does not (docs/decisions/0009-accounts-trust.md).
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders, baseURL }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.testId), origin: baseURL! });
  },

  failOnConsoleErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      await watchForErrors(page, problems);
      await use(undefined);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],

  /** A second browser, signed in as the shop's administrator: the customer's `page` keeps its own session. */
  adminPage: async ({ browser, baseURL, viewport, extraHTTPHeaders }, use) => {
    const context = await browser.newContext({ baseURL, viewport, extraHTTPHeaders });
    const adminPage = await context.newPage();
    const problems: string[] = [];
    await watchForErrors(adminPage, problems);
    await signInAsAdmin(adminPage.request);
    await use(adminPage);
    await context.close();
    expect(problems, 'the admin page logged errors').toEqual([]);
  },
});

export { expect };
