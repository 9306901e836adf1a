import type { Browser } from '@playwright/test';
import { createCustomer, signInAsAdmin } from './support/accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { addProduct, payOrder, placeOrder, removeProduct, type ShopProduct } from './support/orders-api';

/**
 * A tea's reviews where people choose (docs/decisions/0006-reviews.md): on the tea's page its rating,
 * its latest reviews and the way to all of them; "Verified buyer" on a review whose author paid for it.
 */

let reviewer = 0;

/** A customer of their own (a browser context of their own), who reviews the tea, after paying for it if `buys`. */
async function reviewBy(browser: Browser, baseURL: string, tea: ShopProduct, text: string, buys = false) {
  reviewer += 1;
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': `10.201.${reviewer}.${Date.now() % 250}` },
  });
  try {
    const account = await createCustomer(context.request, `Reviewer ${reviewer}`);
    if (buys) await payOrder(context.request, await placeOrder(context.request, tea, 1));
    const response = await context.request.post('/api/reviews', {
      data: { productId: tea._id, review: text, rating: buys ? 5 : 4 },
    });
    expect(response.status(), await response.text()).toBe(201);
    return account;
  } finally {
    await context.close();
  }
}

test('a tea’s page shows its rating and latest reviews, Verified buyer among them, and leads to all of them', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signInAsAdmin(request);
  const tea = await addProduct(request, { quantity: 100, minOrder: 1 });
  try {
    for (const n of [1, 2, 3]) await reviewBy(browser, baseURL!, tea, `Just looking, note ${n}`);
    const buyer = await reviewBy(browser, baseURL!, tea, 'Bought a tin: smooth and sweet', true);

    await page.goto(`/products/${tea._id}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('Rated 4.3 out of 5 from 4 reviews')).toBeAttached();
    const cards = reviews.getByRole('article');
    await expect(cards).toHaveCount(3);
    const bought = cards.filter({ hasText: 'Bought a tin' });
    await expect(bought.getByRole('heading', { name: buyer.name })).toBeVisible();
    await expect(bought.getByText('Verified buyer')).toBeVisible();
    await expect(cards.filter({ hasText: 'note 3' }).getByText('Verified buyer')).toHaveCount(0);
    await expect(reviews.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', `/myreview/${tea._id}`);
    await expectAccessible(page);

    await reviews.getByRole('link', { name: 'See all 4 reviews' }).click();
    await expect(page).toHaveURL(`/review?product=${tea._id}`);
    await expect(page.getByRole('heading', { level: 2, name: `Reviews of ${tea.name}` })).toBeVisible();
    const wall = page.getByRole('region', { name: `Reviews of ${tea.name}` }).getByRole('article');
    await expect(wall).toHaveCount(4);
    await expect(wall.filter({ hasText: 'note 1' })).toHaveCount(1);
    await expect(wall.filter({ hasText: 'Bought a tin' }).getByText('Verified buyer')).toBeVisible();
    await expectAccessible(page);

    // Back to every review: the original heading and wall, the buyer's card still marked.
    await page.getByRole('link', { name: 'All reviews' }).click();
    await expect(page).toHaveURL('/review');
    const everyone = page.getByRole('region', { name: 'What Our Customer Says' });
    await expect(
      everyone.getByRole('article').filter({ hasText: 'Bought a tin' }).getByText('Verified buyer'),
    ).toBeVisible();
  } finally {
    await removeProduct(request, tea);
  }
});

test('a tea nobody has reviewed yet says so, and invites the first review', async ({ page, request }) => {
  await signInAsAdmin(request);
  const tea = await addProduct(request, { quantity: 10, minOrder: 1 });
  try {
    await page.goto(`/products/${tea._id}`);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('No reviews yet. Brewed it at home? Yours could be the first.')).toBeVisible();
    await expect(reviews.getByRole('link', { name: /See all/ })).toHaveCount(0);
    await expect(reviews.getByRole('link', { name: 'Write a review' })).toBeVisible();
  } finally {
    await removeProduct(request, tea);
  }
});
