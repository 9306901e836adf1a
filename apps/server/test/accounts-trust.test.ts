import { fieldMessages } from '@teatree/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema/index.ts';
import {
  choosePassword,
  choosePasswordToken,
  followMailedLink,
  LOCAL,
  mailedLink,
  signInAt,
  signUpAt,
} from './helpers/account-links.ts';
import { apiCalls } from './helpers/api-calls.ts';
import { buildTestApp, createTestDatabase, expectApiError, type TestApp, useTestApp } from './helpers/app.ts';
import { cookieHeader, PASSWORD, signUp } from './helpers/sessions.ts';

describe('the shop works at the address it prints (no PUBLIC_URL)', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '100' } });

  it.each([
    ['http://localhost:3000', 'localhost:3000'],
    ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ['http://[::1]:3000', '[::1]:3000'],
  ])('signs up and in from %s, and mails links back to that address', async (origin, host) => {
    const email = `first.run+${host.replace(/\W/g, '')}@tea-house.shop`;
    const res = await signUpAt(app, origin, { name: 'First Run', email, password: PASSWORD }, host);
    expect(res.statusCode, res.body).toBe(200);
    const link = await mailedLink(app, email);
    expect(new URL(link).origin).toBe(origin);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin, host },
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it.each([
    'http://192.168.1.20:3000',
    'http://localhost:4000',
    'https://localhost:3000',
    'http://evil.example',
    'null',
  ])('refuses %s with a sentence a person understands, and creates nothing', async (origin) => {
    const email = 'stranger@example.com';
    const res = await signUpAt(app, origin, { name: 'Stranger', email, password: PASSWORD });
    const body = expectApiError(res, 403, undefined, /does not trust.*open the shop at http:\/\/localhost:3000/i);
    expect(body.message).not.toMatch(/^Invalid origin/);
    expect(await app.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it('mails links to the shop, not to whatever a Host header claims', async () => {
    const email = 'host.header@example.com';
    const res = await signUpAt(app, LOCAL, { name: 'Host', email, password: PASSWORD }, 'evil.example');
    expect(res.statusCode, res.body).toBe(200);
    expect(new URL(await mailedLink(app, email)).origin).toBe(LOCAL);
  });
});

describe('a shop on port 80', () => {
  it('trusts the address as a browser writes it, without the port', async () => {
    const app = await buildTestApp({ env: { PORT: '80' } });
    try {
      const res = await signUpAt(
        app,
        'http://localhost',
        { name: 'Port Eighty', email: 'port.80@example.com', password: PASSWORD },
        'localhost',
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(new URL(await mailedLink(app, 'port.80@example.com')).origin).toBe('http://localhost');
    } finally {
      await app.close();
    }
  });
});

describe('PUBLIC_URL and TRUSTED_ORIGINS', () => {
  const app = useTestApp({
    env: {
      PUBLIC_URL: 'https://tea.example.com',
      TRUSTED_ORIGINS: 'https://admin.tea.example.com, http://192.168.1.20:3000',
      TRUST_PROXY: 'true',
    },
  });

  it.each(['https://tea.example.com', 'https://admin.tea.example.com', 'http://192.168.1.20:3000'])(
    'takes sign-ups from %s',
    async (origin) => {
      const email = `from.${new URL(origin).hostname.replace(/\W/g, '')}@example.com`;
      const res = await signUpAt(app, origin, { name: 'Configured', email, password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      // The session cookie only travels over https when the shop's address is https.
      expect(String(res.headers['set-cookie'])).toMatch(/__Secure-teatree\.session_token=.*Secure/);
    },
  );

  it('trusts loopback addresses no more once PUBLIC_URL is set', async () => {
    const res = await signUpAt(app, 'http://localhost:3000', { name: 'L', email: 'l@example.com', password: PASSWORD });
    expectApiError(res, 403, undefined, /open the shop at https:\/\/tea\.example\.com/);
  });

  it('sends HSTS over https only', async () => {
    const secure = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('admin only through the front door', () => {
  let app: TestApp;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const OWNER = 'owner@tea-house.shop';
  const env = { ADMIN_EMAILS: `${OWNER}, Boss@Leaf.Store`, AUTH_RATE_LIMIT: '100' };
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp({ env, database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const roleOf = async (email: string) =>
    (await app.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

  it('makes an ADMIN_EMAILS account an administrator once its address is verified and its password chosen, not before', async () => {
    const res = await signUpAt(app, LOCAL, { name: 'Owner', email: OWNER, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.role).toBe('user');
    const cookie = cookieHeader(res.headers['set-cookie']);
    expectApiError(await app.inject({ url: '/api/user', headers: { cookie } }), 403);

    const verified = await followMailedLink(app, OWNER);
    expect(verified.statusCode).toBe(302);
    // The link ends on "choose your password"; the sign-up's session and password are gone.
    const token = choosePasswordToken(verified.headers.location);
    expect(await roleOf(OWNER)).toBe('user');
    expectApiError(await app.inject({ url: '/api/user', headers: { cookie } }), 401);

    expect((await choosePassword(app, token, 'Owner#chosen1')).statusCode).toBe(200);
    expect(await roleOf(OWNER)).toBe('admin');
    const signedIn = await signInAt(app, OWNER, 'Owner#chosen1');
    expect(signedIn.statusCode).toBe(200);
    const admin = cookieHeader(signedIn.headers['set-cookie']);
    expect((await app.inject({ url: '/api/user', headers: { cookie: admin } })).statusCode).toBe(200);
  });

  it('never grants a role for a change of e-mail, nor at the next start', async () => {
    // Unverified, so the change goes straight to the new address (a verified one confirms from the old first).
    const customer = await signUp(app, { verified: false });
    const change = await app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: customer.headers,
      payload: { newEmail: 'boss@leaf.store', callbackURL: '/profile' },
    });
    expect(change.statusCode, change.body).toBe(200);
    // The link mailed to the new address moves the account to it; then that address is verified too.
    await followMailedLink(app, 'boss@leaf.store');
    const resend = await app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { origin: LOCAL },
      payload: { email: 'boss@leaf.store' },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const verify = await followMailedLink(app, 'boss@leaf.store');
    // Proven now, so the address's owner chooses the password: still no role.
    const chosen = await choosePassword(app, choosePasswordToken(verify.headers.location), 'Boss#chosen1');
    expect(chosen.statusCode).toBe(200);
    const [row] = await app.db.select().from(user).where(eq(user.email, 'boss@leaf.store'));
    expect(row).toMatchObject({ emailVerified: true, role: 'user' });

    // The next start (a second app server on the same database) grants nothing either.
    const restarted = await buildTestApp({ env, database });
    await restarted.close();
    expect(await roleOf('boss@leaf.store')).toBe('user');
  });

  it.each([
    ['POST', '/api/auth/admin/set-role', { userId: 'x', role: 'superuser' }],
    ['POST', '/api/auth/admin/impersonate-user', { userId: 'x' }],
    ['POST', '/api/auth/admin/ban-user', { userId: 'x' }],
    ['POST', '/api/auth/admin/remove-user', { userId: 'x' }],
    ['GET', '/api/auth/admin/list-users', undefined],
    ['POST', '/api/auth/delete-user', {}],
    ['GET', '/api/auth/list-sessions', undefined],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['GET', '/api/auth/ok', undefined],
  ] as const)(
    '%s %s, which the shop does not use, answers 404 even to an administrator',
    async (method, url, payload) => {
      const admin = await signUp(app, { role: 'admin' });
      const res = await app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
      expectApiError(res, 404);
    },
  );
});

describe('one set of rules for every write to a user', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '100' } });

  const { call } = apiCalls(app, () => null);
  const updateUser = (headers: object, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/auth/update-user', headers: headers as never, payload: payload as never });

  it.each([
    ['an empty name', { name: '' }, 'name', fieldMessages.nameRequired],
    ['a blank name', { name: '   ' }, 'name', fieldMessages.nameRequired],
    ['a 900 KB name', { name: 'x'.repeat(900_000) }, 'name', /at most 80/],
    ['a javascript: photo', { image: 'javascript:alert(1)' }, 'image', /https/],
    ['a plain-http photo', { image: 'http://example.com/me.png' }, 'image', /https/],
    ['a phone (the profile form sets it)', { phone: '+1 555 0100' }, 'phone', /not a field/],
    ['a role', { role: 'admin' }, 'role', /not a field/],
    ['a verified flag', { emailVerified: true }, 'emailVerified', /not a field/],
    ['nothing to change', {}, 'body', /name or an image/],
    ['an array', [], 'body', undefined],
  ] as [string, unknown, string, string | RegExp | undefined][])(
    'update-user refuses %s, naming the field',
    async (_title, payload, field, message) => {
      const customer = await signUp(app, { name: 'Rule Keeper' });
      const res = await updateUser(customer.headers, payload);
      expectApiError(res, 400, field, message);
      const [row] = await app.db.select().from(user).where(eq(user.email, customer.email));
      expect(row).toMatchObject({ name: 'Rule Keeper', image: null, role: 'user', phone: '' });
    },
  );

  it('update-user takes a good name and photo', async () => {
    const customer = await signUp(app);
    const res = await updateUser(customer.headers, { name: 'Mina Park', image: 'https://example.com/me.png' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await app.db.select().from(user).where(eq(user.email, customer.email));
    expect(row).toMatchObject({ name: 'Mina Park', image: 'https://example.com/me.png' });
  });

  it('change-password keeps the sign-up password rule', async () => {
    const customer = await signUp(app);
    const change = (newPassword: string) =>
      call('POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword }, customer);
    expectApiError(await change('aaaaaa'), 400, 'newPassword', fieldMessages.passwordWeak);
    expect((await change('Sencha#2025')).statusCode).toBe(200);
  });

  it('reset-password keeps the sign-up password rule', async () => {
    const res = await choosePassword(app, 'anything', 'aaaaaa');
    expectApiError(res, 400, 'newPassword', fieldMessages.passwordWeak);
  });

  it('change-email keeps the e-mail rule and takes real domains', async () => {
    const customer = await signUp(app);
    const change = (newEmail: string) => call('POST', '/api/auth/change-email', { newEmail }, customer);
    expectApiError(await change('not-an-address'), 400, 'newEmail', fieldMessages.emailInvalid);
    expect((await change('new.me@teas.online')).statusCode).toBe(200);
  });
});

describe('the session stays out of page scripts', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '100' } });

  it('no answer carries the session token, and the token is no bearer', async () => {
    const email = 'no.token@example.com';
    const up = await signUpAt(app, LOCAL, { name: 'No Token', email, password: PASSWORD });
    expect(up.statusCode).toBe(200);
    const cookie = cookieHeader(up.headers['set-cookie']);
    const token = decodeURIComponent(/teatree\.session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;
    expect(token.length).toBeGreaterThan(10);

    const signIn = await signInAt(app, email, PASSWORD);
    const session = await app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    for (const res of [up, signIn, session]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-auth-token']).toBeUndefined();
      expect(res.body).not.toContain(token);
      expect(res.body).not.toMatch(/"token"/);
    }
    expect(session.json().user.email).toBe(email);
    expectApiError(await app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } }), 401);
  });
});
