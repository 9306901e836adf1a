import { describe, expect, it } from 'vitest';
import { betterAuthStorages } from '../src/modules/auth/calls.ts';
import { useTestApp } from './helpers/app.ts';
import { cookieHeader, PASSWORD, signUp } from './helpers/sessions.ts';

/** Whether a storage still runs its async hook (Node 20's AsyncLocalStorage says so in `enabled`). */
const running = () => betterAuthStorages().filter((storage) => Reflect.get(storage, 'enabled') === true).length;

describe('calls into Better Auth', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });

  it('leave no context storage of Better Auth running after a sign-up, a sign-in and a session read', async () => {
    const who = await signUp(app);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: who.headers.origin },
      payload: { email: who.email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    expect((await app.inject({ url: '/api/purchase', headers: { cookie } })).statusCode).toBe(200);
    expect(betterAuthStorages().length).toBeGreaterThan(0);
    expect(running()).toBe(0);
  });

  it('keep each call its own context while many overlap', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const email = `overlap${i}.${Date.now()}@example.com`;
        const up = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          headers: { origin: 'http://localhost:3000' },
          payload: { name: `Overlap ${i}`, email, password: PASSWORD },
        });
        const session = await app.inject({
          url: '/api/auth/get-session',
          headers: { cookie: cookieHeader(up.headers['set-cookie']) },
        });
        return { status: up.statusCode, email, seen: session.json()?.user?.email };
      }),
    );
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, seen: answer.email });
    expect(running()).toBe(0);
  });
});
