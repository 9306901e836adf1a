import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { LOCAL, signUpAt } from './helpers/account-links.ts';
import { createTestDatabase, expectApiError, useTestApp } from './helpers/app.ts';
import { PASSWORD, signUp } from './helpers/sessions.ts';

/**
 * What the account routes mail and answer (docs/decisions/0009-accounts-trust.md): a reset that tells
 * nobody whether an account exists, hostile bodies, broken links, a refused address named in the log,
 * and the trial mode without SMTP. Above the database: run once, on PGlite (vitest.config.ts).
 */

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
