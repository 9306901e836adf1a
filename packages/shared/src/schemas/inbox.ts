import { z } from 'zod';
import { requiredText } from './fields.ts';
import { searchedListQuery, searchedPage } from './searched-lists.ts';

/**
 * The Inbox (docs/decisions/0036-inbox.md): the contact form's messages as administrators read,
 * search, mark and answer them.
 */

export const INBOX_PAGE_SIZE = 20;
export const REPLY_MAX = 5000;
export const INBOX_SEARCH_MAX = 100;

export const inboxMessages = {
  replyRequired: 'Write your reply before sending it',
  replyTooLong: `A reply must be at most ${REPLY_MAX} characters`,
  changeRequired: 'Say whether the message is read or handled',
  notFound: 'There is no such message',
} as const;

export const inboxQuery = searchedListQuery(INBOX_SEARCH_MAX);
export type InboxQuery = z.input<typeof inboxQuery>;

export const inboxReply = z.object({
  _id: z.string(),
  body: z.string(),
  /** The administrator who answered, by name. */
  by: z.string(),
  createdAt: z.string(),
});
export type InboxReply = z.infer<typeof inboxReply>;

export const inboxMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  replies: z.array(inboxReply),
});
export type InboxMessage = z.infer<typeof inboxMessage>;

export const inboxPage = searchedPage({
  messages: z.array(inboxMessage),
  /** Unread messages in the whole inbox, whatever the search. */
  unread: z.number(),
});
export type InboxPage = z.infer<typeof inboxPage>;

export const messageChange = z
  .object({
    read: z.boolean({ error: 'Read must be true or false' }).optional(),
    handled: z.boolean({ error: 'Handled must be true or false' }).optional(),
  })
  .strict()
  .refine((change) => change.read !== undefined || change.handled !== undefined, {
    error: inboxMessages.changeRequired,
    path: ['read'],
  });
export type MessageChange = z.infer<typeof messageChange>;

export const replyInput = z.object({
  body: requiredText(inboxMessages.replyRequired).max(REPLY_MAX, { error: inboxMessages.replyTooLong }),
});
export type ReplyInput = z.input<typeof replyInput>;
