import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/index.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { signUp } from './helpers/sessions.ts';

/**
 * The origin rule (docs/decisions/0009-accounts-trust.md): a write a session cookie authenticates must
 * come from one of the shop's own pages, whatever spelling of its path reached the router. On both
 * databases: the writes it lets through change rows.
 */

const LOCAL = 'http://localhost:3000';

describe('CSRF: every write a cookie authenticates comes from a trusted page', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '100' } });

  const rename = (headers: Record<string, string>, name: string) =>
    app.inject({ method: 'PATCH', url: '/api/profile', headers, payload: { name } });
  const nameOf = async (email: string) =>
    (await app.db.select({ name: user.name }).from(user).where(eq(user.email, email)))[0]!.name;

  it('refuses a cookie write from another origin, or from nowhere, and changes nothing', async () => {
    const customer = await signUp(app, { name: 'Kept Name' });
    expectApiError(
      await rename({ cookie: customer.cookie, origin: 'https://evil.example' }, 'Evil'),
      403,
      undefined,
      /does not trust/,
    );
    expectApiError(await rename({ cookie: customer.cookie }, 'Nowhere'), 403, undefined, /own pages/);
    expectApiError(
      await rename({ cookie: customer.cookie, referer: 'https://evil.example/page' }, 'Referred'),
      403,
      undefined,
      /does not trust/,
    );
    expectApiError(
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: customer.cookie, origin: 'https://evil.example' },
      }),
      403,
    );
    expect(await nameOf(customer.email)).toBe('Kept Name');
  });

  it("takes the write from the shop's own page, named by Origin or by Referer", async () => {
    const customer = await signUp(app);
    expect((await rename({ cookie: customer.cookie, origin: LOCAL }, 'By Origin')).statusCode).toBe(200);
    expect(await nameOf(customer.email)).toBe('By Origin');
    expect((await rename({ cookie: customer.cookie, referer: `${LOCAL}/profile` }, 'By Referer')).statusCode).toBe(200);
    expect(await nameOf(customer.email)).toBe('By Referer');
  });

  it('judges a request without a cookie by its own credentials', async () => {
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Script', email: 'script@example.com', message: 'Hello' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    expectApiError(await app.inject({ method: 'PATCH', url: '/api/profile', payload: { name: 'X' } }), 401);
  });
});

describe('CSRF: the rule holds for every write, whatever spelling of its path', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '100' } });

  /** The spellings a router reads as the same path, or that a check on the raw URL might miss. */
  const spellings = (path: string) => [
    path,
    path.replace(/a/, '%61'),
    path.replace(/\/([a-z])/g, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
    `/${path}`,
    path.replace(/\//g, '//'),
    path.replace(/[a-z]+/g, (word) => word[0]!.toUpperCase() + word.slice(1)),
    path.toUpperCase(),
  ];
  /** A concrete path for a route: any id for its parameters, a name for its wildcard. */
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'x0000000000000000000000').replace(/\*$/, 'sign-out');

  it("answers 403 to each write route of the app's from a foreign page, under every spelling", async () => {
    const admin = await signUp(app, { role: 'admin', name: 'Kept Admin' });
    const routes = app.origins.writeRoutes();
    // The sweep reads the app's own list: a route added later is in it without a word here.
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/profile', '/api/purchase', '/api/reviews', '/api/media', '/api/auth/*']),
    );
    const allowed: string[] = [];
    for (const route of routes) {
      for (const method of route.method.split(',').filter((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m))) {
        for (const url of spellings(concrete(route.url))) {
          for (const headers of [
            { cookie: admin.cookie, origin: 'http://evil.example' },
            { cookie: admin.cookie, referer: 'http://localhost:4000/page' },
          ]) {
            const res = await app.inject({ method: method as 'POST', url, headers, payload: { name: 'Evil' } });
            if (res.statusCode !== 403 || res.json().code !== 'ORIGIN_NOT_TRUSTED') {
              allowed.push(`${method} ${url}: ${res.statusCode}`);
            }
          }
        }
      }
    }
    expect(allowed).toEqual([]);
    const [row] = await app.db.select({ name: user.name }).from(user).where(eq(user.email, admin.email));
    expect(row?.name).toBe('Kept Admin');
  });

  it("lets the same spellings through from the shop's own page (the router still answers them)", async () => {
    const customer = await signUp(app, { name: 'Own Page' });
    const res = await app.inject({
      method: 'PATCH',
      url: '/%61pi/profile',
      headers: customer.headers,
      payload: { name: 'Renamed' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
