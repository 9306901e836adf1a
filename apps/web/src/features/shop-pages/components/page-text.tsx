import { Fragment } from 'react';
import { parsePageText } from './parse-page-text';

/**
 * The owner's words, in the look of the terms and the privacy page: paragraphs, headings under a rule,
 * bulleted lists. Every piece is a text node, so nothing the owner writes is read as HTML.
 */
export function PageText({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-4 leading-relaxed text-base-content/80">
      {parsePageText(text).map((block) => {
        if (block.kind === 'heading') {
          return (
            <h2
              key={block.line}
              className="border-b border-base-300 pt-8 pb-3 text-2xl font-semibold text-base-content first:pt-0 sm:text-3xl"
            >
              {block.text}
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={block.line} className="flex list-disc flex-col gap-2 pl-5 marker:text-secondary">
              {block.items.map((item) => (
                <li key={item.line}>{item.text}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={block.line}>
            {block.lines.map((line, index) => (
              <Fragment key={line.line}>
                {index > 0 && <br />}
                {line.text}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
