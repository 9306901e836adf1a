import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type KeptMail = { _id: string; to: string; subject: string; text: string; createdAt: string };
export type Outbox = { mode: 'smtp' | 'outbox'; mail: KeptMail[] };

export function getOutbox(signal?: AbortSignal): Promise<Outbox> {
  return api.get<Outbox>('/outbox', { signal });
}

export const outboxQueryOptions = queryOptions({
  queryKey: queryKeys.outbox,
  queryFn: ({ signal }) => getOutbox(signal),
  // New mail arrives whenever someone signs up or asks for a reset: always show the latest.
  staleTime: 0,
});

export function useOutbox() {
  return useQuery(outboxQueryOptions);
}
