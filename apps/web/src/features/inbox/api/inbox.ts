import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { INBOX_SEARCH_MAX, type InboxMessage, type InboxPage, type MessageChange } from '@teatree/shared/schemas/inbox';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/** What the owner searched (trimmed, '' for every message) and the page of it, as the address keeps them. */
export type InboxAddress = { q: string; page: number };

/** The last page the server answers (`inboxQuery`), so no address asks what it would refuse. */
const PAGE_MAX = 100_000;

/** ?q=…&page=… as the Inbox reads them: a search too long is cut, a page that is no page is the first. */
export function readInboxAddress(params: URLSearchParams): InboxAddress {
  const q = (params.get('q') ?? '').trim().slice(0, INBOX_SEARCH_MAX).trim();
  const page = Number(params.get('page'));
  return { q, page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1 };
}

/** ?q=…&page=…, the first page and an empty search left out. */
function searchOf({ q, page }: InboxAddress): URLSearchParams {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (page > 1) search.set('page', String(page));
  return search;
}

/** The Inbox's address for a search and a page. */
export function inboxHref(address: InboxAddress): string {
  const query = searchOf(address).toString();
  return query ? `${paths.inbox.getHref()}?${query}` : paths.inbox.getHref();
}

/**
 * The search and page the address asks for, and a way to another: each is a new entry in the
 * history, so Back returns to the search before.
 */
export function useInboxAddress(): [InboxAddress, (next: InboxAddress) => void] {
  const [params, setParams] = useSearchParams();
  const go = useCallback((next: InboxAddress) => setParams(searchOf(next)), [setParams]);
  return [readInboxAddress(params), go];
}

/** A page of the Inbox with the search it answers, so a page still shown while the next comes says its own. */
export type InboxFound = InboxPage & { q: string };

/** GET /api/messages (administrators): one page of the contact messages, newest first, with the unread count. */
export function inboxPageQuery({ q, page }: InboxAddress) {
  return queryOptions({
    queryKey: [...queryKeys.inbox, { q, page }],
    queryFn: async ({ signal }): Promise<InboxFound> => ({
      ...(await api.get<InboxPage>('/messages', { params: { q: q || undefined, page }, signal })),
      q,
    }),
    // Visitors write at any time: the Inbox always asks for the latest.
    staleTime: 0,
  });
}

/** The page of the Inbox the address asks for; the one before stays on screen while the next comes. */
export function useInbox(address: InboxAddress) {
  return useQuery({ ...inboxPageQuery(address), placeholderData: keepPreviousData });
}

/**
 * Puts a message as the server now has it in every page of the Inbox kept, and moves their unread
 * count (the whole inbox's, whatever the search) by the change of its reading.
 */
function keepMessage(queryClient: QueryClient, message: InboxMessage) {
  const kept = queryClient.getQueriesData<InboxFound>({ queryKey: queryKeys.inbox });
  const was = kept.flatMap(([, page]) => page?.messages ?? []).find((m) => m._id === message._id);
  const unreadChange = was ? Number(was.readAt !== null) - Number(message.readAt !== null) : 0;
  queryClient.setQueriesData<InboxFound>({ queryKey: queryKeys.inbox }, (page) =>
    page
      ? {
          ...page,
          unread: Math.max(0, page.unread + unreadChange),
          messages: page.messages.map((m) => (m._id === message._id ? message : m)),
        }
      : page,
  );
}

const id = encodeURIComponent;

/** PATCH /api/messages/{id}: a message marked read or unread, handled or waiting. */
export const useChangeMessage = () =>
  useWrite(
    ({ messageId, change }: { messageId: string; change: MessageChange }) =>
      api.patch<InboxMessage>(`/messages/${id(messageId)}`, change),
    (queryClient, message) => keepMessage(queryClient, message),
  );

/**
 * POST /api/messages/{id}/replies: the answer is mailed to the sender with their message quoted, and
 * kept beside it; the message is then read and handled.
 */
export const useReplyToMessage = () =>
  useWrite(
    ({ messageId, body }: { messageId: string; body: string }) =>
      api.post<InboxMessage>(`/messages/${id(messageId)}/replies`, { body }),
    (queryClient, message) => keepMessage(queryClient, message),
  );
