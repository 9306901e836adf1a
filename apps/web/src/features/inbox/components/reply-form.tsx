import { type InboxMessage, inboxMessages, REPLY_MAX } from '@teatree/shared/schemas/inbox';
import { type FormEvent, useId, useRef, useState } from 'react';
import { HiOutlineArrowUturnLeft } from 'react-icons/hi2';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { FieldFrame, framedControl } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { useReplyToMessage } from '../api/inbox';

const REPLY_FAILED = 'We could not send your reply just now. Please try again.';

/** The server's own sentence about a refused reply; none when no answer of the shop came. */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code !== 'HttpError' ? error.message : null;
}

/**
 * The owner's answer to a message (docs/decisions/0036-inbox.md): mailed to the sender with their
 * message quoted, and kept beside it. The field keeps the focus, so a second answer follows the first.
 */
export function ReplyForm({ message }: { message: InboxMessage }) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const reply = useReplyToMessage();
  const onAuthFailure = useAuthFailure();
  // The button stays focusable while the reply is sent (aria-disabled): this keeps a second click from sending it twice.
  const sending = useRef(false);

  const refuse = (why: string) => {
    setError(why);
    field.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const text = body.trim();
    if (!text) return refuse(inboxMessages.replyRequired);
    if (text.length > REPLY_MAX) return refuse(inboxMessages.replyTooLong);
    sending.current = true;
    setError(undefined);
    try {
      await reply.mutateAsync({ messageId: message._id, body: text });
      toast.success(`Reply sent to ${message.email}`);
      setBody('');
      field.current?.focus();
    } catch (failure) {
      const onField = failure instanceof ApiError && failure.status === 400 ? failure.fields.body : undefined;
      if (onField) refuse(onField);
      else if (!(await onAuthFailure(failure))) toast.error(serverMessage(failure) ?? REPLY_FAILED);
    } finally {
      sending.current = false;
    }
  };

  const hint = `Mailed to ${message.email}, with their message quoted.`;
  const busy = reply.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <FieldFrame id={id} label="Your reply" error={error} hint={hint}>
        <textarea
          ref={field}
          name="body"
          rows={4}
          maxLength={REPLY_MAX}
          {...framedControl('textarea', { id, error, hint })}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            if (error) setError(undefined);
          }}
        />
      </FieldFrame>
      <div>
        <button type="submit" className="btn btn-primary btn-sm gap-2" aria-disabled={busy || undefined}>
          <BusyIcon busy={busy} icon={HiOutlineArrowUturnLeft} className="size-4" />
          Send reply
        </button>
      </div>
    </form>
  );
}
