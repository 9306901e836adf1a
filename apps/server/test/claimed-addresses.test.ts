import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, user } from '../src/db/schema/index.ts';
import {
  choosePassword,
  choosePasswordToken,
  follow,
  followMailedLink,
  LOCAL,
  lastMailTo,
  linkIn,
  mailedLink,
  signInAt,
  signUpAt,
} from './helpers/account-links.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { cookieHeader, PASSWORD, signUp } from './helpers/sessions.ts';

/**
 * An address someone else signed up with, a verification link opened in another person's browser, and
 * the Outbox's account links (docs/decisions/0009-accounts-trust.md), on PGlite and PostgreSQL.
 */

describe('an address claimed before its owner verifies it', () => {
  const OWNER = 'owner@tea-house.shop';
  const app = useTestApp({ env: { ADMIN_EMAILS: OWNER, AUTH_RATE_LIMIT: '100' } });
  const ATTACKER_PASSWORD = 'Attack#er1';

  const session = async (cookie: string) =>
    (await app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json()?.user?.email ?? null;
  const admins = async () =>
    (await app.db.select({ email: user.email }).from(user).where(eq(user.role, 'admin'))).map((r) => r.email);

  it("gives the attacker nothing once the owner verifies: the attacker's password is refused, the owner alone is administrator", async () => {
    // The attacker signs up the owner's address with a password of their choosing, and has the link sent again.
    const claimed = await signUpAt(app, LOCAL, { name: 'Owner', email: OWNER, password: ATTACKER_PASSWORD });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const attacker = cookieHeader(claimed.headers['set-cookie']);
    const resend = await app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { origin: LOCAL },
      payload: { email: OWNER },
    });
    expect(resend.statusCode).toBe(200);

    // The owner opens the link mailed to them.
    const opened = await followMailedLink(app, OWNER);
    const token = choosePasswordToken(opened.headers.location);
    expect(opened.headers['set-cookie']).toBeUndefined();
    expect(await session(attacker)).toBeNull();
    expectApiError(await signInAt(app, OWNER, ATTACKER_PASSWORD), 401, undefined, /Invalid email or password/i);
    expect(await admins()).toEqual([]);

    // The owner chooses their password, and becomes the administrator.
    expect((await choosePassword(app, token, 'Owner#own1')).statusCode).toBe(200);
    expect(await admins()).toEqual([OWNER]);
    expectApiError(await signInAt(app, OWNER, ATTACKER_PASSWORD), 401);
    expect((await signInAt(app, OWNER, 'Owner#own1')).statusCode).toBe(200);
    // The step is taken once: the token is spent, and the attacker's old session stays ended.
    expect((await choosePassword(app, token, 'Attack#er2')).statusCode).toBe(400);
    expect(await session(attacker)).toBeNull();
  });

  it("keeps a pre-registered customer's account out of the attacker's reach once the customer verifies", async () => {
    const email = 'mina.customer@example.com';
    const claimed = await signUpAt(app, LOCAL, { name: 'Mina', email, password: ATTACKER_PASSWORD });
    const attacker = cookieHeader(claimed.headers['set-cookie']);
    const opened = await followMailedLink(app, email);
    const token = choosePasswordToken(opened.headers.location);
    // Before the customer has even chosen a password, the attacker is out.
    expect(await session(attacker)).toBeNull();
    expectApiError(await app.inject({ url: '/api/profile', headers: { cookie: attacker } }), 401);
    expectApiError(await signInAt(app, email, ATTACKER_PASSWORD), 401);
    expect((await choosePassword(app, token, 'Mina#own1')).statusCode).toBe(200);
    expectApiError(await signInAt(app, email, ATTACKER_PASSWORD), 401);
    expect(await admins()).toEqual([OWNER]);
  });

  it('opening the link twice leads to the step again until a password is chosen, then only to /verified', async () => {
    const email = 'twice@example.com';
    await signUpAt(app, LOCAL, { name: 'Twice', email, password: PASSWORD });
    const link = await mailedLink(app, email);
    const first = choosePasswordToken((await follow(app, link)).headers.location);
    const second = choosePasswordToken((await follow(app, link)).headers.location);
    expect(second).not.toBe(first);
    expect((await choosePassword(app, second, 'Twice#own1')).statusCode).toBe(200);
    expect((await follow(app, link)).headers.location).toBe('/verified');
  });
});

