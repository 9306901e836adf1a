import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, mailOutbox, user } from '../src/db/schema/index.ts';
import { buildTestApp, expectApiError, type TestApp } from './helpers/app.ts';
import { type GoogleAccount, startGoogleStandIn } from './helpers/google-stand-in.ts';
import { PASSWORD } from './helpers/sessions.ts';

const SHOP = 'http://localhost:3000';
const CLIENT_ID = 'shop-client-id.apps.googleusercontent.com';
const CLIENT_SECRET = 'shop-secret';
const GOOGLE_ENV = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, PUBLIC_URL: SHOP };
const SESSION_COOKIE = 'teatree.session_token';

describe('Google sign-in', () => {
  let plain: TestApp;
  let google: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
    google = await buildTestApp({ env: GOOGLE_ENV });
  });
  afterAll(async () => {
    await plain?.close();
    await google?.close();
  });

  const start = (app: TestApp) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: SHOP },
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
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${SHOP}/api/auth/callback/google`);
    // Google accounts' photos come from Google's image host.
    expect((await google.inject('/')).headers['content-security-policy']).toContain(
      'https://lh3.googleusercontent.com',
    );
  });

  it('refuses GOOGLE_CLIENT_ID without its secret at start', async () => {
    await expect(buildTestApp({ env: { GOOGLE_CLIENT_ID: 'x', PUBLIC_URL: SHOP } })).rejects.toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/,
    );
  });
});

let browsers = 0;
const nextAddress = () => `10.20.${Math.floor(browsers / 250)}.${(browsers++ % 250) + 1}`;

/** One person's browser: its own network address (Better Auth limits sign-ins per address) and its cookies. */
class Browser {
  constructor(
    readonly address = nextAddress(),
    private cookies = new Map<string, string>(),
  ) {}

  keep(res: LightMyRequestResponse) {
    for (const line of setCookies(res)) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      const gone = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get cookie() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The same browser as it is now, kept for later. */
  snapshot() {
    return new Browser(this.address, new Map(this.cookies));
  }
}

function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

/** The Set-Cookie line that starts a session, if the response carries one. */
function sessionCookie(res: LightMyRequestResponse) {
  return setCookies(res).find((line) => new RegExp(`^${SESSION_COOKIE}=[^;]+`).test(line));
}

describe('coming back from Google', () => {
  let app: TestApp;
  let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
  let unroute: () => Promise<void>;
  let people = 0;

  beforeAll(async () => {
    google = await startGoogleStandIn({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: `${SHOP}/api/auth/callback/google`,
    });
    unroute = google.routeGoogleHere();
    app = await buildTestApp({ env: GOOGLE_ENV });
  });
  afterAll(async () => {
    await app?.close();
    await unroute?.();
    await google?.close();
  });

  const googleAccount = (overrides: Partial<GoogleAccount> = {}): GoogleAccount => {
    people += 1;
    return {
      sub: `1098765432101234567${people}`,
      email: `leaf.${people}@gmail.com`,
      email_verified: true,
      name: `Mei Lin ${people}`,
      given_name: 'Mei',
      family_name: `Lin ${people}`,
      picture: `https://lh3.googleusercontent.com/a/ACg8ocK-leaf-${people}=s96-c`,
      ...overrides,
    };
  };

  /** The browser presses "Continue with Google" on the shop's login page and is sent to Google. */
  async function pressContinueWithGoogle(browser: Browser) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      remoteAddress: browser.address,
      headers: { origin: SHOP, cookie: browser.cookie },
      payload: { provider: 'google', callbackURL: '/products', errorCallbackURL: '/login' },
    });
    expect(res.statusCode, res.body).toBe(200);
    browser.keep(res);
    return String(res.json().url);
  }

  /** The browser opens Google's page; Google sends it back to the shop's callback. */
  async function atGoogle(url: string) {
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status, await res.text()).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/api/auth/callback/google`);
    return back;
  }

  async function backAtShop(browser: Browser, back: URL) {
    const res = await app.inject({
      url: `${back.pathname}${back.search}`,
      remoteAddress: browser.address,
      headers: { cookie: browser.cookie },
    });
    browser.keep(res);
    return res;
  }

  async function signInWithGoogle(browser = new Browser()) {
    const back = await atGoogle(await pressContinueWithGoogle(browser));
    const before = browser.snapshot();
    const res = await backAtShop(browser, back);
    return { res, back, browser, before };
  }

  const usersWithEmail = (email: string) => app.db.select().from(user).where(eq(user.email, email));
  const accountsOf = async (userId: string) =>
    (await app.db.select().from(account).where(eq(account.userId, userId))).map((a) => a.providerId).sort();

  async function profile(browser: Browser) {
    const res = await app.inject({
      url: '/api/profile',
      remoteAddress: browser.address,
      headers: { cookie: browser.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** The browser lands on the login page with the reason in the query, and nobody is signed in. */
  function expectSentToLogin(res: LightMyRequestResponse, error: string) {
    expect(res.statusCode, res.body).toBe(302);
    const to = new URL(String(res.headers.location), SHOP);
    expect(`${to.origin}${to.pathname}`, String(res.headers.location)).toBe(`${SHOP}/login`);
    expect(to.searchParams.get('error')).toBe(error);
    expect(sessionCookie(res)).toBeUndefined();
  }

  /** A form of the shop's page sent to the API, from a browser of its own (Better Auth limits each address). */
  const postFromNewBrowser = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, remoteAddress: nextAddress(), headers: { origin: SHOP }, payload });

  async function emailAccount(email: string, { verified }: { verified: boolean }) {
    const res = await postFromNewBrowser('/api/auth/sign-up/email', { name: 'Tea Lover', email, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    if (verified) {
      let text = '';
      await expect
        .poll(async () => {
          const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
          text = mail?.text ?? '';
          return text;
        })
        .toContain('/api/auth/verify-email');
      const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\S+)/.exec(text)?.[1];
      const follow = await app.inject({ url: link! });
      expect(follow.statusCode, follow.body).toBe(302);
      // The owner of the proven address chooses the account's password (docs/decisions/0009-accounts-trust.md).
      const token = new URL(String(follow.headers.location), SHOP).searchParams.get('token');
      const chosen = await postFromNewBrowser('/api/auth/reset-password', { token, newPassword: PASSWORD });
      expect(chosen.statusCode, chosen.body).toBe(200);
    }
    const [row] = await usersWithEmail(email);
    expect(row!.emailVerified).toBe(verified);
    return row!;
  }

  it('creates a customer account from the Google profile, signs in with an httpOnly cookie and returns to the remembered page', async () => {
    const person = googleAccount();
    google.signInAs(person);
    const { res, browser } = await signInWithGoogle();

    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/products');
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(await profile(browser)).toMatchObject({
      name: person.name,
      email: person.email,
      emailVerified: true,
      image: person.picture,
      role: 'user',
    });
    const [created] = await usersWithEmail(person.email);
    expect(await accountsOf(created!.id)).toEqual(['google']);
    const [linked] = await app.db.select().from(account).where(eq(account.userId, created!.id));
    expect(linked!.accountId).toBe(person.sub);
    // Google has verified the address already: no verification mail.
    expect(await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email))).toEqual([]);
  });

  it('signs the same Google account into the same shop account the next time', async () => {
    const person = googleAccount();
    google.signInAs(person);
    const first = await signInWithGoogle();
    expect(first.res.headers.location).toBe('/products');
    const firstProfile = await profile(first.browser);

    const again = await signInWithGoogle();
    expect(again.res.statusCode, again.res.body).toBe(302);
    expect(again.res.headers.location).toBe('/products');
    expect(sessionCookie(again.res)).toMatch(/HttpOnly/i);
    expect(await profile(again.browser)).toMatchObject({ _id: firstProfile._id, email: person.email });
    expect(await usersWithEmail(person.email)).toHaveLength(1);
    expect(await accountsOf(firstProfile._id)).toEqual(['google']);
  });

  it('links Google to the e-mail account of the same address when Google has verified it', async () => {
    const email = 'tea.lover@example.com';
    const existing = await emailAccount(email, { verified: true });
    google.signInAs(googleAccount({ email, email_verified: true }));

    const { res, browser } = await signInWithGoogle();
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/products');
    expect(await profile(browser)).toMatchObject({ _id: existing.id, email, name: 'Tea Lover', role: 'user' });
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await accountsOf(existing.id)).toEqual(['credential', 'google']);

    // The password still signs in too.
    const withPassword = await postFromNewBrowser('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(withPassword.statusCode, withPassword.body).toBe(200);
  });

  it.each([
    {
      when: 'when Google has not verified the address',
      email: 'unverified.at.google@example.com',
      verified: { byOwner: true, byGoogle: false },
    },
    // Someone may have signed up with another person's address before that person came with Google.
    {
      when: 'whose owner never verified the address',
      email: 'claimed.first@example.com',
      verified: { byOwner: false, byGoogle: true },
    },
  ])('does not link Google to an e-mail account $when', async ({ email, verified }) => {
    const existing = await emailAccount(email, { verified: verified.byOwner });
    google.signInAs(googleAccount({ email, email_verified: verified.byGoogle }));

    const { res } = await signInWithGoogle();
    expectSentToLogin(res, 'account_not_linked');
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await accountsOf(existing.id)).toEqual(['credential']);
  });

  it('sends the person back to the login page when they cancel at Google', async () => {
    const person = googleAccount();
    google.signInAs(person);
    google.refuseConsent();
    const { res, back } = await signInWithGoogle();
    expect(back.searchParams.get('error')).toBe('access_denied');
    expectSentToLogin(res, 'access_denied');
    expect(await usersWithEmail(person.email)).toEqual([]);
  });

  it('refuses a callback with a state the shop never issued', async () => {
    const person = googleAccount();
    google.signInAs(person);
    const browser = new Browser();
    const back = await atGoogle(await pressContinueWithGoogle(browser));
    back.searchParams.set('state', 'forged-state-0123456789abcdefghijkl');

    expectSentToLogin(await backAtShop(browser, back), 'state_mismatch');
    expect(await usersWithEmail(person.email)).toEqual([]);
  });

  it('refuses a callback carried into another browser, which never started that sign-in', async () => {
    // Login CSRF: someone signs in at Google and sends the shop's callback link to another person.
    const person = googleAccount();
    google.signInAs(person);
    const back = await atGoogle(await pressContinueWithGoogle(new Browser()));

    expectSentToLogin(await backAtShop(new Browser(), back), 'state_mismatch');
    expect(await usersWithEmail(person.email)).toEqual([]);
  });

  it('refuses a replayed callback, even with the cookies it first came with', async () => {
    const person = googleAccount();
    google.signInAs(person);
    const { res, back, before } = await signInWithGoogle();
    expect(res.headers.location).toBe('/products');

    expectSentToLogin(await backAtShop(before, back), 'state_mismatch');
    expect(await usersWithEmail(person.email)).toHaveLength(1);
  });

  it('refuses a code that was used once already, even under a fresh state', async () => {
    const person = googleAccount();
    google.signInAs(person);
    const first = await signInWithGoogle();
    expect(first.res.headers.location).toBe('/products');

    const browser = new Browser();
    const fresh = await atGoogle(await pressContinueWithGoogle(browser));
    fresh.searchParams.set('code', first.back.searchParams.get('code')!);
    expectSentToLogin(await backAtShop(browser, fresh), 'invalid_code');
  });

  it('refuses an id_token that Google issued to another application', async () => {
    const person = googleAccount();
    google.signInAs(person);
    google.forgeNextIdToken({ audience: 'another-app.apps.googleusercontent.com' });

    const { res } = await signInWithGoogle();
    expectSentToLogin(res, 'unable_to_get_user_info');
    expect(await usersWithEmail(person.email)).toEqual([]);
  });

  it('refuses an id_token that Google did not sign', async () => {
    const person = googleAccount();
    google.signInAs(person);
    google.forgeNextIdToken({ signedByStranger: true });

    const { res } = await signInWithGoogle();
    expectSentToLogin(res, 'unable_to_get_user_info');
    expect(await usersWithEmail(person.email)).toEqual([]);
  });
});
