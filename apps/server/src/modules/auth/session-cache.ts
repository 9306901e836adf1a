import type { SessionUser } from '@teatree/shared/schemas/auth';
import { parseCookies } from 'better-auth/cookies';
import type { ChannelListener } from '../../db/notifications.ts';

/** The database's channel on which every change to an account or a session is announced (migration 0012). */
export const AUTH_CHANGED = 'auth_changed';

/** The session cookie's names, as Better Auth reads them (with the shop's prefix, plain or __Secure-). */
export const SESSION_COOKIE = 'teatree.session_token';
const SESSION_COOKIES = [SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`];

/** The session cookies a request carries, as one key: exactly what Better Auth reads to find the session. */
export function sessionKey(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const cookies = parseCookies(cookieHeader);
  const values = SESSION_COOKIES.map((name) => cookies.get(name) ?? '');
  return values.some(Boolean) ? values.join('\n') : null;
}

export interface CheckedSession {
  user: SessionUser;
  expiresAt: Date;
}

interface Entry extends CheckedSession {
  /** When Better Auth is to be asked again, even without an announcement: it refreshes sessions as they are used. */
  recheckAt: number;
}

export interface SessionCacheOptions {
  /** How long a checked session is trusted before Better Auth is asked again (60 s). */
  maxAgeMs?: number;
  /** Sessions kept at most; the oldest is forgotten first (10,000). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The sessions this app server has checked, so that most requests know who is signed in without a
 * query (docs/decisions/0016-caches.md). Nothing is kept unless the database's announcements are
 * heard: every change to an account or a session (sign-out, a role change, a removed account, a
 * verified address, a new password) is announced by a trigger once it commits, and the account's
 * sessions are forgotten on every app server; a route that makes such a change answers only once every
 * app server has heard it (`settle` in db/notifications.ts). A lost connection forgets everything and
 * keeps nothing until it listens again.
 */
export class SessionCache implements ChannelListener {
  private readonly entries = new Map<string, Entry>();
  /** Counts forgettings: a check that began before one must not keep what it read. */
  private generation = 0;
  private listening = false;
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ maxAgeMs = 60_000, maxEntries = 10_000, now = Date.now }: SessionCacheOptions = {}) {
    this.maxAgeMs = maxAgeMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  /**
   * The signed-in user of the request whose session cookies make `key`: from memory when this server
   * checked it lately and nothing changed since, otherwise from `check` (Better Auth), kept if allowed.
   */
  async user(key: string | null, check: () => Promise<CheckedSession | null>): Promise<SessionUser | null> {
    if (key) {
      const entry = this.entries.get(key);
      const now = this.now();
      if (entry && entry.recheckAt > now && entry.expiresAt.getTime() > now) return { ...entry.user };
      this.entries.delete(key);
    }
    const generation = this.generation;
    const found = await check();
    if (key && found && this.listening && generation === this.generation) this.keep(key, found);
    return found ? { ...found.user } : null;
  }

  /** An announcement: the account whose id it carries changed (or '*', every account). */
  message(userId: string) {
    this.generation += 1;
    if (userId === '*') {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  hearing(listening: boolean) {
    this.generation += 1;
    this.entries.clear();
    this.listening = listening;
  }

  get size() {
    return this.entries.size;
  }

  private keep(key: string, found: CheckedSession) {
    this.entries.delete(key);
    this.entries.set(key, { ...found, recheckAt: this.now() + this.maxAgeMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
