import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The page passes axe's WCAG 2.1 A and AA rules; a failure lists each rule and where. Asked again for
 * a few seconds while it does not: a dialog still fading in has text of too little contrast for a
 * moment, and what stays wrong once the page has settled fails. One analysis takes one or two
 * seconds on an idle machine, and has taken more than twenty while two browsers, the shop and its
 * database shared two busy cores: the limit is for such a machine, a page that stays wrong still fails.
 */
export async function expectAccessible(page: Page) {
  await expect(async () => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      // In the page itself: what the default mode's second, blank page is for is a frame from another
      // site, and no page the tests see holds one (Stripe's card field comes only with a live key). That
      // page cost about a third of each analysis's CPU (docs/decisions/0025-tests-in-half-the-time.md).
      .setLegacyMode(true)
      .analyze();
    expect(
      violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe on ${page.url()}`,
    ).toEqual([]);
  }).toPass({ timeout: 45_000 });
}
