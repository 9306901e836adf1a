import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * Prefixed, time-ordered ids (`prod_…`, `ord_…`): readable in logs and URLs, sortable by creation,
 * and 80 random bits so they cannot be guessed.
 */
export function newId(prefix: string): string {
  let time = Date.now();
  let head = '';
  for (let i = 0; i < 10; i++) {
    head = ALPHABET[time % 32] + head;
    time = Math.floor(time / 32);
  }
  const bytes = randomBytes(16);
  let tail = '';
  for (let i = 0; i < 16; i++) tail += ALPHABET[bytes[i]! % 32];
  return `${prefix}_${head}${tail}`;
}

export const ID_PATTERN = /^[a-z]{2,5}_[0-9a-z]{26}$/;
