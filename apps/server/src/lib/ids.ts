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

/** The last id's time, and its tail as 16 base-32 digits, most significant first. */
let lastTime = -1;
const lastTail = new Uint8Array(16);

/**
 * Adds a random step of 1 to about 2^40 to the last tail, so the next id sorts after it and still
 * cannot be guessed from it; `false` if the tail overflows (about 2^40 ids in one millisecond).
 */
function stepTail(bytes: Buffer): boolean {
  let carry = 1;
  for (let i = 15; i >= 0; i--) {
    const sum = lastTail[i]! + (i >= 8 ? bytes[i]! % 32 : 0) + carry;
    lastTail[i] = sum % 32;
    carry = sum >= 32 ? 1 : 0;
  }
  return carry === 0;
}

/**
 * Prefixed, time-ordered ids (`prod_…`, `ord_…`): readable in logs and URLs, sortable by creation,
 * and 80 random bits so they cannot be guessed. Ids made by this process within one millisecond (or
 * while the clock steps back) still sort in the order they were made: each tail is the last one plus
 * a random step. Lists sorted by a time the database wrote break its ties by id, and the embedded
 * database's clock counts milliseconds, so an order's events or a customer's orders written within
 * one come back in the order they happened (docs/decisions/0023-ids-in-order.md).
 */
export function newId(prefix: string): string {
  const now = Date.now();
  const bytes = random16();
  const fresh = now > lastTime || !stepTail(bytes);
  if (fresh) {
    lastTime = Math.max(now, lastTime + 1);
    for (let i = 0; i < 16; i++) lastTail[i] = bytes[i]! % 32;
  }
  let time = lastTime;
  let head = '';
  for (let i = 0; i < 10; i++) {
    head = ALPHABET[time % 32] + head;
    time = Math.floor(time / 32);
  }
  let tail = '';
  for (let i = 0; i < 16; i++) tail += ALPHABET[lastTail[i]!];
  return `${prefix}_${head}${tail}`;
}

export const ID_PATTERN = /^[a-z]{2,5}_[0-9a-z]{26}$/;
