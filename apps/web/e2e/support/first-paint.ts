import type { Page } from '@playwright/test';

/**
 * Holds back every script of the app but the page's first (src/main.tsx) until the returned function is
 * called: the page stays as it is between its first paint and React taking it over, which on a slow
 * link lasts a while (docs/decisions/0017-pages-answer-at-once.md).
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  const html = await (await page.request.get('/')).text();
  const firstScript = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  if (!firstScript) throw new Error('the page names no first script');
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (new URL(route.request().url()).pathname !== firstScript) await released;
    // A request the page gave up on while held (it went elsewhere) cannot be continued.
    await route.continue().catch(() => {});
  });
  return release;
}

/** Every address the page asked for, in order (documents, scripts, API calls). */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
