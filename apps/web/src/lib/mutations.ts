import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSession } from './auth';

/**
 * What follows a write that went through: the queries under these keys asked again, or a step of its own
 * (a query set from the answer, one dropped) given the query client, the answer and what was sent.
 */
type AfterWrite<TAnswer, TInput> =
  | readonly QueryKey[]
  | ((queryClient: QueryClient, answer: TAnswer, input: TInput) => unknown);

/** Asks every query under these keys again; resolves once they have answered. */
export function refetchUnder(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A write to the server and what it changes in the query cache (lib/query-keys.ts): the mutation settles
 * once the lists and pages it touched have been asked again, so a screen that awaits it shows them fresh.
 */
export function useWrite<TAnswer, TInput>(
  write: (input: TInput) => Promise<TAnswer>,
  after: AfterWrite<TAnswer, TInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer: TAnswer, input: TInput) =>
      typeof after === 'function' ? after(queryClient, answer, input) : refetchUnder(queryClient, after),
  });
}

/** A call that changes who is signed in (a sign-in, a sign-up): resolves once the session query knows the new user. */
export function useSessionChange<TInput>(change: (input: TInput) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => {
      await change(input);
      return refreshSession(queryClient);
    },
  });
}
