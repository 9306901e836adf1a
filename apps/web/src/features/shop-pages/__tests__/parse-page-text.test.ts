import { describe, expect, it } from 'vitest';
import { parsePageText } from '../components/parse-page-text';

/** The numbered lines of a block that starts at `line`, one after the other. */
const numbered = (line: number, texts: string[]) => texts.map((text, i) => ({ line: line + i, text }));
const paragraph = (line: number, ...texts: string[]) => ({ kind: 'paragraph', line, lines: numbered(line, texts) });
const list = (line: number, ...items: string[]) => ({ kind: 'list', line, items: numbered(line, items) });
const heading = (line: number, text: string) => ({ kind: 'heading', line, text });

describe('parsePageText', () => {
  it('starts a paragraph at each blank line', () => {
    expect(parsePageText('We pack by hand.\n\nWe ship on weekdays.')).toEqual([
      paragraph(1, 'We pack by hand.'),
      paragraph(3, 'We ship on weekdays.'),
    ]);
  });

  it('keeps any other line break inside a paragraph, and reads Windows line ends alike', () => {
    expect(parsePageText('TeaTree\r\n12 Leaf Lane\r\n\r\n\r\nBerlin')).toEqual([
      paragraph(1, 'TeaTree', '12 Leaf Lane'),
      paragraph(5, 'Berlin'),
    ]);
  });

  it('reads a line starting with "## " as a heading, which ends the paragraph before it', () => {
    expect(parsePageText('Hello\n## Delivery\nTwo days.')).toEqual([
      paragraph(1, 'Hello'),
      heading(2, 'Delivery'),
      paragraph(3, 'Two days.'),
    ]);
  });

  it('makes one list of consecutive lines starting with "- "', () => {
    expect(parsePageText('You may return:\n- unopened tins\n- pouches\nWithin 30 days.\n\n- one more')).toEqual([
      paragraph(1, 'You may return:'),
      list(2, 'unopened tins', 'pouches'),
      paragraph(4, 'Within 30 days.'),
      list(6, 'one more'),
    ]);
  });

  it('needs the space after the mark, and shows nothing for a mark with nothing after it', () => {
    expect(parsePageText('##Not a heading\n-5 degrees\n--- \n##\n-\n- ')).toEqual([
      paragraph(1, '##Not a heading', '-5 degrees', '---'),
    ]);
    expect(parsePageText('')).toEqual([]);
    expect(parsePageText('\n  \n')).toEqual([]);
  });

  it('keeps markup as the words it is', () => {
    expect(parsePageText('## <i>Returns</i>\n<b>Free</b> & fast\n- <script>x</script>')).toEqual([
      heading(1, '<i>Returns</i>'),
      paragraph(2, '<b>Free</b> & fast'),
      list(3, '<script>x</script>'),
    ]);
  });
});
