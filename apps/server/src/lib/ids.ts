import { randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * Random bytes drawn a few kilobytes at a time and handed out 16 at a time: one call into the crypto
 * library per 256 ids instead of one per id (an order writes four). Each byte is used once.
 */
const pool = Buffer.alloc(4096);
let used = pool.length;

function random16(): Buffer {
  if (used + 16 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.subarray(used - 16, used);
}

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
  const bytes = random16();
  let tail = '';
  for (let i = 0; i < 16; i++) tail += ALPHABET[bytes[i]! % 32];
  return `${prefix}_${head}${tail}`;
}

export const ID_PATTERN = /^[a-z]{2,5}_[0-9a-z]{26}$/;
