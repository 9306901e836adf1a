import {
  consentMessages,
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_SUBJECT_MAX,
  type NewsletterInput,
  type NewsletterPreview as Preview,
} from '@teatree/shared/schemas/consent';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { HiOutlineEye, HiOutlinePaperAirplane } from 'react-icons/hi2';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { controlProps, FieldFrame, framedControl } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useDialogSubject } from '../../../hooks/use-dialog-subject';
import { useAuthFailure } from '../../../lib/auth-failure';
import { failureMessage } from '../../../lib/form-errors';
import { usePreviewNewsletter, useSendNewsletter } from '../api/newsletters';
import {
  checkNewsletter,
  type NewsletterErrors,
  type NewsletterField,
  serverFieldErrors,
  subscribersText,
} from '../utils/newsletter-text';
import { NewsletterPreview } from './newsletter-preview';

const BODY_HINT = 'Plain text. Leave a blank line between paragraphs.';
const spinner = <span className="loading loading-spinner loading-sm" aria-hidden="true" />;

/**
 * The newsletter being written (docs/decisions/0044-mails-with-consent.md): its subject and text, a
 * preview of the mail the server builds from them, and the send, asked about first in a dialog, since a
 * mail sent cannot be called back.
 */
export function ComposeForm({ subscribers }: { subscribers: number | undefined }) {
  const subjectId = useId();
  const bodyId = useId();
  const previewHeadingId = useId();
  const fields = useRef<Record<NewsletterField, HTMLInputElement | HTMLTextAreaElement | null>>({
    subject: null,
    body: null,
  });
  const [draft, setDraft] = useState<NewsletterInput>({ subject: '', body: '' });
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [preview, setPreview] = useState<{ answer: Preview; of: NewsletterInput } | null>(null);
  /** What the dialog asks to send. */
  const asking = useDialogSubject<NewsletterInput>();
  /** The field the focus goes to once the dialog has closed (the server refused what it names). */
  const focusAfterDialog = useRef<NewsletterField | null>(null);
  const previewWrite = usePreviewNewsletter();
  const send = useSendNewsletter();
  const onAuthFailure = useAuthFailure();
  const nobody = subscribers === 0;

  /** Puts the messages on their fields and the focus on the first of them. */
  const refuse = (found: NewsletterErrors) => {
    setErrors(found);
    const first = found.subject ? 'subject' : found.body ? 'body' : null;
    if (first) fields.current[first]?.focus();
  };

  // The dialog hands the focus back to the Send button as it closes; a field the server refused takes it then.
  useEffect(() => {
    const field = focusAfterDialog.current;
    if (asking.open || !field) return;
    focusAfterDialog.current = null;
    fields.current[field]?.focus();
  }, [asking.open]);

  /** The draft, trimmed, when it may be sent; otherwise its fields say why not. */
  const checked = (): NewsletterInput | null => {
    const read = checkNewsletter(draft);
    if (read.ok) return read.input;
    refuse(read.errors);
    return null;
  };

  const onFailure = async (failure: unknown) => {
    const onFields = serverFieldErrors(failure);
    if (onFields) return onFields;
    if (!(await onAuthFailure(failure))) toast.error(failureMessage(failure));
    return null;
  };

  const onPreview = async () => {
    if (previewWrite.isPending) return;
    const input = checked();
    if (!input) return;
    setErrors({});
    try {
      const answer = await previewWrite.mutateAsync(input);
      setPreview({ answer, of: input });
    } catch (failure) {
      const onFields = await onFailure(failure);
      if (onFields) refuse(onFields);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (nobody || send.isPending) return;
    const input = checked();
    if (!input) return;
    setErrors({});
    asking.ask(input);
  };

  const onConfirm = async () => {
    const input = asking.subject;
    if (!input || send.isPending) return;
    try {
      const sent = await send.mutateAsync(input);
      toast.success(`“${sent.subject}” is on its way to ${subscribersText(sent.recipients)}`);
      setDraft({ subject: '', body: '' });
      setPreview(null);
    } catch (failure) {
      const onFields = await onFailure(failure);
      if (onFields) {
        setErrors(onFields);
        focusAfterDialog.current = onFields.subject ? 'subject' : 'body';
      }
    } finally {
      asking.close();
    }
  };

  const change = (field: NewsletterField, value: string) => {
    setDraft((was) => ({ ...was, [field]: value }));
    if (errors[field]) setErrors((was) => ({ ...was, [field]: undefined }));
  };

  const outdated =
    preview !== null && (preview.of.subject !== draft.subject.trim() || preview.of.body !== draft.body.trim());
  const sendLabel = subscribers === undefined ? 'Send' : `Send to ${subscribersText(subscribers)}`;
  const sendHintId = `${bodyId}-nobody`;

  return (
    <div className="flex flex-col gap-8">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FieldFrame id={subjectId} label="Subject" error={errors.subject}>
          <input
            ref={(element) => {
              fields.current.subject = element;
            }}
            name="subject"
            autoComplete="off"
            maxLength={NEWSLETTER_SUBJECT_MAX}
            {...framedControl('input', { id: subjectId, error: errors.subject })}
            value={draft.subject}
            onChange={(event) => change('subject', event.currentTarget.value)}
          />
        </FieldFrame>
        <FieldFrame id={bodyId} label="Text" error={errors.body} hint={BODY_HINT}>
          <textarea
            ref={(element) => {
              fields.current.body = element;
            }}
            name="body"
            rows={12}
            maxLength={NEWSLETTER_BODY_MAX}
            className={`textarea w-full bg-base-100 text-base leading-relaxed ${errors.body ? 'textarea-error' : ''}`}
            {...controlProps(bodyId, errors.body, BODY_HINT)}
            value={draft.body}
            onChange={(event) => change('body', event.currentTarget.value)}
          />
        </FieldFrame>
        <div className="flex flex-col gap-2">
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <button
              type="button"
              className="btn btn-outline btn-primary gap-2"
              aria-disabled={previewWrite.isPending || undefined}
              onClick={() => void onPreview()}
            >
              {previewWrite.isPending ? spinner : <HiOutlineEye className="size-5" aria-hidden="true" />}
              Preview
            </button>
            <button
              type="submit"
              className={`btn btn-primary gap-2 ${nobody ? 'btn-disabled' : ''}`}
              aria-disabled={nobody || send.isPending || undefined}
              aria-describedby={nobody ? sendHintId : undefined}
            >
              {send.isPending ? spinner : <HiOutlinePaperAirplane className="size-5" aria-hidden="true" />}
              {sendLabel}
            </button>
          </div>
          {nobody && (
            <p id={sendHintId} className="text-sm text-base-content/70">
              {consentMessages.noSubscribers}.
            </p>
          )}
        </div>
      </form>

      <p role="status" className="sr-only">
        {preview ? 'The preview is shown below the form.' : ''}
      </p>
      {preview && <NewsletterPreview preview={preview.answer} outdated={outdated} headingId={previewHeadingId} />}

      <ConfirmDialog
        open={asking.open}
        title={`Send this newsletter to ${subscribers === undefined ? 'every subscriber' : subscribersText(subscribers)}?`}
        confirmLabel="Send newsletter"
        busy={send.isPending}
        onClose={asking.close}
        onConfirm={() => void onConfirm()}
      >
        <p className="break-words">
          “{asking.subject?.subject}” goes to everyone subscribed now, each once. A mail cannot be called back once
          sent.
        </p>
      </ConfirmDialog>
    </div>
  );
}
