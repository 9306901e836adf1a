import type { QueryKey } from '@tanstack/react-query';

/**
 * The answers a page drawn at request time was drawn with (a tea's page holds the tea), carried in the
 * page as JSON: the query that asks for one starts with it (`initialData`), so React's first render
 * draws what the server drew and the page does not ask for it again
 * (docs/decisions/0017-pages-answer-at-once.md).
 */
export type PageData = [key: QueryKey, data: unknown][];

const PAGE_DATA_ID = 'page-data';

/** The `<script type="application/json">` that carries `data`: never run, and safe from a `</script>` in a tea's text. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/**
 * The answer the page was drawn with for `key`, if any. Taken once: the page's data is then dropped,
 * so a later visit to the same address within the app asks the server.
 */
export function takeDrawnAnswer<T>(key: QueryKey): T | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return undefined;
  const wanted = JSON.stringify(key);
  const found = (JSON.parse(element.textContent) as PageData).find(([drawn]) => JSON.stringify(drawn) === wanted);
  if (found) element.remove();
  return found?.[1] as T | undefined;
}
