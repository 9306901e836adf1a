import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type Axe from 'axe-core';

/** axe-core's own script, read once per worker and put into a page once per document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules the shop holds its pages to: WCAG 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe finds wrong with the page as it stands, one line a rule ("serious color-contrast: #total").
 * axe runs in the page itself, put there once per document and asked for its violations alone: no page
 * the tests see holds a frame from another site (Stripe's card field comes only with a live key), and
 * the passes are not read. A wrapper that put axe in again at each analysis and gathered every result
 * cost the browser 1.5 s of CPU an analysis and the test's worker 0.25 s; this costs 0.95 s and nothing
 * (docs/decisions/0025-tests-in-half-the-time.md).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (values) =>
      (window as unknown as { axe: typeof Axe }).axe
        .run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    WCAG_21_AA,
  );
  return violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The page passes axe's WCAG 2.1 A and AA rules; a failure lists each rule and where. Asked again for
 * a few seconds while it does not: a dialog still fading in has text of too little contrast for a
 * moment, and what stays wrong once the page has settled fails. One analysis takes about a second on an
 * idle machine, and has taken more than twenty while two browsers, the shop and its database shared
 * two busy cores: the limit is for such a machine, a page that stays wrong still fails.
 */
export async function expectAccessible(page: Page) {
  await expect(async () => {
    expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
  }).toPass({ timeout: 45_000 });
}