describe('a verification link never changes who is signed in', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '100' } });

  it('verifies the address it names and leaves the opener signed in as themselves', async () => {
    const stranger = 'stranger.account@example.com';
    const made = await signUpAt(app, LOCAL, { name: 'Stranger', email: stranger, password: PASSWORD });
    expect(made.statusCode).toBe(200);
    const person = await signUp(app, { name: 'Signed In Person' });

    const link = new URL(await mailedLink(app, stranger));
    const opened = await app.inject({
      url: link.pathname + link.search,
      headers: { host: link.host, cookie: person.cookie },
    });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers['set-cookie']).toBeUndefined();
    const [row] = await app.db.select().from(user).where(eq(user.email, stranger));
    expect(row!.emailVerified).toBe(true);
    const who = await app.inject({ url: '/api/auth/get-session', headers: { cookie: person.cookie } });
    expect(who.json().user.email).toBe(person.email);
  });

  it('a browser signed in to nobody stays signed out after opening a link', async () => {
    const email = 'fresh.verify@example.com';
    await signUpAt(app, LOCAL, { name: 'Fresh', email, password: PASSWORD });
    const opened = await followMailedLink(app, email);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers['set-cookie']).toBeUndefined();
  });
});

describe('the Outbox shows no live account link', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '100' } });

  it("hides every account link's token from a second administrator, keeping its host and path", async () => {
    const owner = await signUp(app, { role: 'admin', name: 'Owner' });
    const second = await signUp(app, { role: 'admin', name: 'Second' });
    await signUpAt(app, LOCAL, { name: 'New Customer', email: 'new.customer@example.com', password: PASSWORD });
    for (const email of [owner.email, 'new.customer@example.com']) {
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: LOCAL },
        payload: { email, redirectTo: '/reset-password' },
      });
      expect(reset.statusCode).toBe(200);
    }
    await expect
      .poll(async () => (await lastMailTo(app, owner.email))?.subject, { timeout: 10_000 })
      .toBe('Reset your TeaTree password');
    await expect
      .poll(async () => (await lastMailTo(app, 'new.customer@example.com'))?.subject, { timeout: 10_000 })
      .toBe('Reset your TeaTree password');

    const res = await app.inject({ url: '/api/outbox', headers: { cookie: second.cookie } });
    expect(res.statusCode).toBe(200);
    const shown: { to: string; text: string }[] = res.json().mail;
    const accountMails = shown.filter((m) => /\/api\/auth\//.test(m.text));
    expect(accountMails.map((m) => m.to)).toEqual(
      expect.arrayContaining([owner.email, 'new.customer@example.com', 'new.customer@example.com']),
    );
    const stored = await app.db.select().from(mailOutbox);
    for (const mail of accountMails) {
      const link = linkIn(mail.text)!;
      expect(new URL(link).origin).toBe(LOCAL);
      expect(link).toMatch(/\/api\/auth\/(verify-email\?token=|reset-password\/)hidden-see-the-server-log/);
      // Not one token the shop issued appears on the page.
      for (const row of stored) {
        const token = /(?:token=|reset-password\/)([^\s&?]+)/.exec(row.text)?.[1];
        if (token) expect(res.body).not.toContain(token);
      }
      const followed = await follow(app, link);
      expect(followed.headers.location ?? '').toMatch(/error=INVALID_TOKEN/);
    }
    // Nor does the owner's reset work for anyone who read the Outbox.
    const tried = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: LOCAL },
      payload: { token: 'hidden-see-the-server-log', newPassword: 'Taken#over1' },
    });
    expect(tried.statusCode).toBe(400);
  });
});
