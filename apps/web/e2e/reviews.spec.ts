import type { APIRequestContext, Page } from '@playwright/test';
import { REVIEW_MAX } from '@teatree/shared/constants';
import { toasts } from '@teatree/shared/messages';
import { maskEmail } from '@teatree/shared/privacy';
import { REVIEW_DELETE_CONFIRM, reviewMessages } from '@teatree/shared/schemas/review';
import { createCustomer, createUnverifiedCustomer, PASSWORD, verifyEmail } from './support/accounts';
import { demoTeas } from './support/catalogue';
import { expect, expectHttpError, test } from './support/fixtures';

type ProductJson = { _id: string; name: string; description: string; price: number; reviewCount: number };
type ReviewJson = {
  _id: string;
  review: string;
  rating: number;
  user: string;
  email: string;
  name: string;
  createdAt: string;
};

/** The newest teas of the demo catalogue, which no test edits or deletes. */
async function products(request: APIRequestContext, limit = 100): Promise<ProductJson[]> {
  return ((await demoTeas(request)) as unknown as ProductJson[]).slice(0, limit);
}

async function latestReviews(request: APIRequestContext): Promise<ReviewJson[]> {
  const response = await request.get('/api/reviews?limit=20');
  expect(response.ok()).toBe(true);
  return response.json();
}

/** A review written straight through the API by whoever `request` is signed in as, from the shop's own origin. */
async function writeReview(request: APIRequestContext, productId: string, review: string, rating = 4) {
  const response = await request.post('/api/reviews', {
    data: { productId, review, rating },
    headers: { origin: String(test.info().project.use.baseURL) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).insertedId as string;
}

/** A star of the rating: what a customer clicks (the radio inside it is visually hidden). */
const star = (page: Page, name: string) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });

const unique = (words: string) => `${words} (${Date.now().toString(36)})`;

/** The review card that quotes `text`, in a region of the page. */
const cardWith = (page: Page, region: string, text: string) =>
  page.getByRole('region', { name: region }).getByRole('article').filter({ hasText: text });

