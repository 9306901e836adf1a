import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium against the real production build served by the real
 * server, on a fresh embedded database seeded with the demo catalogue.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** Where scripts/e2e-server.mjs keeps the mail the shop writes to its log (apps/web/e2e/mail-log.ts reads it). */
export const MAIL_LOG = `${DATA_DIR}-mail.jsonl`;

/**
 * Test files that read or change what the whole shop holds (the dashboard's takings, the newest reviews
 * first, who the administrators are): they run one at a time once every other file is done, so no test
 * elsewhere changes those figures while they read them, and none loses its administrator to them.
 */
const ALONE = /\/(dashboard|reviews|users|first-run|journey|account-pages\.a11y)\.spec\.ts$/;
const ALONE_ON_A_PHONE = /\/(account-pages|accounts|journey)\.mobile\.spec\.ts$/;

export default defineConfig({
  testDir: 'apps/web/e2e',
  // E2E_OUTPUT_DIR keeps two runs on one machine from clearing each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  // Two test files at a time, one per core, each test in a file after the other. The files share one
  // shop, so a test that needs "a tea" takes one of the demo catalogue's, which no test edits or
  // deletes (apps/web/e2e/support/catalogue.ts), and makes its own to change or count precisely.
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Generous on purpose: a test asserts what a visitor sees, never how fast a busy machine shows it
  // (two files side by side on two cores can hold a page back for seconds).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testIgnore: [/.*\.mobile\.spec\.ts/, ALONE],
    },
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      testMatch: /.*\.mobile\.spec\.ts/,
      testIgnore: ALONE_ON_A_PHONE,
    },
    {
      name: 'desktop, alone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: ALONE,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
    },
    {
      name: 'mobile, alone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      testMatch: ALONE_ON_A_PHONE,
      dependencies: ['desktop, alone'],
      workers: 1,
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // No PUBLIC_URL: the shop runs as on a first start, trusting the loopback addresses at its port.
      DATA_DIR,
      MAIL_LOG,
      CONTACT_RATE_LIMIT: '100',
      AUTH_RATE_LIMIT: '1000',
      SMTP_URL: '',
      // The account tests sign these addresses up as the shop's administrators once they are verified
      // (apps/web/e2e/accounts.ts, first-run.spec.ts).
      ADMIN_EMAILS: 'admin@teatree.com,owner@tea-house.shop',
      // Each test is a visitor of its own (apps/web/e2e/fixtures.ts sends X-Forwarded-For), so the
      // per-address rate limits (Better Auth counts GET /api/auth/get-session too) never add up
      // across a whole run coming from 127.0.0.1.
      TRUST_PROXY: 'true',
      // An unpaid order holds its teas for a minute, so a test can watch one expire (payment.spec.ts).
      UNPAID_ORDER_MINUTES: '1',
    },
  },
});
