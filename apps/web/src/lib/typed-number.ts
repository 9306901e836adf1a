/**
 * A typed number as the API takes it: the number, or the text itself when it is none, which the server
 * refuses naming its field ("Price must be a number", "Amount must be a number").
 */
export function asNumber(text: string): number {
  const value = Number(text);
  return text.trim() === '' || Number.isNaN(value) ? (text as unknown as number) : value;
}

/** An optional typed number: null when left empty. */
export const optionalNumber = (text: string) => (text.trim() === '' ? null : asNumber(text));

/** A number the form shows: '' for none. */
export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
