import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: Debian's headless shell of Chromium (package chromium-headless-shell),
 * the same Blink and V8 as the full browser without its window, compositor and GPU processes, which
 * runs the browser tests in about two thirds of the time (docs/decisions/0025-tests-in-half-the-time.md);
 * else Debian's Chromium. CHROMIUM_PATH names another.
 */
export const TEST_BROWSER =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
