import { defineConfig, devices } from '@playwright/test';
import { TEST_BROWSER } from './scripts/test-browser.mjs';

/**
 * End-to-end tests drive Debian's Chromium against the real production build served by the real
 * server, on fresh embedded databases seeded with the demo catalogue: one shop shared by most files,
 * and a second shop of its own for the files that read or change what a whole shop holds.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** The second shop, for the ALONE files below: its own port, data and clock. */
const ALONE_PORT = PORT + 1;
const ALONE_DATA_DIR = `${DATA_DIR}-alone`;
/** Where the tests move the second shop's clock (scripts/e2e-clock.mjs, apps/web/e2e/support/shop-clock.ts). */
export const SHOP_CLOCK = `http://127.0.0.1:${PORT + 2}`;
const SHOP = `http://127.0.0.1:${PORT}`;
const ALONE_SHOP = `http://127.0.0.1:${ALONE_PORT}`;
/**
 * Where scripts/e2e-server.mjs keeps the mail each shop writes to its log, by the shop's address
 * (apps/web/e2e/support/mail-log.ts reads the log of the shop a test runs against).
 */
export const MAIL_LOGS: Record<string, string> = {
  [SHOP]: `${DATA_DIR}-mail.jsonl`,
  [ALONE_SHOP]: `${ALONE_DATA_DIR}-mail.jsonl`,
};

/**
 * Test files that read or change what the whole shop holds (the dashboard's takings, the newest reviews
 * first, who the administrators are), or move its clock: they run one at a time on the second shop,
 * beside the other files, so no test elsewhere changes those figures while they read them, and none
 * loses its administrator to them (docs/decisions/0019-browser-tests-side-by-side.md).
 */
const ALONE = /\/(dashboard|reviews|users|first-run|journey|account-pages\.a11y|expiry)\.spec\.ts$/;
// The shop's tax is written whole: the phone's shipping journey keeps to the second shop, so the
// desktop's, on the first, never saves its rates over the other's.
const ALONE_ON_A_PHONE = /\/(account-pages|accounts|journey|shipping)\.mobile\.spec\.ts$/;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const phone = { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const aloneShop = { baseURL: ALONE_SHOP };

/** What both shops share: the production build in trial mode (no SMTP), on a fresh database each. */
const shopEnv = {
  HOST: '127.0.0.1',
  // No PUBLIC_URL: the shop runs as on a first start, trusting the loopback addresses at its port.
  CONTACT_RATE_LIMIT: '100',
  REVIEW_CLIENT_RATE_LIMIT: '1000',
  AUTH_RATE_LIMIT: '1000',
  SMTP_URL: '',
  // The account tests sign these addresses up as the shop's administrators once they are verified
  // (apps/web/e2e/support/accounts.ts, first-run.spec.ts).
  ADMIN_EMAILS: 'admin@teatree.com,owner@tea-house.shop',
  // Each test is a visitor of its own (apps/web/e2e/support/fixtures.ts sends X-Forwarded-For), so the
  // per-address rate limits (Better Auth counts GET /api/auth/get-session too) never add up
  // across a whole run coming from 127.0.0.1.
  TRUST_PROXY: 'true',
  // An unpaid order holds its teas for a minute: the expiry sweep then runs every ten seconds, so a
  // test that moves the clock past an order's time sees it expire within seconds (expiry.spec.ts).
  UNPAID_ORDER_MINUTES: '1',
  // What one customer may hold unpaid (docs/decisions/0026-unpaid-holds-bounded.md): the tests sell
  // out teas of their own and place orders up to $100,000, so each tea's whole stock may be held, and
  // $100,000 in all; unpaid-holds.spec.ts shows the refusal past that.
  UNPAID_SHARE_PERCENT: '100',
  UNPAID_VALUE_MAX: '100000',
};

export default defineConfig({
  testDir: 'apps/web/e2e',
  // E2E_OUTPUT_DIR keeps two runs on one machine from clearing each other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  // Three test files at a time, each test in a file after the other: the ALONE files one after another
  // on the second shop (their projects take one worker), two other files beside them. The files
  // that share a shop take "a tea" from the demo catalogue, which no test edits or deletes
  // (apps/web/e2e/support/catalogue.ts), and make their own to change or count precisely.
  fullyParallel: false,
  workers: 3,
  forbidOnly: true,
  retries: 0,
  // Generous on purpose: a test asserts what a visitor sees, never how fast a busy machine shows it
  // (two files side by side on two cores can hold a page back for seconds).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: SHOP,
    // On a developer's machine a failed test keeps its trace: every action with the page's DOM before
    // and after it, the network and the console; without the film of screenshots, which cost a fifth of
    // the run's CPU (docs/quality.md). CI keeps only what the run prints, so it records no trace at all
    // (another 8 % of the browser tests' CPU): a failure there is read from its message and screenshot,
    // and traced by running the file again here.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // The visitor asks for less motion (the shop's styles then drop their transitions and shorten their
    // animations): a page that moves draws a frame at a time for as long as it moves, and no assertion
    // looks at it move, so the run spends about a tenth less of the browser's CPU. The journeys keep the
    // motion most visitors see (journey.spec.ts, journey.mobile.spec.ts).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: TEST_BROWSER,
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
    // The second shop's files come first, so that one worker takes them from the start, one after
    // another (their projects take one worker), while the other workers run the files below.
    { name: 'desktop, alone', use: { ...desktop, ...aloneShop }, testMatch: ALONE, workers: 1 },
    {
      name: 'mobile, alone',
      use: { ...phone, ...aloneShop },
      testMatch: ALONE_ON_A_PHONE,
      dependencies: ['desktop, alone'],
      workers: 1,
    },
    { name: 'desktop', use: desktop, testIgnore: [/.*\.mobile\.spec\.ts/, ALONE] },
    { name: 'mobile', use: phone, testMatch: /.*\.mobile\.spec\.ts/, testIgnore: ALONE_ON_A_PHONE },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${SHOP}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...shopEnv, PORT: String(PORT), DATA_DIR, MAIL_LOG: MAIL_LOGS[SHOP]! },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${ALONE_SHOP}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...shopEnv,
        PORT: String(ALONE_PORT),
        DATA_DIR: ALONE_DATA_DIR,
        MAIL_LOG: MAIL_LOGS[ALONE_SHOP]!,
        E2E_CLOCK_PORT: new URL(SHOP_CLOCK).port,
      },
    },
  ],
});
