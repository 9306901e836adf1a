import { fieldMessages } from '@teatree/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema/index.ts';
import { choosePassword, choosePasswordToken, signInAt } from './helpers/account-links.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { cookieHeader, PASSWORD, signUp } from './helpers/sessions.ts';
import { useAppWithSmtp } from './helpers/smtp.ts';

const ORIGIN = { origin: 'http://localhost:3000' };

describe('accounts over real SMTP', () => {
  const { app, smtp } = useAppWithSmtp({ AUTH_RATE_LIMIT: '50' });

  const linkIn = (text: string) => /(http:\/\/localhost:3000\/api\/auth\/[^\s]+)/.exec(text)?.[1];

  it('signs up, mails a verification link that verifies the address and asks for a password, and signs in and out', async () => {
    const email = 'leaf.lover@example.com';
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: ORIGIN,
      payload: { name: 'Leaf Lover', email: 'Leaf.Lover@Example.com', password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Leaf Lover', email, emailVerified: false, role: 'user' });
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/i);

    await expect.poll(() => smtp.inbox.find((m) => m.to.includes(email))).toBeDefined();
    const mail = smtp.inbox.find((m) => m.to.includes(email))!;
    expect(mail.subject).toBe('Verify your e-mail for TeaTree');
    const link = linkIn(mail.text);
    expect(link).toBeDefined();
    const follow = await app.inject({ url: link!.replace('http://localhost:3000', '') });
    expect(follow.statusCode).toBe(302);
    const [row] = await app.db.select().from(user).where(eq(user.email, email));
    expect(row!.emailVerified).toBe(true);
    // The address is proven: its owner chooses the password now, and the one given at sign-up is gone.
    const token = choosePasswordToken(follow.headers.location);
    expect(follow.headers['set-cookie']).toBeUndefined();
    expectApiError(await signInAt(app, email, PASSWORD), 401, undefined, /Invalid email or password/i);
    const chosen = await choosePassword(app, token, 'Sencha#2026');
    expect(chosen.statusCode, chosen.body).toBe(200);

    const signedIn = await signInAt(app, email, 'Sencha#2026');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = cookieHeader(signedIn.headers['set-cookie']);
    const me = await app.inject({ url: '/api/profile', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, name: 'Leaf Lover', role: 'user' });

    const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, ...ORIGIN } });
    expect(out.statusCode).toBe(200);
    expectApiError(await app.inject({ url: '/api/profile', headers: { cookie } }), 401);
  });

  it('resets a forgotten password through the mailed link, ending the old sessions', async () => {
    const customer = await signUp(app);
    const ask = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: ORIGIN,
      payload: { email: customer.email, redirectTo: '/reset-password' },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    await expect
      .poll(() => smtp.inbox.find((m) => m.to.includes(customer.email) && /Reset/.test(m.subject)), {
        timeout: 10_000,
      })
      .toBeDefined();
    const mail = smtp.inbox.find((m) => m.to.includes(customer.email) && /Reset/.test(m.subject))!;
    const link = linkIn(mail.text)!;
    const follow = await app.inject({ url: link.replace('http://localhost:3000', '') });
    expect(follow.statusCode).toBe(302);
    const token = new URL(follow.headers.location as string, 'http://localhost:3000').searchParams.get('token');
    expect(follow.headers.location).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);

    const reset = await choosePassword(app, token!, 'Oolong#2024');
    expect(reset.statusCode, reset.body).toBe(200);
    expectApiError(await app.inject({ url: '/api/profile', headers: { cookie: customer.cookie } }), 401);
    expectApiError(await signInAt(app, customer.email, PASSWORD), 401, undefined, /Invalid email or password/i);
    const fresh = await signInAt(app, customer.email, 'Oolong#2024');
    expect(fresh.statusCode).toBe(200);
  });
});

describe('sign-up and sign-in rules', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '4' } });

  const signUpWith = (payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { ...ORIGIN, 'x-forwarded-for': '10.0.0.1' },
      payload,
    });

  it.each([
    [{ email: 'a@example.com', password: PASSWORD }, 'name', fieldMessages.nameRequired],
    [{ name: 'A', password: PASSWORD }, 'email', fieldMessages.emailRequired],
    [{ name: 'A', email: 'a@b', password: PASSWORD }, 'email', fieldMessages.emailInvalid],
    [{ name: 'A', email: 'a@example.com' }, 'password', fieldMessages.passwordRequired],
    [{ name: 'A', email: 'a@example.com', password: 'greentea' }, 'password', fieldMessages.passwordWeak],
    [{ name: 'A', email: 'a@example.com', password: 'greentea1' }, 'password', fieldMessages.passwordWeak],
    [{ name: 'A', email: 'a@example.com', password: 'greentea#' }, 'password', fieldMessages.passwordWeak],
  ])('refuses sign-up %j naming %s with the spec message', async (payload, field, message) => {
    const res = await signUpWith(payload);
    expectApiError(res, 400, field, message);
    expect(await app.db.select().from(user)).toHaveLength(0);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: ORIGIN,
      payload: { name: 'Kim', email: 'kim@example.com', password: PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: ORIGIN,
      payload: { name: 'Kim 2', email: 'KIM@example.com', password: PASSWORD },
    });
    expectApiError(again, 422, undefined, /already exists/i);
    expect(await app.db.select().from(user).where(eq(user.email, 'kim@example.com'))).toHaveLength(1);
  });

  it('refuses a wrong password in plain words', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: ORIGIN,
      payload: { email: 'kim@example.com', password: 'Wrong#pass1' },
    });
    expectApiError(res, 401, undefined, 'Invalid email or password');
    expectApiError(
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: ORIGIN,
        payload: { email: 'kim@example.com' },
      }),
      400,
      'password',
      fieldMessages.passwordRequired,
    );
  });

  it('ignores a role in the sign-up body: it is a field the shop does not take', async () => {
    const sneaky = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: ORIGIN,
      payload: { name: 'Sneaky', email: 'sneaky@example.com', password: PASSWORD, role: 'admin' },
    });
    expectApiError(sneaky, 400, 'role');
    expect(await app.db.select().from(user).where(eq(user.email, 'sneaky@example.com'))).toHaveLength(0);
  });

  it('rate limits sign-in attempts from one address with 429 and a message', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...ORIGIN, 'x-forwarded-for': '10.9.9.9' },
        remoteAddress: '10.9.9.9',
        payload: { email: 'kim@example.com', password: 'Wrong#pass1' },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expectApiError(res, 429);
    }
    expect(codes.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(codes.slice(4)).toEqual([429, 429]);
  });

  it('never rate limits the session check that every page makes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: ORIGIN,
      payload: { email: 'kim@example.com', password: PASSWORD },
    });
    const cookie = cookieHeader(res.headers['set-cookie']);
    for (let i = 0; i < 150; i++) {
      const check = await app.inject({ url: '/api/auth/get-session', headers: { cookie } });
      expect(check.statusCode, `request ${i + 1}`).toBe(200);
    }
    expect((await app.inject({ url: '/api/auth/get-session', headers: { cookie } })).json().user.email).toBe(
      'kim@example.com',
    );
  });

  it('keeps sessions in the database', async () => {
    expect((await app.db.select().from(session)).length).toBeGreaterThan(0);
  });
});
