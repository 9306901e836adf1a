import { describe, expect, it } from 'vitest';
import { parsePageText } from '../components/parse-page-text';

describe('parsePageText', () => {
  it('starts a paragraph at each blank line', () => {
    expect(parsePageText('We pack by hand.\n\nWe ship on weekdays.')).toEqual([
      { kind: 'paragraph', line: 1, lines: [{ line: 1, text: 'We pack by hand.' }] },
      { kind: 'paragraph', line: 3, lines: [{ line: 3, text: 'We ship on weekdays.' }] },
    ]);
  });

  it('keeps any other line break inside a paragraph, and reads Windows line ends alike', () => {
    expect(parsePageText('TeaTree\r\n12 Leaf Lane\r\n\r\n\r\nBerlin')).toEqual([
      {
        kind: 'paragraph',
        line: 1,
        lines: [
          { line: 1, text: 'TeaTree' },
          { line: 2, text: '12 Leaf Lane' },
        ],
      },
      { kind: 'paragraph', line: 5, lines: [{ line: 5, text: 'Berlin' }] },
    ]);
  });

  it('reads a line starting with "## " as a heading, which ends the paragraph before it', () => {
    expect(parsePageText('Hello\n## Delivery\nTwo days.')).toEqual([
      { kind: 'paragraph', line: 1, lines: [{ line: 1, text: 'Hello' }] },
      { kind: 'heading', line: 2, text: 'Delivery' },
      { kind: 'paragraph', line: 3, lines: [{ line: 3, text: 'Two days.' }] },
    ]);
  });

  it('makes one list of consecutive lines starting with "- "', () => {
    expect(parsePageText('You may return:\n- unopened tins\n- pouches\nWithin 30 days.\n\n- one more')).toEqual([
      { kind: 'paragraph', line: 1, lines: [{ line: 1, text: 'You may return:' }] },
      {
        kind: 'list',
        line: 2,
        items: [
          { line: 2, text: 'unopened tins' },
          { line: 3, text: 'pouches' },
        ],
      },
      { kind: 'paragraph', line: 4, lines: [{ line: 4, text: 'Within 30 days.' }] },
      { kind: 'list', line: 6, items: [{ line: 6, text: 'one more' }] },
    ]);
  });

  it('needs the space after the mark, and shows nothing for a mark with nothing after it', () => {
    expect(parsePageText('##Not a heading\n-5 degrees\n--- \n##\n-\n- ')).toEqual([
      {
        kind: 'paragraph',
        line: 1,
        lines: [
          { line: 1, text: '##Not a heading' },
          { line: 2, text: '-5 degrees' },
          { line: 3, text: '---' },
        ],
      },
    ]);
    expect(parsePageText('')).toEqual([]);
    expect(parsePageText('\n  \n')).toEqual([]);
  });

  it('keeps markup as the words it is', () => {
    expect(parsePageText('## <i>Returns</i>\n<b>Free</b> & fast\n- <script>x</script>')).toEqual([
      { kind: 'heading', line: 1, text: '<i>Returns</i>' },
      { kind: 'paragraph', line: 2, lines: [{ line: 2, text: '<b>Free</b> & fast' }] },
      { kind: 'list', line: 3, items: [{ line: 3, text: '<script>x</script>' }] },
    ]);
  });
});
