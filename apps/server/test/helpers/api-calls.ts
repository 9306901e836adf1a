import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import type { Session } from './sessions.ts';

/**
 * A test's requests to the API, made as `by()` (the session signed up in a hook, mostly the owner's)
 * unless `who` says otherwise, `null` being nobody signed in. `call` answers the response; `ok` asserts
 * that it succeeded (a 2xx) and answers its JSON. A file that builds its app in a hook (beside an SMTP
 * server, say) passes `() => app`, read at each call.
 */
export function apiCalls(app: TestApp | (() => TestApp), by: () => Session | null) {
  const appNow = typeof app === 'function' ? app : () => app;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    who: Session | null = by(),
  ) => appNow().inject({ method, url, payload, headers: who ? who.headers : {} });
  const ok = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, who = by()) => {
    const res = await call(method, url, payload, who);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  return { call, ok };
}
