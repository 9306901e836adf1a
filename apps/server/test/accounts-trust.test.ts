import { fieldMessages } from '@teatree/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, user } from '../src/db/schema/index.ts';
import {
  choosePassword,
  choosePasswordToken,
  follow,
  LOCAL,
  lastMailTo,
  linkIn,
  signInAt,
  signUpAt,
} from './helpers/account-links.ts';
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
    const link = linkIn((await lastMailTo(app, email))!.text)!;
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
    expect(new URL(linkIn((await lastMailTo(app, email))!.text)!).origin).toBe(LOCAL);
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
      expect(new URL(linkIn((await lastMailTo(app, 'port.80@example.com'))!.text)!).origin).toBe('http://localhost');
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

    const mail = await lastMailTo(app, OWNER);
    const verified = await follow(app, linkIn(mail!.text)!);
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
    await follow(app, linkIn((await lastMailTo(app, 'boss@leaf.store'))!.text)!);
    const resend = await app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { origin: LOCAL },
      payload: { email: 'boss@leaf.store' },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    const verify = await follow(app, linkIn((await lastMailTo(app, 'boss@leaf.store'))!.text)!);
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
      app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: customer.headers,
        payload: { currentPassword: PASSWORD, newPassword },
      });
    expectApiError(await change('aaaaaa'), 400, 'newPassword', fieldMessages.passwordWeak);
    expect((await change('Sencha#2025')).statusCode).toBe(200);
  });

  it('reset-password keeps the sign-up password rule', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: LOCAL },
      payload: { token: 'anything', newPassword: 'aaaaaa' },
    });
    expectApiError(res, 400, 'newPassword', fieldMessages.passwordWeak);
  });

  it('change-email keeps the e-mail rule and takes real domains', async () => {
    const customer = await signUp(app);
    const change = (newEmail: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/change-email',
        headers: customer.headers,
        payload: { newEmail },
      });
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

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: LOCAL },
      payload: { email, password: PASSWORD },
    });
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

describe('password reset tells nobody whether an account exists', () => {
  // Mail goes to a port where nothing listens: the request must not wait for it.
  const app = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', AUTH_RATE_LIMIT: '100' } });

  const ask = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: LOCAL },
      payload: { email, redirectTo: '/reset-password' },
    });

  it('answers a known and an unknown address alike, and queues the mail instead of sending it', async () => {
    const customer = await signUp(app);
    const known = await ask(customer.email);
    const unknown = await ask('nobody.here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // The mail for a known address is prepared after the answer, within a fraction of a second.
    await expect
      .poll(
        async () =>
          (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email))).map((m) => m.subject),
        { timeout: 10_000 },
      )
      .toContain('Reset your TeaTree password');
    expect(await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody.here@example.com'))).toHaveLength(0);
  });
});

describe('hostile bodies on the account routes', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

  // Written as text: a body this deep is more than JSON.stringify itself can write.
  const deep = `${'{"a":'.repeat(5000)}"leaf"${'}'.repeat(5000)}`;
  const fields = ['email', 'password', 'name', 'newPassword', 'token', 'newEmail'];
  const bodies = [
    ['deep nesting', `{${fields.map((f) => `"${f}":${deep}`).join(',')}}`],
    [
      'a huge string',
      JSON.stringify({ email: `${'a'.repeat(500_000)}@example.com`, name: 'x'.repeat(400_000), password: PASSWORD }),
    ],
    [
      'wrong types',
      JSON.stringify({ email: 42, password: ['x'], name: { first: 'A' }, newEmail: null, rememberMe: 'yes' }),
    ],
    ['an array', '[1, 2, 3]'],
    ['a string', '"hello"'],
    ['broken JSON', '{"email": '],
  ] as const;
  const routes = [
    '/sign-up/email',
    '/sign-in/email',
    '/sign-in/social',
    '/request-password-reset',
    '/reset-password',
    '/send-verification-email',
    '/update-user',
    '/change-email',
    '/change-password',
  ];

  it.each(routes)('%s answers 400 (or 401 without a session), never 500', async (route) => {
    const customer = await signUp(app);
    for (const [what, payload] of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/auth${route}`,
        headers: { ...customer.headers, 'content-type': 'application/json' },
        payload,
      });
      expect([400, 401, 413], `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      expectApiError(res, res.statusCode);
    }
  });
});

