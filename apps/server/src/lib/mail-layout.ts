import { BRAND } from '@teatree/shared/messages';

/**
 * The HTML part of the shop's mails: the same words as the text part, on a card with the shop's name,
 * one button and the footer. Inline styles only, as mail programs require.
 */
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

export const FOOTER = `${BRAND}: organic tea since 1995`;

/** One mail of the shop, as the queue keeps it and SMTP sends it: a text part, and the HTML part said the same way. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** When the mail is due, if later than now: the queue holds it until then, and the Outbox page does not show it. */
  dueAt?: Date;
  /** The order this mail asks to be paid: it is withdrawn, unsent, once the order leaves `pending` (migration 0027). */
  whileUnpaid?: string;
  /** A marketing mail's one-click unsubscribe address: the queue sends it as `List-Unsubscribe` with `List-Unsubscribe-Post`. */
  listUnsubscribe?: string;
  /** The newsletter this mail is one of. */
  newsletterId?: string;
}

export interface HtmlMail {
  subject: string;
  greeting: string;
  /** Paragraphs of plain text before the middle. */
  intro: readonly string[];
  /** Ready-made HTML between the paragraphs (an order's lines), if any. */
  middle?: string;
  outro?: readonly string[];
  action: { label: string; url: string };
  /** A message this mail answers, quoted below the button as mail programs quote: "On …, you wrote:" and its words. */
  quote?: { intro: string; text: string };
  /** A marketing mail's visible unsubscribe link, under the footer (docs/decisions/0044-mails-with-consent.md). */
  unsubscribe?: { label: string; url: string };
}

const paragraphs = (list: readonly string[] = []) =>
  list.map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(p)}</p>`).join('');

export function htmlMail({
  subject,
  greeting,
  intro,
  middle = '',
  outro,
  action,
  quote,
  unsubscribe,
}: HtmlMail): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f1e8;font-family:Georgia,'Times New Roman',serif;color:#1f2a22">
<div style="max-width:560px;margin:0 auto;padding:28px 20px">
<p style="margin:0 0 20px;font-size:20px;color:#2f5d3a;font-weight:bold">${escapeHtml(BRAND)}</p>
<div style="background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 14px">${escapeHtml(greeting)}</p>
${paragraphs(intro)}${middle}${paragraphs(outro)}
<p style="margin:8px 0 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2f5d3a;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px">${escapeHtml(action.label)}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#5b6b5e;word-break:break-all">${escapeHtml(action.url)}</p>
${quote ? `<p style="margin:20px 0 6px;font-size:13px;color:#5b6b5e">${escapeHtml(quote.intro)}</p><blockquote style="margin:0;padding:0 0 0 12px;border-left:3px solid #c9d8c5;color:#5b6b5e;white-space:pre-wrap">${escapeHtml(quote.text)}</blockquote>` : ''}
</div>
<p style="margin:18px 0 0;font-size:13px;color:#5b6b5e">${escapeHtml(FOOTER)}</p>
${unsubscribe ? `<p style="margin:8px 0 0;font-size:13px;color:#5b6b5e"><a href="${escapeHtml(unsubscribe.url)}" style="color:#5b6b5e">${escapeHtml(unsubscribe.label)}</a></p>` : ''}
</div></body></html>`;
}
