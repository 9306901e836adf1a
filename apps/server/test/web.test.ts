import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectApiError, type TestApp, useTestApp } from './helpers/app.ts';
import { useSession } from './helpers/sessions.ts';
import { useWebBuild } from './helpers/web-build.ts';

describe('serving the web app', () => {
  let app: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('tea '.repeat(2000))});`;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'teatree-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>TeaTree</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
    // The build's compressed copies (apps/web/scripts/compress.mjs) of one script.
    writeFileSync(path.join(dist, 'assets', 'core-def456.js'), script);
    writeFileSync(path.join(dist, 'assets', 'core-def456.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'core-def456.js.gz'), gzipSync(script, { level: 9 }));
    writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it('answers one client address at most PAGE_RATE_LIMIT pages a minute, and the next client still gets its page', async () => {
    const limited = await buildTestApp({ env: { WEB_DIST: dist, PAGE_RATE_LIMIT: '3' } });
    try {
      const ask = (remoteAddress: string) => limited.inject({ url: '/products', remoteAddress });
      for (let i = 0; i < 3; i++) expect((await ask('203.0.113.7')).statusCode).toBe(200);
      expectApiError(await ask('203.0.113.7'), 429, undefined, /Too many requests/);
      expect((await ask('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('serves hashed assets for a year, compressed', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
    const logo = await app.inject('/logo.svg');
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("sends the build's compressed copy of a file as it is, in the encoding the browser prefers", async () => {
    const url = '/assets/core-def456.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(readFileSync(path.join(dist, 'assets', 'core-def456.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(path.join(dist, 'assets', 'core-def456.js.gz')))).toBe(true);

    const plain = await app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // The copies are the file's encodings, not pages of their own.
    expect((await app.inject(`${url}.br`)).headers['content-type']).not.toMatch(/javascript/);
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

  it("answers the API with the headers a JSON answer needs, not a page's", async () => {
    for (const url of ['/api/health', '/api/products', '/api/no-such-route']) {
      const res = await app.inject(url);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(res.headers['origin-agent-cluster'], url).toBeUndefined();
    }
    // The API's description is a page: it keeps a page's headers.
    const docs = await app.inject('/api/docs/');
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reads a JSON body sent compressed, and refuses one that does not decompress', async () => {
    const message = {
      name: 'Gzip Sender',
      email: 'gzip.sender@tea-house.shop',
      message: 'Sent compressed, read whole.',
    };
    const sent = (payload: Buffer) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload,
      });
    const res = await sent(gzipSync(JSON.stringify(message)));
    expect(res.statusCode, res.body).toBe(201);
    const broken = await sent(Buffer.from('not gzip at all'));
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
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
  // Long enough to be worth compressing.
  const page = (name: string) =>
    `<!doctype html><title>${name}</title><div id="root" data-screen="${name}"><main>${name}</main>${'<p>Tea.</p>'.repeat(120)}</div>`;

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

  it('sends a drawn page compressed, once for all, to a browser that accepts it, still revalidated', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page('home'));
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

/**
 * The web build's renderer, for these tests: the real one (apps/web/src/entry-prerender.tsx) is built
 * with the web app and runs in the browser tests (e2e/first-paint.spec.ts); this one writes what it
 * was given, or fails when the test says so, to show what the server does with it.
 */
const RENDERER = `
export async function drawTeaPage(template, tea) {
  if (globalThis.teaPageFails) throw new Error('the renderer failed');
  globalThis.teaPagesDrawn = (globalThis.teaPagesDrawn ?? 0) + 1;
  return template.replace('<div id="root"></div>', '<div id="root" data-screen="product"><h1>' + tea.name +
    '</h1><p>In stock ' + tea.quantity + '</p><p>By ' + tea.email + '</p></div>');
}
`;

declare global {
  var teaPageFails: boolean | undefined;
  var teaPagesDrawn: number | undefined;
}

describe("a tea's page is drawn with the tea, and starts its photo with the page", () => {
  const build = useWebBuild(
    {
      'index.html': '<!doctype html><title>TeaTree</title><div id="root"></div>',
      'pages/product.html': '<!doctype html><div id="root" data-screen="product">',
      'pages/pages.json': JSON.stringify({
        pages: { '/products/:id': 'product.html' },
        routes: ['/products', '/products/:id'],
      }),
    },
    RENDERER,
  );
  const app = useTestApp(() => ({ seeded: true, env: { WEB_DIST: build.dist } }));
  const admin = useSession(app, { role: 'admin' });
  afterAll(() => {
    globalThis.teaPageFails = undefined;
  });

  const photoLink = (id: string) =>
    `</media/${id}/400.webp>; rel=preload; as=image; ` +
    `imagesrcset="/media/${id}/400.webp 400w, /media/${id}/1200.webp 1200w"; ` +
    `imagesizes="(min-width: 1024px) 480px, 100vw"; fetchpriority=high`;

  it('sends the page drawn with the tea as the database has it now, its photo named in the header', async () => {
    const [tea] = (await app.inject('/api/products?limit=1')).json();
    const photo = /^\/media\/([\w-]+)\/\d+\.webp$/.exec(tea.photo)?.[1];
    expect(photo, tea.photo).toBeDefined();

    for (const url of [`/products/${tea._id}`, `/products/${tea._id}/`, `/PRODUCTS/${tea._id}`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.link, url).toBe(photoLink(photo!));
      expect(res.body, url).toContain(`<h1>${tea.name}</h1><p>In stock ${tea.quantity}</p>`);
      // The page is public: the creator's address is masked, as GET /api/products/{id} has it.
      expect(res.body, url).toContain(`<p>By ${tea.email}</p>`);
      expect(tea.email).toContain('•••');
    }

    // Drawn once while the tea stays the same; drawn again, with the new stock, once it changes.
    const drawn = globalThis.teaPagesDrawn;
    await app.inject(`/products/${tea._id}`);
    expect(globalThis.teaPagesDrawn).toBe(drawn);
    const change = await app.inject({
      method: 'PATCH',
      url: `/api/products/${tea._id}`,
      headers: admin.headers,
      payload: { quantity: tea.quantity + 7 },
    });
    expect(change.statusCode).toBe(200);
    expect((await app.inject(`/products/${tea._id}`)).body).toContain(`<p>In stock ${tea.quantity + 7}</p>`);
    expect(globalThis.teaPagesDrawn).toBe(drawn! + 1);
  });

  it("sends the skeleton, with the photo and the tea's details named, for an address with a query string", async () => {
    const [tea] = (await app.inject('/api/products?limit=1')).json();
    const photo = /^\/media\/([\w-]+)\/\d+\.webp$/.exec(tea.photo)![1]!;
    const res = await app.inject(`/products/${tea._id}?from=home`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(tea.name);
    expect(res.headers.link).toBe(
      `${photoLink(photo)}, </api/products/${tea._id}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );
  });

  it('sends the skeleton when the renderer fails, and the shop goes on', async () => {
    const [tea] = (await app.inject('/api/products?limit=2')).json().slice(1);
    globalThis.teaPageFails = true;
    try {
      const res = await app.inject(`/products/${tea._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<!doctype html><div id="root" data-screen="product">');
      expect(res.headers.link).toContain(`</api/products/${tea._id}>; rel=preload; as=fetch`);
    } finally {
      globalThis.teaPageFails = undefined;
    }
    expect((await app.inject(`/products/${tea._id}`)).body).toContain(`<h1>${tea.name}</h1>`);
  });

  it('names nothing and draws nothing for a tea that does not exist, or for another page', async () => {
    await app.inject('/api/products?limit=1');
    for (const url of ['/products/prod_nothing', '/products']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
      expect(res.body, url).not.toContain('<h1>');
    }
  });
});
