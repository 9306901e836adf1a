import type { SessionUser } from '@teatree/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { session, user } from '../src/db/schema/index.ts';
import { AUTH_CHANGED, type CheckedSession, SessionCache, sessionKey } from '../src/modules/auth/session-cache.ts';
import { useTestApp } from './helpers/app.ts';
import { type Session, signUp } from './helpers/sessions.ts';

const ada = { id: 'u1', name: 'Ada', email: 'ada@example.com', role: 'user' } as SessionUser;
const ben = { id: 'u2', name: 'Ben', email: 'ben@example.com', role: 'user' } as SessionUser;
const until = (ms: number) => new Date(ms);

/** A Better Auth that the test answers for, counting how often it is asked. */
function checker(found: CheckedSession | null) {
  const check = vi.fn(async () => found);
  return check;
}

describe('the sessions an app server keeps', () => {
  it('keeps a checked session while announcements are heard, and only then', async () => {
    const cache = new SessionCache();
    const check = checker({ user: ada, expiresAt: until(Date.now() + 3_600_000) });
    await cache.user('a', check);
    await cache.user('a', check);
    expect(check).toHaveBeenCalledTimes(2); // not hearing yet: nothing kept
    cache.hearing(true);
    await cache.user('a', check);
    expect(await cache.user('a', check)).toEqual(ada);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('forgets the sessions of an account announced as changed, and no other', async () => {
    const cache = new SessionCache();
    cache.hearing(true);
    const expiresAt = until(Date.now() + 3_600_000);
    const checkAda = checker({ user: ada, expiresAt });
    const checkBen = checker({ user: ben, expiresAt });
    await cache.user('ada-phone', checkAda);
    await cache.user('ada-laptop', checkAda);
    await cache.user('ben', checkBen);
    cache.message('u1');
    expect(cache.size).toBe(1);
    await cache.user('ada-phone', checkAda);
    await cache.user('ben', checkBen);
    expect(checkAda).toHaveBeenCalledTimes(3);
    expect(checkBen).toHaveBeenCalledTimes(1);
    cache.message('*');
    expect(cache.size).toBe(0);
  });

  it('does not keep what a check read before an announcement that came during it', async () => {
    const cache = new SessionCache();
    cache.hearing(true);
    let answer: (found: CheckedSession) => void = () => {};
    const slow = vi.fn(() => new Promise<CheckedSession>((resolve) => (answer = resolve)));
    const asked = cache.user('a', slow);
    cache.message('u1'); // e.g. the role changed while the session was being read
    answer({ user: ada, expiresAt: until(Date.now() + 3_600_000) });
    await asked;
    expect(cache.size).toBe(0);
  });

  it('asks again after its time, when the session expires, and forgets all when it stops hearing', async () => {
    let now = 1_000_000;
    const cache = new SessionCache({ maxAgeMs: 60_000, now: () => now });
    cache.hearing(true);
    const check = checker({ user: ada, expiresAt: until(now + 90_000) });
    await cache.user('a', check);
    now += 59_999;
    await cache.user('a', check);
    expect(check).toHaveBeenCalledTimes(1);
    now += 1;
    await cache.user('a', check); // a minute on: Better Auth is asked (and refreshes the session as it does)
    expect(check).toHaveBeenCalledTimes(2);
    now += 30_000; // past the session's own end
    await cache.user('a', check);
    expect(check).toHaveBeenCalledTimes(3);
    cache.hearing(false);
    expect(cache.size).toBe(0);
    await cache.user('a', check);
    await cache.user('a', check);
    expect(check).toHaveBeenCalledTimes(5);
  });

  it('keeps at most its number of sessions, forgetting the oldest', async () => {
    const cache = new SessionCache({ maxEntries: 2 });
    cache.hearing(true);
    const check = checker({ user: ada, expiresAt: until(Date.now() + 3_600_000) });
    for (const key of ['a', 'b', 'c']) await cache.user(key, check);
    expect(cache.size).toBe(2);
    await cache.user('a', check);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('reads the session cookies Better Auth reads, and nothing else', () => {
    expect(sessionKey(undefined)).toBeNull();
    expect(sessionKey('theme=dark')).toBeNull();
    expect(sessionKey('teatree.session_token=abc.sig; theme=dark')).toBe('abc.sig\n');
    expect(sessionKey('__Secure-teatree.session_token=x.s')).toBe('\nx.s');
    expect(sessionKey('teatree.session_token=a; __Secure-teatree.session_token=b')).not.toBe(
      sessionKey('teatree.session_token=b; __Secure-teatree.session_token=a'),
    );
  });
});

describe('who is signed in, on the very next request after a change', () => {
  // Each round signs up a customer: more than the default limit of sign-ups a minute from one address.
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '100' } });
  const orders = (cookie: string) => app.inject({ url: '/api/purchase', headers: { cookie } });
  const allOrders = (cookie: string) => app.inject({ url: '/api/allOrder', headers: { cookie } });
  const asAdmin = (admin: Session, method: 'PUT' | 'DELETE', url: string) =>
    app.inject({ method, url, headers: admin.headers });

  it('knows a signed-in customer without asking Better Auth on every request', async () => {
    const heard: string[] = [];
    const stop = await app.database.listen(AUTH_CHANGED, { message: (payload) => heard.push(payload), hearing() {} });
    try {
      const customer = await signUp(app);
      // The sign-up's announcements drop the customer's kept sessions as they arrive, which on PostgreSQL
      // may be after the sign-up has answered: the test waits until they have come and the channel is quiet.
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      for (let before = -1; before !== heard.length; ) {
        before = heard.length;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const getSession = vi.spyOn(app.auth.api, 'getSession');
      for (let i = 0; i < 5; i++) expect((await orders(customer.cookie)).statusCode).toBe(200);
      expect(getSession).toHaveBeenCalledTimes(1);
      getSession.mockRestore();
    } finally {
      await stop();
    }
  });

  it('reads the session without a word to the other servers, and announces a sign-out', async () => {
    const customer = await signUp(app);
    const heard: string[] = [];
    const stop = await app.database.listen(AUTH_CHANGED, { message: (payload) => heard.push(payload), hearing() {} });
    try {
      // What the sign-up announced may still be on its way.
      await new Promise((resolve) => setTimeout(resolve, 200));
      heard.length = 0;
      for (let i = 0; i < 3; i++) {
        const read = await app.inject({ url: '/api/auth/get-session', headers: customer.headers });
        expect(read.json().user.email).toBe(customer.email);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([]);
      await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: customer.headers });
      await expect.poll(() => heard.length).toBeGreaterThan(0);
    } finally {
      await stop();
    }
  });

  it('refuses a signed-out session at once, every time', async () => {
    for (let i = 0; i < 10; i++) {
      const customer = await signUp(app);
      expect((await orders(customer.cookie)).statusCode).toBe(200);
      const out = await app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: customer.headers });
      expect(out.statusCode).toBe(200);
      expect((await orders(customer.cookie)).statusCode).toBe(401);
    }
  });

  it('follows a role given or taken and a removed account at once', async () => {
    const admin = await signUp(app, { role: 'admin' });
    const customer = await signUp(app);
    expect((await allOrders(customer.cookie)).statusCode).toBe(403);
    expect((await asAdmin(admin, 'PUT', `/api/user/admin/${customer.email}`)).statusCode).toBe(200);
    expect((await allOrders(customer.cookie)).statusCode).toBe(200);
    expect((await asAdmin(admin, 'DELETE', `/api/user/admin/${customer.email}`)).statusCode).toBe(200);
    expect((await allOrders(customer.cookie)).statusCode).toBe(403);
    expect((await asAdmin(admin, 'DELETE', `/api/user/${customer.email}`)).statusCode).toBe(200);
    expect((await orders(customer.cookie)).statusCode).toBe(401);
  });

  it('follows a change made outside the shop’s routes (make-admin, or by hand) within a second', async () => {
    const customer = await signUp(app);
    expect((await allOrders(customer.cookie)).statusCode).toBe(403);
    await app.db.update(user).set({ role: 'admin' }).where(eq(user.email, customer.email));
    await expect.poll(async () => (await allOrders(customer.cookie)).statusCode, { timeout: 1_000 }).toBe(200);
    const [account] = await app.db.select().from(user).where(eq(user.email, customer.email));
    await app.db.delete(session).where(eq(session.userId, account!.id));
    await expect.poll(async () => (await orders(customer.cookie)).statusCode, { timeout: 1_000 }).toBe(401);
  });
});
