import { Fragment } from 'react';

// Links in our own mails are plain http(s) addresses ending at white space.
const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** A kept mail's plain text with its addresses made clickable, as a mail program would show them. */
export function MailText({ text }: { text: string }) {
  // split() with a capturing group puts every link at an odd position; the pieces of one text never move.
  const pieces = text.split(LINK).map((part, position) => ({ part, isLink: position % 2 === 1, key: position }));
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-base-content/85">
      {pieces.map(({ part, isLink, key }) =>
        isLink ? (
          // One line with an ellipsis: the tokens in these links are hundreds of characters long.
          <a
            key={key}
            href={part}
            title={part}
            className="link link-primary inline-block max-w-full truncate align-bottom"
          >
            {part}
          </a>
        ) : (
          <Fragment key={key}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
