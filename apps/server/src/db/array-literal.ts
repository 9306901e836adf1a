/**
 * An array as PostgreSQL reads it from text (`{"a","b"}`, `{1,2}`), bound as one text value and cast
 * in the statement (`$1::text[]`). A statement of N rows then has one text whatever N is, and the
 * embedded database still runs it prepared: a value it can write as a literal (docs/decisions/0016-caches.md,
 * db/prepared-pglite.ts), which an array is not. Each string is quoted, its quotes and backslashes
 * escaped; numbers are written as they are.
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  let text = '{';
  for (const [i, value] of values.entries()) {
    if (i > 0) text += ',';
    text += typeof value === 'number' ? String(value) : `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  }
  return `${text}}`;
}
