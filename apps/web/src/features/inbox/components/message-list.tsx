import type { InboxMessage } from '@teatree/shared/schemas/inbox';
import { useRef, useState } from 'react';
import { HiMiniChevronDown } from 'react-icons/hi2';
import { toast } from '../../../components/ui/toast';
import { useAuthFailure } from '../../../lib/auth-failure';
import { formatDateTime } from '../../../lib/date-times';
import { failureMessage } from '../../../lib/form-errors';
import { useChangeMessage } from '../api/inbox';
import { MessageDetail } from './message-detail';

/** The message on one line: its first words, its line breaks as spaces; '' for an empty one. */
function excerptOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

type MessageRowProps = {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
};

/**
 * A message as the list shows it: who wrote, when, and its first words; unread in bold beside a dot,
 * with what was done about it. Its button opens it in place.
 */
function MessageRow({ message, open, onToggle, onClose }: MessageRowProps) {
  const toggle = useRef<HTMLButtonElement>(null);
  const id = `message-${message._id}`;
  const unread = message.readAt === null;
  const excerpt = excerptOf(message.message);

  return (
    <li className="surface">
      <button
        ref={toggle}
        type="button"
        className="flex w-full items-start gap-3 rounded-box p-4 text-left transition-colors hover:bg-base-200/50 sm:px-6"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={`Open message from ${message.name}`}
        aria-describedby={`${id}-summary`}
        onClick={onToggle}
      >
        <span aria-hidden="true" className={`mt-2 shrink-0 rounded-full p-1 ${unread ? 'bg-primary' : ''}`} />
        <span id={`${id}-summary`} className="flex min-w-0 flex-1 flex-col gap-0.5">
          {unread && <span className="sr-only">Unread</span>}
          <span className="flex flex-col sm:flex-row sm:items-center sm:justify-between sm:gap-3">
            <span className={`truncate ${unread ? 'font-semibold text-base-content' : 'font-medium'}`}>
              {message.name}
            </span>
            <time dateTime={message.createdAt} className="shrink-0 text-sm tabular-nums text-base-content/70">
              {formatDateTime(message.createdAt)}
            </time>
          </span>
          <span className="truncate text-sm text-base-content/70">{message.email}</span>
          {excerpt ? (
            <span className={`truncate ${unread ? 'font-semibold text-base-content' : 'text-base-content/75'}`}>
              {excerpt}
            </span>
          ) : (
            <span className="italic text-base-content/60">(no message)</span>
          )}
          {(message.handledAt !== null || message.replies.length > 0) && (
            <span className="mt-1.5 flex flex-wrap gap-1.5">
              {message.handledAt !== null && <span className="badge badge-sm badge-success badge-soft">Handled</span>}
              {message.replies.length > 0 && <span className="badge badge-sm badge-primary badge-soft">Answered</span>}
            </span>
          )}
        </span>
        <HiMiniChevronDown
          aria-hidden="true"
          className={`mt-0.5 size-5 shrink-0 text-base-content/60 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <MessageDetail
          message={message}
          id={id}
          onMarkedUnread={() => {
            onClose();
            toggle.current?.focus();
          }}
        />
      )}
    </li>
  );
}

/**
 * One page of the Inbox, newest first, one message open at a time. Opening an unread message marks it
 * read at once (docs/decisions/0036-inbox.md).
 */
export function MessageList({ messages }: { messages: readonly InboxMessage[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const markRead = useChangeMessage();
  const onAuthFailure = useAuthFailure();

  const toggle = (message: InboxMessage) => {
    if (openId === message._id) {
      setOpenId(null);
      return;
    }
    setOpenId(message._id);
    if (message.readAt !== null) return;
    markRead.mutateAsync({ messageId: message._id, change: { read: true } }).catch(async (failure: unknown) => {
      if (!(await onAuthFailure(failure))) toast.error(failureMessage(failure));
    });
  };

  return (
    <ol aria-label="Messages" className="flex flex-col gap-3">
      {messages.map((message) => (
        <MessageRow
          key={message._id}
          message={message}
          open={openId === message._id}
          onToggle={() => toggle(message)}
          onClose={() => setOpenId(null)}
        />
      ))}
    </ol>
  );
}

/** The list's shape while the page comes, as the Outbox draws its own. */
export function MessageListSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col gap-2 surface p-4 sm:px-6">
          <div className="flex justify-between gap-3">
            <div className="skeleton h-5 w-1/3" />
            <div className="skeleton h-4 w-28" />
          </div>
          <div className="skeleton h-4 w-1/4" />
          <div className="skeleton h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}
