import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectApiError, type TestApp } from './helpers/app.ts';

describe('serving the web app', () => {
  let app: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('tea '.repeat(2000))});`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'teatree-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>TeaTree</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    app = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app at / and at any page path (history fallback), always revalidated', async () => {
    for (const url of ['/', '/products', '/myOrders', '/no/such/page']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, compressed', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
    const robots = await app.inject('/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers unknown API and media paths with the JSON 404, never the app', async () => {
    expectApiError(await app.inject('/api/nothing-here'), 404, undefined, /No such address/);
    expectApiError(await app.inject({ method: 'POST', url: '/api/products/x/y' }), 404);
    expectApiError(await app.inject('/media'), 404);
    expectApiError(await app.inject({ method: 'DELETE', url: '/products' }), 404);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await app.inject('/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // HSTS only over https (apps/server/test/accounts-trust.test.ts): not on this plain-http answer.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('publishes the OpenAPI description', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/reviews', '/api/contact', '/api/health']),
    );
  });
});

describe('serving the prerendered pages', () => {
  let app: TestApp;
  let dist: string;
  const page = (name: string) =>
    `<!doctype html><title>${name}</title><div id="root" data-screen="${name}"><main>${name}</main></div>`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'teatree-dist-'));
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>TeaTree</title><div id="root"></div>');
    for (const name of ['home', 'products', 'not-found'])
      writeFileSync(path.join(dist, 'pages', `${name}.html`), page(name));
    writeFileSync(
      path.join(dist, 'pages', 'pages.json'),
      JSON.stringify({
        pages: { '/': 'home.html', '/products': 'products.html', '/404': 'not-found.html' },
        routes: ['/', '/products', '/products/:id', '/products/:id/edit', '/addItems'],
      }),
    );
    app = await buildTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a public page with its drawn markup, always revalidated', async () => {
    for (const [url, name] of [
      ['/', 'home'],
      ['/products', 'products'],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<main>${name}</main>`);
    }
  });

  it('answers an address with a query string, or a page drawn in the browser, with the empty app', async () => {
    for (const url of ['/products?q=green', '/?page=2', '/products/prod_123', '/products/prod_123/edit', '/addItems']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('matches routes as the browser router does: any case, with or without a trailing slash', async () => {
    for (const url of ['/additems', '/Products/prod_123/', '/products/']) {
      expect((await app.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('answers an address the app has no page for with 404 and the drawn not-found page', async () => {
    for (const url of ['/no/such/page', '/products/prod_123/edit/more', '/teas', '/addItems/x?y=1']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body, url).toContain('<main>not-found</main>');
    }
  });
});

describe("a tea's page starts its photo with the page", () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'teatree-dist-'));
    mkdirSync(path.join(dist, 'pages'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>TeaTree</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'pages', 'product.html'), '<!doctype html><div id="root" data-screen="product">');
    writeFileSync(
      path.join(dist, 'pages', 'pages.json'),
      JSON.stringify({ pages: { '/products/:id': 'product.html' }, routes: ['/products', '/products/:id'] }),
    );
    app = await buildTestApp({ seeded: true, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("names the photo the page will show, at the widths and size the page asks for, and the tea's details", async () => {
    const [tea] = (await app.inject('/api/products?limit=1')).json();
    const id = /^\/media\/([\w-]+)\/\d+\.webp$/.exec(tea.photo)?.[1];
    expect(id, tea.photo).toBeDefined();

    for (const url of [`/products/${tea._id}`, `/products/${tea._id}/`, `/products/${tea._id}?from=home`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBe(
        `</media/${id}/400.webp>; rel=preload; as=image; ` +
          `imagesrcset="/media/${id}/400.webp 400w, /media/${id}/1200.webp 1200w"; ` +
          `imagesizes="(min-width: 1024px) 480px, 100vw"; fetchpriority=high, ` +
          `</api/products/${tea._id}>; rel=preload; as=fetch; crossorigin=use-credentials`,
      );
    }
  });

  it('names nothing for a tea that does not exist, or for another page', async () => {
    await app.inject('/api/products?limit=1');
    for (const url of ['/products/prod_nothing', '/products']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
    }
  });
});
