import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectApiError, type TestApp } from './helper.ts';

describe('Google sign-in', () => {
  let plain: TestApp;
  let google: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
    google = await buildTestApp({
      env: { GOOGLE_CLIENT_ID: 'shop-client-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'shop-secret' },
    });
  });
  afterAll(async () => {
    await plain?.close();
    await google?.close();
  });

  const start = (app: TestApp) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: 'http://localhost:3000' },
      payload: { provider: 'google', callbackURL: '/' },
    });

  it('is not offered without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET', async () => {
    expect((await plain.inject('/api/config')).json()).toMatchObject({ googleSignIn: false });
    const res = await start(plain);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expectApiError(res, res.statusCode);
    expect((await plain.inject('/')).headers['content-security-policy']).not.toContain('googleusercontent');
  });

  it('sends the browser to Google with the shop as the redirect, when configured', async () => {
    expect((await google.inject('/api/config')).json()).toMatchObject({ googleSignIn: true });
    const res = await start(google);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().url);
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('shop-client-id.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    // Google accounts' photos come from Google's image host.
    expect((await google.inject('/')).headers['content-security-policy']).toContain(
      'https://lh3.googleusercontent.com',
    );
  });

  it('refuses GOOGLE_CLIENT_ID without its secret at start', async () => {
    await expect(buildTestApp({ env: { GOOGLE_CLIENT_ID: 'x' } })).rejects.toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/,
    );
  });
});
