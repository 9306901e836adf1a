import type { InboxMessage, MessageChange } from '@teatree/shared/schemas/inbox';
import { useRef } from 'react';
import { HiOutlineCheckCircle, HiOutlineClock, HiOutlineEnvelope } from 'react-icons/hi2';
import { toast } from '../../../components/ui/toast';
import { useAuthFailure } from '../../../lib/auth-failure';
import { formatDateTime } from '../../../lib/date-times';
import { failureMessage } from '../../../lib/form-errors';
import { useChangeMessage } from '../api/inbox';
import { ReplyForm } from './reply-form';

type MessageDetailProps = {
  message: InboxMessage;
  /** The id of the open panel, which the row's button controls. */
  id: string;
  /** Marked unread: the row closes it, and takes the focus back. */
  onMarkedUnread: () => void;
};

/** The answers sent so far, oldest first, each with who wrote it and when. */
function Answers({ message, id }: { message: InboxMessage; id: string }) {
  if (message.replies.length === 0) return null;
  return (
    <div>
      <h3 id={`${id}-answers`} className="mb-2 text-lg font-semibold">
        Answers
      </h3>
      <ol aria-labelledby={`${id}-answers`} className="flex flex-col gap-3">
        {message.replies.map((reply) => (
          <li key={reply._id} className="rounded-box bg-leaf-50 p-4 ring-1 ring-leaf-100">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold">{reply.by}</span>
              <time dateTime={reply.createdAt} className="tabular-nums text-base-content/70">
                {formatDateTime(reply.createdAt)}
              </time>
            </p>
            <p className="mt-1.5 whitespace-pre-wrap break-words">{reply.body}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * An open message (docs/decisions/0036-inbox.md): what the sender wrote, the answers sent so far, the
 * owner's reply, and the marks. A mark's button keeps the focus while the server answers.
 */
export function MessageDetail({ message, id, onMarkedUnread }: MessageDetailProps) {
  const change = useChangeMessage();
  const onAuthFailure = useAuthFailure();
  const busy = useRef(false);
  const handled = message.handledAt !== null;
  const changing = change.isPending ? change.variables?.change : undefined;

  const mark = async (to: MessageChange, done: string, then?: () => void) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await change.mutateAsync({ messageId: message._id, change: to });
      toast.success(done);
      then?.();
    } catch (failure) {
      if (!(await onAuthFailure(failure))) toast.error(failureMessage(failure));
    } finally {
      busy.current = false;
    }
  };

  const spinner = <span className="loading loading-spinner loading-sm" aria-hidden="true" />;

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-5 border-t border-base-300 p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="sr-only">
        Message from {message.name}
      </h2>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-base-content/70">
          From{' '}
          <a href={`mailto:${message.email}`} className="link link-primary break-all">
            {message.email}
          </a>
          {handled && <> · handled {formatDateTime(message.handledAt)}</>}
        </p>
        {message.message.trim() ? (
          <p className="whitespace-pre-wrap break-words rounded-box bg-base-200/70 p-4 leading-relaxed">
            {message.message}
          </p>
        ) : (
          <p className="rounded-box bg-base-200/70 p-4 italic text-base-content/70">(no message)</p>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline btn-primary btn-sm gap-2"
          aria-disabled={changing?.handled !== undefined || undefined}
          onClick={() => mark({ handled: !handled }, handled ? 'Marked as waiting' : 'Marked handled')}
        >
          {changing?.handled !== undefined ? (
            spinner
          ) : handled ? (
            <HiOutlineClock className="size-4" aria-hidden="true" />
          ) : (
            <HiOutlineCheckCircle className="size-4" aria-hidden="true" />
          )}
          {handled ? 'Mark as waiting' : 'Mark handled'}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm gap-2"
          aria-disabled={changing?.read === false || undefined}
          onClick={() => mark({ read: false }, 'Marked unread', onMarkedUnread)}
        >
          {changing?.read === false ? spinner : <HiOutlineEnvelope className="size-4" aria-hidden="true" />}
          Mark unread
        </button>
      </div>

      <Answers message={message} id={id} />
      <ReplyForm message={message} />
    </section>
  );
}
