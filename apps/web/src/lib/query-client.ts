import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { signOutOnAuthFailure } from './auth-failure';

/** The shop's query defaults; the page keeps one client (below) for as long as it is open. */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // A signed-in screen's list answering 401 or 403 signs out and goes to /login (lib/auth-failure.ts).
    queryCache: new QueryCache({ onError: (error) => void signOutOnAuthFailure(error, client) }),
    defaultOptions: {
      queries: {
        // The catalogue changes a few times a day at most; a minute keeps pages snappy when visitors
        // move back and forth between Home and Products.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx (missing product, not signed in) will not fix itself by asking again.
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
