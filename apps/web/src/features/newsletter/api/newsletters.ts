import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  NewsletterInput,
  NewsletterItem,
  NewsletterList,
  NewsletterPreview,
  ReminderSettings,
} from '@teatree/shared/schemas/consent';
import { api } from '../../../lib/api-client';
import { useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/*
 * The owner's mails with consent (docs/decisions/0044-mails-with-consent.md): the newsletter, written,
 * previewed and sent to every subscriber, and the wait before a cart's reminder.
 */

/** How often the list is asked again while a newsletter is still on its way to its subscribers. */
export const SENDING_POLL_MS = 2_000;

const sending = (list: NewsletterList | undefined) => list?.newsletters.some((item) => item.status === 'sending');

/**
 * GET /api/newsletters (administrators): the newsletters sent, with how far each has gone, and the
 * subscribers now. It asks again every 2 s while one is being sent.
 */
export const newslettersQuery = queryOptions({
  queryKey: queryKeys.newsletters,
  queryFn: ({ signal }) => api.get<NewsletterList>('/newsletters', { signal }),
  staleTime: 0,
  refetchInterval: (query) => (sending(query.state.data) ? SENDING_POLL_MS : false),
});

export function useNewsletters() {
  return useQuery(newslettersQuery);
}

/** The newsletters newest first, whatever order they came in. */
export function newestFirst(newsletters: readonly NewsletterItem[]): NewsletterItem[] {
  return newsletters.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** POST /api/newsletters/preview: the mail as subscribers would get it, in the shop's mail layout. Nothing is kept. */
export const usePreviewNewsletter = () =>
  useWrite((input: NewsletterInput) => api.post<NewsletterPreview>('/newsletters/preview', input), []);

/**
 * POST /api/newsletters: the newsletter goes to every subscriber (a 409 when there is none). It joins
 * the top of the list at once; the list is then asked again, and keeps asking while it is sent.
 */
export const useSendNewsletter = () =>
  useWrite(
    (input: NewsletterInput) => api.post<NewsletterItem>('/newsletters', input),
    (queryClient, sent: NewsletterItem) => {
      queryClient.setQueryData<NewsletterList>(queryKeys.newsletters, (list) =>
        list && !list.newsletters.some((item) => item._id === sent._id)
          ? { ...list, newsletters: [sent, ...list.newsletters] }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.newsletters });
    },
  );

/** GET /api/reminder-settings (administrators): the hours a cart waits before its reminder. */
export const reminderSettingsQuery = queryOptions({
  queryKey: queryKeys.reminderSettings,
  queryFn: ({ signal }) => api.get<ReminderSettings>('/reminder-settings', { signal }),
  staleTime: 0,
});

export function useReminderSettings() {
  return useQuery(reminderSettingsQuery);
}

/** PUT /api/reminder-settings: a new wait before a cart's reminder; the answer is the settings as kept. */
export const useSaveReminderSettings = () =>
  useWrite(
    (settings: ReminderSettings) => api.put<ReminderSettings>('/reminder-settings', settings),
    (queryClient, saved: ReminderSettings) => queryClient.setQueryData(queryKeys.reminderSettings, saved),
  );
