/**
 * The owner's words as the page shows them (docs/decisions/0038-shop-pages.md). The text is plain: a
 * blank line starts a paragraph, a line starting with "## " is a heading, consecutive lines starting
 * with "- " make a bulleted list, and any other line break inside a paragraph stays a line break.
 * Nothing in it is read as HTML: every piece is shown as text.
 */

/** One line of the text, with its number in the text, which tells it from the others. */
export type TextLine = { line: number; text: string };

type Paragraph = { kind: 'paragraph'; line: number; lines: TextLine[] };
type List = { kind: 'list'; line: number; items: TextLine[] };
type Heading = { kind: 'heading'; line: number; text: string };
export type PageBlock = Heading | Paragraph | List;

/** What a line starting with `mark` says after it, or null for a line starting otherwise. */
function after(mark: '##' | '-', words: string): string | null {
  return words === mark || words.startsWith(`${mark} `) ? words.slice(mark.length).trim() : null;
}

export function parsePageText(text: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  // The paragraph or list being written: a blank line, a heading or a line of the other kind ends it.
  let open: Paragraph | List | null = null;
  const lines = text.split(/\r\n|\r|\n/);

  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const words = raw.trim();
    const heading = after('##', words);
    const item = after('-', words);

    if (words === '' || heading !== null) {
      open = null;
      // A "## " with nothing after it shows nothing.
      if (heading) blocks.push({ kind: 'heading', line, text: heading });
    } else if (item !== null) {
      // A "- " with nothing after it shows nothing, and does not end the list.
      if (item === '') continue;
      if (open?.kind !== 'list') {
        open = { kind: 'list', line, items: [] };
        blocks.push(open);
      }
      open.items.push({ line, text: item });
    } else {
      if (open?.kind !== 'paragraph') {
        open = { kind: 'paragraph', line, lines: [] };
        blocks.push(open);
      }
      open.lines.push({ line, text: words });
    }
  }

  return blocks;
}
