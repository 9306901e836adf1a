/** `text` as a LIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
