import type { APIRequestContext, Page } from '@playwright/test';
import { demoTeas } from './support/catalogue';
import { expect, test } from './support/fixtures';

/**
 * What a search engine or a link preview reads of the shop, as the server sends it (no script run):
 * each tea's product data agrees with what its page shows, the home page names the shop and its
 * search, and the sitemap lists every tea (docs/decisions/0028-found-by-search-engines.md).
 */

type Offer = { name?: string; price: string; priceCurrency: string; availability: string; url: string };
type ProductData = {
  '@type': 'Product';
  name: string;
  image: string;
  /** One offer a size (docs/decisions/0032-sizes-and-stock-by-weight.md). */
  offers: Offer[];
  aggregateRating?: { ratingValue: number; reviewCount: number };
};

/** The JSON-LD objects in the page's `<head>` as the server sent it. */
async function structuredData(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const metaContent = (page: Page, property: string) =>
  page.locator(`head meta[property="${property}"], head meta[name="${property}"]`).getAttribute('content');

test('every tea page carries its price, stock and rating for search engines, as the page shows them', async ({
  page,
  request,
}) => {
  const teas = await demoTeas(request);
  for (const tea of teas) {
    const [product, trail] = await structuredData(request, `/products/${tea._id}`);
    expect(product, tea.name).toMatchObject({ '@type': 'Product', name: tea.name });
    const offers = (product as ProductData).offers;
    // Each size on sale its offer at its price; the spec's one price is the default size's.
    expect(
      offers.map((offer) => [offer.price, offer.priceCurrency]),
      tea.name,
    ).toEqual(tea.sizes.map((size) => [size.price.toFixed(2), 'USD']));
    const byDefault = offers[tea.sizes.findIndex((size) => size.id === tea.defaultSizeId)]!;
    expect(byDefault.price, tea.name).toBe(tea.price.toFixed(2));
    for (const offer of offers) expect(new URL(offer.url).pathname).toBe(`/products/${tea._id}`);
    expect(trail, tea.name).toMatchObject({ '@type': 'BreadcrumbList' });
  }

  // The page a shopper sees says what its data says.
  const tea = teas.find((one) => one.reviewCount > 0 && one.quantity > 0)!;
  await page.goto(`/products/${tea._id}`);
  const data = JSON.parse(
    (await page.locator('head script[type="application/ld+json"]').first().textContent())!,
  ) as ProductData;
  const facts = page.getByRole('article', { name: tea.name });
  for (const offer of data.offers) await expect(facts).toContainText(`$${offer.price}`);
  expect(data.offers.map((offer) => offer.availability)).toContain('https://schema.org/InStock');
  await expect(facts).toContainText(/In stock\s*[1-9]/);
  const rating = data.aggregateRating!;
  await expect(
    facts.getByText(
      `Rated ${rating.ratingValue} out of 5 from ${rating.reviewCount} review${rating.reviewCount === 1 ? '' : 's'}`,
    ),
  ).toBeAttached();

  // Its preview: the tea's own title, description and photo, which the shop serves.
  expect(await metaContent(page, 'og:title')).toBe(`${tea.name} · TeaTree`);
  expect(await metaContent(page, 'og:description')).toMatch(new RegExp(`^${tea.name}: `));
  expect(await page.locator('head meta[name="description"]').count()).toBe(1);
  const photo = await request.get(new URL((await metaContent(page, 'og:image'))!).pathname);
  expect(photo.headers()['content-type']).toBe('image/webp');
  expect(new URL((await page.locator('head link[rel="canonical"]').getAttribute('href'))!).pathname).toBe(
    `/products/${tea._id}`,
  );
});

test('the home page names the shop and its search, which finds teas; the sitemap lists every tea', async ({
  page,
  request,
}) => {
  const [organization, website] = await structuredData(request, '/');
  expect(organization).toMatchObject({ '@type': 'Organization', name: 'TeaTree' });
  const logo = await request.get(new URL(organization!.logo as string).pathname);
  expect(logo.headers()['content-type']).toBe('image/png');
  const search = (website as { potentialAction: { target: { urlTemplate: string } } }).potentialAction.target;
  const searchAddress = new URL(search.urlTemplate.replace('{search_term_string}', 'Earl'));

  await page.goto('/');
  expect(await metaContent(page, 'og:title')).toBe('TeaTree · Organic tea since 1995');
  const share = await request.get(new URL((await metaContent(page, 'og:image'))!).pathname);
  expect(share.headers()['content-type']).toBe('image/png');
  await page.goto(`${searchAddress.pathname}${searchAddress.search}`);
  await expect(
    page
      .getByRole('table')
      .getByRole('link', { name: /Earl Grey/ })
      .first(),
  ).toBeVisible();

  const robots = await (await request.get('/robots.txt')).text();
  const sitemapAddress = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  const sitemap = await (await request.get(new URL(sitemapAddress!).pathname)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(listed).toContain('/');
  expect(listed).toContain('/products');
  for (const tea of await demoTeas(request)) expect(listed).toContain(`/products/${tea._id}`);
});
