import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { user } from '../../src/db/schema/index.ts';
import { standIn, type TestApp } from './app.ts';

export const PASSWORD = 'Green#tea1';

export interface Session {
  email: string;
  name: string;
  /** The Cookie header that carries the session. */
  cookie: string;
  headers: { cookie: string; origin: string };
}

let counter = 0;

/**
 * Signs up a new customer through the real endpoint and keeps the session. The address counts as
 * verified unless `verified: false` (following the mailed link is tested in accounts.test.ts), and the
 * account may be promoted to admin.
 */
export async function signUp(
  app: TestApp,
  {
    role = 'user',
    name,
    verified = true,
    email: given,
  }: { role?: 'user' | 'admin'; name?: string; verified?: boolean; email?: string } = {},
): Promise<Session> {
  counter += 1;
  const email = given ?? `${role}${counter}.${Date.now()}@example.com`;
  const displayName = name ?? `${role === 'admin' ? 'Admin' : 'Customer'} ${counter}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { name: displayName, email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  if (role === 'admin' || verified) {
    await app.db
      .update(user)
      .set({ emailVerified: verified, ...(role === 'admin' && { role: 'admin' }) })
      .where(eq(user.email, email));
  }
  const cookie = cookieHeader(res.headers['set-cookie']);
  return { email, name: displayName, cookie, headers: { cookie, origin: 'http://localhost:3000' } };
}

/**
 * A session signed up (signUp, with these options) before the tests of a file or `describe` block run,
 * standing for it once a test runs: `const admin = useSession(app, { role: 'admin' })`, then
 * `admin.headers` in the tests. Sessions sign up in the order they are asked for.
 */
export function useSession(app: TestApp, options: Parameters<typeof signUp>[1] = {}): Session {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await signUp(app, options);
  });
  return standIn(() => session, 'The session signs up before the tests run');
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
