import type { Product } from '@teatree/shared/schemas/product';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/app.ts';
import { useSession } from './helpers/sessions.ts';
import { useWebBuild } from './helpers/web-build.ts';

const SHOP = 'https://tea.example.com';

/** A page as the web build writes it: the site-wide description in its head, the page's title first. */
const page = (title: string, screen: string) =>
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="TeaTree: organic teas &amp; more since 1995." />' +
  `<title>${title}</title></head><body><div id="root" data-screen="${screen}"></div></body></html>`;

/** The web build's renderer, standing in for the real one (which the browser tests run): draws the tea's name. */
const RENDERER = `
export async function drawTeaPage(template, tea) {
  return template.replace('<div id="root"></div>', '<div id="root" data-screen="product"><h1>' + tea.name + '</h1></div>');
}
`;

/** Every JSON-LD object in a page's head, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** The content of a `<meta>` tag, by its name or property; undefined when the page has none, an error when it has two. */
function metaTag(html: string, name: string): string | undefined {
  const found = [...html.matchAll(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`, 'g'))];
  expect(found.length, `${name} at most once`).toBeLessThanOrEqual(1);
  return found[0]?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('what search engines and link previews read', () => {
  const build = useWebBuild(
    {
      'index.html': page('TeaTree', 'app').replace(' data-screen="app"', ''),
      'pages/home.html': page('TeaTree · Organic tea since 1995', 'home'),
      'pages/about.html': page('About · TeaTree', 'about'),
      'pages/account.html': page('TeaTree', 'account'),
      'pages/pages.json': JSON.stringify({
        pages: { '/': 'home.html', '/about': 'about.html' },
        shells: { '/profile': 'account.html' },
        routes: ['/', '/about', '/products', '/products/:id', '/profile'],
      }),
    },
    RENDERER,
  );
  const app = useTestApp(() => ({
    seeded: true,
    env: {
      WEB_DIST: build.dist,
      PUBLIC_URL: SHOP,
      // The test's sessions write from http://localhost:3000 (helpers/sessions.ts).
      TRUSTED_ORIGINS: 'http://localhost:3000',
      SHOP_EMAIL: 'hello@tea.example.com',
    },
  }));
  const admin = useSession(app, { role: 'admin' });

  const teas = async (): Promise<Product[]> => (await app.inject('/api/products?limit=100')).json();

  it("draws a tea's page with its own description, address, preview and product data, as the API has the tea", async () => {
    const all = await teas();
    const reviewed = all.find((tea) => tea.reviewCount > 0);
    const unreviewed = all.find((tea) => tea.reviewCount === 0);
    expect(reviewed, 'the demo shop has a reviewed tea').toBeDefined();
    expect(unreviewed, 'and one without reviews').toBeDefined();

    const gallery = all.find((tea) => tea.name === 'Earl Grey Bloom');
    for (const tea of [reviewed!, unreviewed!, gallery!]) {
      const { photos } = (await app.inject(`/api/products/${tea._id}`)).json() as { photos: string[] };
      expect(photos[0]).toBe(tea.photo);
      const html = (await app.inject(`/products/${tea._id}`)).body;
      const url = `${SHOP}/products/${tea._id}`;
      expect(html).toContain(`<h1>${tea.name}</h1>`);
      expect(html).toContain(`<link rel="canonical" href="${url}" />`);
      expect(metaTag(html, 'description')).toMatch(new RegExp(`^${tea.name}: `));
      expect(metaTag(html, 'description')!.length).toBeLessThanOrEqual(160);
      expect(metaTag(html, 'og:type')).toBe('product');
      expect(metaTag(html, 'og:url')).toBe(url);
      expect(metaTag(html, 'og:image')).toBe(`${SHOP}${tea.photo}`);
      expect(metaTag(html, 'twitter:card')).toBe('summary_large_image');

      const [product, trail] = structuredData(html);
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: tea.name,
        image: photos.map((photo) => `${SHOP}${photo}`),
        brand: { '@type': 'Brand', name: tea.brand },
      });
      // One offer per size, in the tea's order, each with its price, weight and availability.
      expect(product!.offers).toEqual(
        tea.sizes.map((size: { label: string; grams: number; price: number }) =>
          expect.objectContaining({
            '@type': 'Offer',
            name: `${tea.name}, ${size.label}`,
            price: size.price.toFixed(2),
            priceCurrency: 'USD',
            eligibleQuantity: { '@type': 'QuantitativeValue', value: size.grams, unitCode: 'GRM' },
            availability: 'https://schema.org/InStock',
            url,
          }),
        ),
      );
      if (tea.reviewCount > 0) {
        expect(product!.aggregateRating).toEqual({
          '@type': 'AggregateRating',
          ratingValue: tea.rating,
          reviewCount: tea.reviewCount,
          bestRating: 5,
          worstRating: 1,
        });
      } else {
        expect(product).not.toHaveProperty('aggregateRating');
      }
      expect(trail).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { position: 1, name: 'Home', item: `${SHOP}/` },
          { position: 2, name: 'Products', item: `${SHOP}/products` },
          { position: 3, name: tea.name, item: url },
        ],
      });
    }
  });

  it('says a tea is out of stock once it is, and keeps a description that would break the page as text', async () => {
    const [tea] = await teas();
    const description = 'Smoky </script><script>alert(1)</script> & "strong" tea, brewed at 90 °C. '.repeat(4);
    const change = await app.inject({
      method: 'PATCH',
      url: `/api/products/${tea!._id}`,
      headers: admin.headers,
      payload: { description },
    });
    expect(change.statusCode, change.body).toBe(200);
    // Sold out, as the last order of its stock leaves it (the form takes 1 to 1000).
    // 150 g left: enough for the sizes whose minimum it holds, not for the others (each size says its own).
    await app.db.update(products).set({ stock: 150 }).where(eq(products.id, tea!._id));
    app.catalogue.stockChanged();
    let [product] = structuredData((await app.inject(`/products/${tea!._id}`)).body);
    const availability = (product!.offers as { name: string; availability: string }[]).map((o) =>
      o.availability.split('/').pop(),
    );
    expect(availability).toContain('InStock');
    expect(availability).toContain('OutOfStock');
    expect(availability).toEqual(
      tea!.sizes.map((s) => (Math.floor(150 / s.grams) >= Math.max(1, s.minOrder) ? 'InStock' : 'OutOfStock')),
    );
    await app.db.update(products).set({ stock: 0 }).where(eq(products.id, tea!._id));
    app.catalogue.stockChanged();
    const html = (await app.inject(`/products/${tea!._id}`)).body;
    [product] = structuredData(html);
    for (const offer of product!.offers as object[])
      expect(offer).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(product!.description).toBe(description.trim());
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(metaTag(html, 'description')).toMatch(/^[^<>]*Smoky <\/script><script>alert\(1\)<\/script> & "strong" tea/);
  });

  it('gives each page drawn at build time its canonical address and preview, and the home page the shop', async () => {
    const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain(`<link rel="canonical" href="${SHOP}/" />`);
    expect(metaTag(home.body, 'description')).toBe('TeaTree: organic teas & more since 1995.');
    expect(metaTag(home.body, 'og:title')).toBe('TeaTree · Organic tea since 1995');
    expect(metaTag(home.body, 'og:image')).toBe(`${SHOP}/share.png`);
    const [organization, website] = structuredData(home.body);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'TeaTree',
      url: `${SHOP}/`,
      email: 'hello@tea.example.com',
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SHOP}/products?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });

    const about = await app.inject('/about');
    expect(about.body).toContain(`<link rel="canonical" href="${SHOP}/about" />`);
    expect(metaTag(about.body, 'og:title')).toBe('About · TeaTree');
    expect(structuredData(about.body)).toEqual([]);
    // Kept in memory, compressed once, and revalidated by its ETag.
    const again = await app.inject({ url: '/about', headers: { 'if-none-match': about.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    // A signed-in screen's shell stands for many addresses: it names none.
    expect((await app.inject('/profile')).body).not.toContain('rel="canonical"');
  });

  it('lists every public page and every tea, with the day it last changed, in /sitemap.xml, named by /robots.txt', async () => {
    const robots = await app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/profile$/m);

    const all = await teas();
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const address of ['/', '/products', '/review', '/blog', '/about'])
      expect(locations).toContain(`${SHOP}${address}`);
    expect(locations).not.toContain(`${SHOP}/profile`);
    for (const tea of all) expect(locations).toContain(`${SHOP}/products/${tea._id}`);

    const [tea] = all;
    const lastChanged = () =>
      new RegExp(`<loc>${SHOP}/products/${tea!._id}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap.body)?.[1];
    const before = lastChanged();
    expect(Date.parse(before!)).not.toBeNaN();
    await app.inject({
      method: 'PATCH',
      url: `/api/products/${tea!._id}`,
      headers: admin.headers,
      payload: { price: 9.5 },
    });
    const after = new RegExp(`<loc>${SHOP}/products/${tea!._id}</loc><lastmod>([^<]+)</lastmod>`).exec(
      (await app.inject('/sitemap.xml')).body,
    )?.[1];
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before!));
  });
});
