import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@teatree/shared/schemas/auth';
import { useSyncExternalStore } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import { api } from './api-client';
import { queryKeys } from './query-keys';

type SessionAnswer = { session: { id: string; expiresAt: string }; user: SessionUser } | null;

export async function getSession(signal?: AbortSignal): Promise<SessionUser | null> {
  const answer = await api.get<SessionAnswer>('/auth/get-session', { signal });
  return answer?.user ?? null;
}

/**
 * The one source of truth for "who is signed in": the navbar, the guards and every account screen
 * read this query, and sign-in, sign-up and sign-out write to it. This file is in every page's first
 * script, so the sign-in and sign-up calls live with their screens (features/auth/api).
 */
export const sessionQueryOptions = queryOptions({
  queryKey: queryKeys.session,
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 5 * 60_000,
  // Signing out (or being removed) in another tab shows here as soon as the visitor comes back.
  refetchOnWindowFocus: true,
});

export function useSession() {
  const { data, isPending } = useQuery(sessionQueryOptions);
  // A drawn page was drawn before anyone was known (docs/decisions/0017-pages-answer-at-once.md). React
  // may yield while it takes the page over, and the session may answer meanwhile: the parts taken over
  // after that must still render as drawn, or React finds them changed and draws the page again.
  const hydrated = useHydrated();
  const user = hydrated ? (data ?? null) : null;
  return { user, isPending: isPending || !hydrated, isAdmin: user?.role === 'admin' };
}

/**
 * Everything cached for one person (profile, orders, users) must never be shown to the next one who
 * signs in on this browser, so a change of identity drops every query but the session itself.
 */
function forgetAccountData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
}

/** Asks the server who is signed in now and waits for the answer, so a guard never sees a stale one. */
export async function refreshSession(queryClient: QueryClient): Promise<SessionUser | null> {
  forgetAccountData(queryClient);
  return queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
}

/**
 * From the moment a sign-out is sent until the page forgets the session, the page still names the user
 * (a guard must not send them to /login early) but asks nothing more of their account: a request sent
 * then (the navbar's cart, say) could reach the server after the sign-out and come back 401.
 */
let ending = false;
const endingListeners = new Set<() => void>();

function setEnding(value: boolean) {
  if (ending === value) return;
  ending = value;
  for (const listener of endingListeners) listener();
}

function onEndingChange(listener: () => void) {
  endingListeners.add(listener);
  return () => endingListeners.delete(listener);
}

export function isSessionEnding(): boolean {
  return ending;
}

/** Whether a sign-out is on its way: account queries wait (`enabled: signedIn && !ending`). */
export function useSessionEnding(): boolean {
  return useSyncExternalStore(
    onEndingChange,
    () => ending,
    () => false,
  );
}

/** Drops the session from the page at once; the server has already ended it, or will on its own. */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.session, null);
  forgetAccountData(queryClient);
  setEnding(false);
}

/** Ends the session on the server only; the caller clears the page's copy when it is ready to. */
export async function endSession(): Promise<void> {
  setEnding(true);
  try {
    await api.post('/auth/sign-out', {});
  } catch (error) {
    setEnding(false);
    throw error;
  }
}

/**
 * Signs out whatever happens: used when the server already refused the session (401/403) or a guard
 * turns someone away, where staying signed in on the page would only show screens that cannot load.
 */
export async function forceSignOut(queryClient: QueryClient): Promise<void> {
  // A request still on its way (the navbar's cart, say) would come back 401 once the session ends.
  await queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
  try {
    await endSession();
  } catch {
    // The cookie may already be gone; the page forgets the session below either way.
  }
  clearSession(queryClient);
}
