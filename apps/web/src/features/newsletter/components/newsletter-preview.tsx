import type { NewsletterPreview as Preview } from '@teatree/shared/schemas/consent';
import { useMemo } from 'react';

/**
 * The body of the mail document the server built: its <body>'s contents, read with DOMParser, which
 * runs no script and loads nothing. The server escapes every word the owner wrote and styles the mail
 * with style attributes only, so the contents show as the mail does without its <head>.
 */
export function mailBody(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
}

type NewsletterPreviewProps = {
  preview: Preview;
  /** The subject or text changed since the preview was made. */
  outdated: boolean;
  headingId: string;
};

/**
 * The newsletter as a subscriber will read it: its subject, then the mail in the shop's layout, in a
 * bordered box (not a frame: the shop's Content-Security-Policy forbids frames).
 */
export function NewsletterPreview({ preview, outdated, headingId }: NewsletterPreviewProps) {
  const body = useMemo(() => mailBody(preview.html), [preview.html]);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Preview
        </h3>
        {outdated && (
          <p className="text-sm font-medium text-amber-ink">You have changed the newsletter since: preview it again.</p>
        )}
      </div>
      <p className="break-words text-sm">
        <span className="text-base-content/70">Subject: </span>
        <span className="font-semibold">{preview.subject}</span>
      </p>
      <div
        data-testid="newsletter-preview"
        className={`max-h-[36rem] overflow-auto rounded-box border border-base-300 bg-white ${outdated ? 'opacity-60' : ''}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own mail, every text in it escaped (see mailBody)
        dangerouslySetInnerHTML={{ __html: body }}
      />
    </section>
  );
}
