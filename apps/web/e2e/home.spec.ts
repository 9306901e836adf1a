import { expect, test } from './support/fixtures';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has a title and shows its blocks in the order of the spec', async ({ page }) => {
    await expect(page).toHaveTitle(/TeaTree/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: /shop our teas/i })).toHaveAttribute('href', '/products');
    // The contact form loads just after the rest of the page.
    await expect(main.getByRole('heading', { name: 'Contact us' })).toBeVisible();

    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Exclusive Products',
      'Our newest teas',
      'Not sure which tea is yours?',
      'From our tea drinkers',
      'About TeaTree',
      'Our partners',
      'Contact us',
    ]);
  });

  test('offers the three exclusive iced teas, each bookable', async ({ page }) => {
    const exclusive = page.getByRole('region', { name: 'Exclusive Products' });
    await expect(exclusive.getByRole('heading', { level: 3 })).toHaveText(['Wild Berry', 'White Peach', 'Easy Green']);
    await expect(exclusive.getByText('$19.99')).toHaveCount(3);
    await expect(exclusive.getByText('organic ice tea')).toHaveCount(3);
    await expect(exclusive.getByText('Minimum order: 12')).toHaveCount(3);
    await expect(exclusive.getByRole('img')).toHaveCount(3);

    await exclusive
      .getByRole('button', { name: /Book Now/ })
      .first()
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for booking' })).toBeVisible();
  });

  test('shows the first 8 products, newest first, with Order and Review links', async ({ page, request }) => {
    const teas = page.getByRole('region', { name: 'Our newest teas' });
    const cards = teas.getByRole('article');
    let expected: { _id: string; name: string; price: number; fromPrice: number; sizes: { price: number }[] }[] = [];
    // Other files add and delete teas of their own in this shop meanwhile: the page and the API are
    // read again until one read of each agrees, which they must once nothing moves between them.
    await expect(async () => {
      const response = await request.get('/api/products?limit=8');
      expect(response.ok()).toBe(true);
      expected = (await response.json()) as typeof expected;
      expect(expected).toHaveLength(8);
      await page.reload();
      await expect(cards).toHaveCount(8);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
        expected.map((p) => p.name),
        { timeout: 5_000 },
      );
    }).toPass({ timeout: 40_000 });

    for (const [index, product] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('link', { name: /^Order/ })).toHaveAttribute('href', `/products/${product._id}`);
      await expect(card.getByRole('link', { name: /^Review/ })).toHaveAttribute('href', `/myreview/${product._id}`);
      // "from $X" when the tea's sizes cost different amounts (docs/decisions/0032-sizes-and-stock-by-weight.md).
      const differ = product.sizes.some((size) => size.price !== product.sizes[0]?.price);
      const price = differ ? `from $${product.fromPrice.toFixed(2)}` : `$${product.price.toFixed(2)}`;
      await expect(card.getByText(price, { exact: true })).toBeVisible();
    }
    // Add to cart looks like the button it is, filled, not a bare word.
    const addButtons = cards.getByRole('button', { name: /^Add .+ to cart$/ });
    expect(await addButtons.count()).toBeGreaterThan(0);
    for (const button of await addButtons.all()) {
      expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    }
  });

  test("shows each tea's average rating and review count on its card", async ({ page, request }) => {
    const cards = page.getByRole('region', { name: 'Our newest teas' }).getByRole('article');
    // A card by its heading: the gift box's card names the teas it holds.
    const cardOf = (name: string) => cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
    // Other files add teas of their own meanwhile: the API and the page are read again until one read
    // of each shows the same newest teas.
    await expect(async () => {
      const response = await request.get('/api/products?limit=8');
      const teas = (await response.json()) as { name: string; rating: number | null; reviewCount: number }[];
      const reviewed = teas.find((t) => t.reviewCount > 0);
      const unreviewed = teas.find((t) => t.reviewCount === 0);
      expect(reviewed, 'a demo tea among the newest has reviews').toBeDefined();
      await page.reload();
      const count = `${reviewed!.reviewCount} ${reviewed!.reviewCount === 1 ? 'review' : 'reviews'}`;
      await expect(cardOf(reviewed!.name)).toContainText(`Rated ${reviewed!.rating} out of 5 from ${count}`, {
        timeout: 5_000,
      });
      if (unreviewed) await expect(cardOf(unreviewed.name)).toContainText('No reviews yet', { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
  });

  test('shows the first 6 reviews with their star ratings', async ({ page }) => {
    const reviews = page.getByRole('region', { name: 'From our tea drinkers' });
    const cards = reviews.getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(card.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
    }
  });

  test('shows the static stats of the about teaser', async ({ page }) => {
    const about = page.getByRole('region', { name: 'About TeaTree' });
    const stats: [string, string][] = [
      ['73M+', 'Products sold'],
      ['1K+', 'Stores'],
      ['40+', 'Partnerships'],
      ['22+', 'Countries'],
    ];
    for (const [value, label] of stats) {
      await expect(about.getByText(value, { exact: true })).toBeVisible();
      await expect(about.getByText(label, { exact: true })).toBeVisible();
    }
  });

  test('shows the six partner logos', async ({ page }) => {
    const partners = page.getByRole('region', { name: 'Our partners' });
    await expect(partners.getByRole('img')).toHaveCount(6);
    for (const name of ['Leafline', 'Stonebrook', 'Kettle Co.', 'Amber Hill', 'Greenway', 'Mistvale']) {
      await expect(partners.getByRole('img', { name })).toBeVisible();
    }
  });
});