test.describe('writing a review', () => {
  test('a customer writes a 3-star review, which shows with 3 stars on /review and on the home page', async ({
    page,
  }) => {
    const customer = await createCustomer(page.request, 'Rita Reviewer');
    // A tea from the home page that nobody has reviewed yet, so its rating shows this review alone.
    const tea = (await products(page.request, 8)).find((p) => p.reviewCount === 0);
    if (!tea) throw new Error('every tea on the home page already has a review');
    const text = unique('Bright and grassy, with a honeyed finish');

    // Home first, so its review list is cached and must be refreshed by the new review.
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'From our tea drinkers' }).getByRole('article').first(),
    ).toBeVisible();
    await page
      .getByRole('region', { name: 'Our newest teas' })
      .getByRole('link', { name: `Review ${tea.name}` })
      .click();
    await expect(page).toHaveURL(`/myreview/${tea._id}`);

    // The tea: name, description, photo and price, with no rating yet.
    const product = page.getByRole('article', { name: tea.name });
    await expect(product.getByRole('heading', { name: tea.name })).toBeVisible();
    await expect(product.getByText(tea.description)).toBeVisible();
    await expect(product.getByText(`$${tea.price.toFixed(2)}`)).toBeVisible();
    await expect(product.locator('img')).toBeVisible();
    await expect(product.getByText('No reviews yet')).toBeVisible();

    // The customer, read-only; the fourth star chosen.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(customer.name);
    await expect(page.getByLabel('Name', { exact: true })).not.toBeEditable();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
    await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
    const stars = page.getByRole('group', { name: 'Your rating' });
    await expect(stars.getByRole('radio')).toHaveCount(5);
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();

    // The text is required, and has a length bound.
    const submit = page.getByRole('button', { name: 'Add Review' });
    await submit.click();
    await expect(page.getByText(reviewMessages.reviewRequired)).toBeVisible();
    await expect(page.getByLabel('Your review', { exact: true })).toBeFocused();
    await page.getByLabel('Your review', { exact: true }).fill('   ');
    await submit.click();
    await expect(page.getByText(reviewMessages.reviewRequired)).toBeVisible();
    await page.getByLabel('Your review', { exact: true }).fill('x'.repeat(REVIEW_MAX + 1));
    await submit.click();
    await expect(page.getByText(reviewMessages.reviewTooLong)).toBeVisible();
    await expect(page).toHaveURL(`/myreview/${tea._id}`);

    // Three stars, chosen with the keyboard: the arrow keys move within the radio group.
    await page.getByLabel('Your review', { exact: true }).fill(text);
    await stars.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(stars.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(stars.getByText('3 out of 5')).toBeVisible();

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/reviews') && r.method() === 'POST');
    await submit.click();
    expect((await sent).postDataJSON()).toEqual({ productId: tea._id, review: text, rating: 3 });
    await expect(page.getByText(toasts.reviewOk, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/review');

    const onReviewPage = cardWith(page, 'What Our Customer Says', text);
    await expect(onReviewPage).toHaveCount(1);
    await expect(onReviewPage.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
    await expect(onReviewPage.getByRole('heading', { name: customer.name })).toBeVisible();
    // Public cards show the address masked, never whole.
    await expect(onReviewPage.getByText(maskEmail(customer.email), { exact: true })).toBeVisible();
    await expect(onReviewPage).not.toContainText(customer.email);
    await expect(onReviewPage.getByText(tea.name)).toBeVisible();
    // The newest review comes first.
    await expect(
      page.getByRole('region', { name: 'What Our Customer Says' }).getByRole('article').first(),
    ).toContainText(text);

    // Home, through the navbar (no reload): its list shows the new review.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const onHome = cardWith(page, 'From our tea drinkers', text);
    await expect(onHome).toHaveCount(1);
    await expect(onHome.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();

    // The stored rating is the one chosen, and the tea's average follows it.
    const [stored] = await latestReviews(page.request);
    expect(stored).toMatchObject({ review: text, rating: 3, user: customer.name, email: maskEmail(customer.email) });
    await page.goto(`/myreview/${tea._id}`);
    await expect(
      page.getByRole('article', { name: tea.name }).getByText('Rated 3 out of 5 from 1 review'),
    ).toBeAttached();
    await expect(page.getByRole('article', { name: tea.name }).getByText('3.0', { exact: true })).toBeVisible();
  });

  test('a second review of the same tea replaces the first', async ({ page }) => {
    await createCustomer(page.request, 'Changing Chris');
    const [tea] = await products(page.request, 1);
    const first = await writeReview(page.request, tea!._id, unique('First thoughts'), 2);

    await page.goto(`/myreview/${tea!._id}`);
    const text = unique('Second thoughts: much better cold-brewed');
    await page.getByLabel('Your review', { exact: true }).fill(text);
    await star(page, '5 stars').click();
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await page.getByRole('button', { name: 'Add Review' }).click();
    await expect(page.getByText(toasts.reviewOk, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/review');

    await expect(cardWith(page, 'What Our Customer Says', text)).toHaveCount(1);
    await expect(cardWith(page, 'What Our Customer Says', 'First thoughts')).toHaveCount(0);
    const mine = (await latestReviews(page.request)).filter((r) => r._id === first);
    expect(mine).toEqual([expect.objectContaining({ review: text, rating: 5 })]);
  });

  test("a failed save says 'Can not add review' and goes on to /review", async ({ page }) => {
    await createCustomer(page.request);
    const [tea] = await products(page.request, 1);
    await page.route('**/api/reviews', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            json: { error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' },
          })
        : route.fallback(),
    );
    expectHttpError(page, 500, '/api/reviews');
    await page.goto(`/myreview/${tea!._id}`);
    await page.getByLabel('Your review', { exact: true }).fill('This will not arrive');
    await page.getByRole('button', { name: 'Add Review' }).click();
    const toast = page.getByText(toasts.reviewFailed, { exact: true });
    await expect(toast).toBeVisible();
    await expect(toast.locator('xpath=..')).toHaveClass(/bg-error/);
    await expect(page).toHaveURL('/review');
  });

  test('a tea that is not in the shop says so instead of a form', async ({ page }) => {
    await createCustomer(page.request);
    expectHttpError(page, 404, '/api/products/prod_00000000000000000000000000');
    await page.goto('/myreview/prod_00000000000000000000000000');
    await expect(page.getByText('We could not find this tea.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Review' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Browse our teas' })).toHaveAttribute('href', '/products');
  });

  test('a visitor opening /myreview/{id} signs in first and comes back to the form', async ({ page, request }) => {
    const account = await createCustomer(request, 'Returning Rosa');
    const [tea] = await products(request, 1);
    await page.goto(`/myreview/${tea!._id}`);
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/myreview/${tea!._id}`)}`);

    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`/myreview/${tea!._id}`);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Returning Rosa');
    await expect(page.getByRole('button', { name: 'Add Review' })).toBeVisible();
  });
});

test.describe('reviews are text', () => {
  test('a <script> or <img onerror> in a review does not run and shows as typed', async ({ page, adminPage }) => {
    await createCustomer(page.request, '<img src=x onerror="window.__pwned=1">Mallory');
    const [, tea] = await products(page.request, 2);
    const markup = `<script>window.__pwned = 2</script><img src="/x.png" onerror="window.__pwned = 3"> ${Date.now()}`;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    // Through the form, as a customer would paste it.
    await page.goto(`/myreview/${tea!._id}`);
    await page.getByLabel('Your review', { exact: true }).fill(markup);
    await page.getByRole('button', { name: 'Add Review' }).click();
    await expect(page).toHaveURL('/review');

    for (const [where, region] of [
      ['/review', 'What Our Customer Says'],
      ['/', 'From our tea drinkers'],
    ] as const) {
      await page.goto(where);
      const card = cardWith(page, region, markup);
      await expect(card).toHaveCount(1);
      await expect(card.getByText(`“${markup}”`, { exact: true })).toBeVisible();
      await expect(card.getByRole('heading', { name: '<img src=x onerror="window.__pwned=1">Mallory' })).toBeVisible();
      // Nothing of it became an element or ran.
      await expect(page.locator('main img[src="/x.png"], main img[src="x"]')).toHaveCount(0);
      await expect(page.locator('main script')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    }

    await adminPage.goto('/manageReview');
    const managed = adminPage.getByRole('main').getByRole('article').filter({ hasText: markup });
    await expect(managed.getByText(`“${markup}”`, { exact: true })).toBeVisible();
    await expect(adminPage.locator('main img[src="/x.png"], main img[src="x"]')).toHaveCount(0);
    expect(await adminPage.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);

    // Stored exactly as typed.
    expect((await latestReviews(page.request)).find((r) => r.review === markup)).toBeDefined();
  });
});

test.describe('Manage All Reviews', () => {
  test('an admin deletes a review after the browser asks "Are you sure?"; the list refreshes', async ({
    adminPage,
    request,
  }) => {
    const customer = await createCustomer(request, 'Deleted Dana');
    const [, , tea] = await products(request, 3);
    const text = unique('A review the shop will remove');
    await writeReview(request, tea!._id, text, 1);

    await adminPage.goto('/manageReview');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Manage All Reviews' })).toBeVisible();
    const card = adminPage.getByRole('main').getByRole('article').filter({ hasText: text });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: 'Deleted Dana' })).toBeVisible();
    await expect(card.getByText(customer.email)).toBeVisible();
    await expect(card.getByText(tea!.name)).toBeVisible();
    await expect(card.locator('img').first()).toBeVisible();
    const remove = card.getByRole('button', { name: `Delete the review by Deleted Dana of ${tea!.name}` });

    // Cancelling the browser's confirm keeps the review.
    const asked: string[] = [];
    adminPage.once('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await remove.click();
    await expect.poll(() => asked).toEqual([`confirm: ${REVIEW_DELETE_CONFIRM}`]);
    await expect(card).toHaveCount(1);

    adminPage.once('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await remove.click();
    await expect(adminPage.getByText('The review by Deleted Dana is deleted')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(asked).toHaveLength(2);
    expect((await latestReviews(request)).some((r) => r.review === text)).toBe(false);
  });

  test('a customer is turned away from /manageReview', async ({ page }) => {
    await createCustomer(page.request);
    await page.goto('/manageReview');
    await expect(page).toHaveURL('/login?redirectTo=%2FmanageReview');
  });
});

test.describe('a customer whose address is not verified', () => {
  test('is asked to verify before reviewing, can have the link sent again, and reviews once verified', async ({
    page,
  }) => {
    const account = await createUnverifiedCustomer(page.request, 'Newly Nell');
    const [tea] = await products(page.request, 1);
    await page.goto(`/myreview/${tea!._id}`);
    await expect(page.getByText(reviewMessages.verifyFirst, { exact: true })).toBeVisible();
    await expect(page.getByText(/the review form appears here/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Review' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText('We sent you a new link. Please check your inbox.', { exact: true })).toBeVisible();

    await verifyEmail(page.request, account);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add Review' })).toBeVisible();
    await expect(page.getByText(reviewMessages.verifyFirst)).toHaveCount(0);
  });
});