describe('broken links', () => {
  const app = useTestApp();

  it.each([
    ['/api/auth/verify-email?token=&callbackURL=+', '/verified?error=INVALID_TOKEN'],
    ['/api/auth/verify-email?token=abc&callbackURL=https://evil.example', '/verified?error=INVALID_TOKEN'],
    ['/api/auth/verify-email', '/verified?error=INVALID_TOKEN'],
    ['/api/auth/reset-password/abc123?callbackURL=//evil.example', '/reset-password?error=INVALID_TOKEN'],
    [`/api/auth/callback/google?state=${'s'.repeat(3000)}`, '/login?error=invalid_callback_request'],
  ])('%s sends the browser to a page that explains, never to a 500 or another site', async (url, location) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('an expired or forged verification token ends on the verified page with an error', async () => {
    const res = await app.inject('/api/auth/verify-email?token=forged.token.value&callbackURL=%2Fverified');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/verified\?error=/);
  });
});

describe('a refused address is named in the log for the owner', () => {
  it('once per address, with TRUSTED_ORIGINS to trust it; nothing for a page that names none', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { loadConfig } = await import('../src/config.ts');
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info', SEED_DEMO: 'false', WEB_DIST: '/nonexistent', PORT: '3000' }),
      database,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await app.ready();
      for (const origin of ['http://192.168.1.20:3000', 'http://192.168.1.20:3000', 'https://evil.example', 'null']) {
        expectApiError(
          await signUpAt(app, origin, { name: 'Phone', email: 'phone@tea-house.shop', password: PASSWORD }),
          403,
        );
      }
      const refusals = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg.includes('was refused'));
      expect(refusals.map((entry) => [entry.level, entry.origin])).toEqual([
        [40, 'http://192.168.1.20:3000'],
        [40, 'https://evil.example'],
      ]);
      expect(refusals[0].msg).toMatch(/add it to TRUSTED_ORIGINS/);
      expect(refusals[0].trusted).toContain('http://127.0.0.1:3000');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('mail without SMTP is a trial mode, and says so', () => {
  it('warns at start without SMTP_URL, and never logs a link or token with it', async () => {
    const { buildApp } = await import('../src/app.ts');
    const { loadConfig } = await import('../src/config.ts');
    for (const smtp of [undefined, 'smtp://127.0.0.1:9']) {
      const lines: string[] = [];
      const database = await createTestDatabase();
      const app = await buildApp({
        config: loadConfig({
          LOG_LEVEL: 'info',
          SEED_DEMO: 'false',
          WEB_DIST: '/nonexistent',
          ...(smtp ? { SMTP_URL: smtp } : {}),
        }),
        database,
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      });
      await app.ready();
      await signUpAt(app, LOCAL, { name: 'Logged', email: 'logged@example.com', password: PASSWORD });
      await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: LOCAL },
        payload: { email: 'logged@example.com' },
      });
      await app.close();
      await database.close();
      const log = lines.join('');
      if (smtp) {
        expect(log).not.toMatch(/SMTP_URL is not set/);
        expect(log).not.toMatch(/\/api\/auth\/(verify-email|reset-password)/);
        expect(log).not.toMatch(/token=/);
      } else {
        expect(lines.filter((l) => /SMTP_URL is not set/.test(l))).toHaveLength(1);
        expect(JSON.parse(lines.find((l) => /SMTP_URL is not set/.test(l))!).level).toBe(40);
        // The first owner verifies from the log on a laptop.
        expect(log).toMatch(/\/api\/auth\/verify-email\?token=/);
      }
    }
  });
});
