import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import type { TestApp } from './app.ts';

/**
 * The account links the shop mails (verification, reset, "choose your password"), as the tests of
 * accounts follow them: read from the kept mail (no SMTP_URL in these tests: trial mode), opened as
 * the browser would, and the steps they lead to.
 */

export const LOCAL = 'http://localhost:3000';

/** The newest kept mail to an address. */
export async function lastMailTo(app: TestApp, email: string) {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return mail;
}

export const linkIn = (text: string) => /(https?:\/\/\S+\/api\/auth\/\S+)/.exec(text)?.[1];

export async function follow(app: TestApp, link: string) {
  const url = new URL(link);
  return app.inject({ url: url.pathname + url.search, headers: { host: url.host } });
}

/** The account link in the newest kept mail to an address. */
export async function mailedLink(app: TestApp, email: string): Promise<string> {
  return linkIn((await lastMailTo(app, email))!.text)!;
}

/** Opens the account link in the newest kept mail to an address, as its reader's browser would. */
export async function followMailedLink(app: TestApp, email: string) {
  return follow(app, await mailedLink(app, email));
}

export function signUpAt(app: TestApp, origin: string, payload: object, host?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin, ...(host ? { host } : {}) },
    payload,
  });
}

/** The token of the "choose your password" step a verification link leads to. */
export function choosePasswordToken(location: unknown): string {
  expect(String(location)).toMatch(/^\/reset-password\?token=[\w-]+&verified=1$/);
  return new URL(String(location), LOCAL).searchParams.get('token')!;
}

/** A form of the shop's own page sent to the API, as the browser sends it (from LOCAL). */
export function postFromShop(app: TestApp, url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: { origin: LOCAL }, payload });
}

export function choosePassword(app: TestApp, token: string, newPassword: string) {
  return postFromShop(app, '/api/auth/reset-password', { token, newPassword });
}

export function signInAt(app: TestApp, email: string, password: string) {
  return postFromShop(app, '/api/auth/sign-in/email', { email, password });
}
