import { describe, expect, it, vi } from 'vitest';
import { ID_PATTERN, newId } from '../src/lib/ids.ts';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

// The ids need no database; this file runs once, with the embedded database's project.
describe('ids', () => {
  it('are distinct and well-formed across many draws of random bytes', () => {
    const ids = Array.from({ length: 10_000 }, () => newId('ord'));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(ids.every((id) => id.startsWith('ord_'))).toBe(true);
    // 16 random characters each: distinct ids in the same millisecond differ in their tails.
    const tails = new Set(ids.map((id) => id.slice(-16)));
    expect(tails.size).toBe(ids.length);
  });

  it('sort in the order they were made, also many within one millisecond, and still cannot be guessed', () => {
    const ids = Array.from({ length: 10_000 }, () => newId('evt'));
    const times = ids.map((id) => id.slice(4, 14));
    expect(new Set(times).size).toBeLessThan(ids.length / 10); // most share their millisecond
    expect([...ids].sort()).toEqual(ids);
    // Within a millisecond each tail is the last plus a random step: the steps differ.
    const value = (tail: string) => [...tail].reduce((n, c) => n * 32n + BigInt(ALPHABET.indexOf(c)), 0n);
    const steps = new Set<bigint>();
    for (let i = 1; i < ids.length; i++) {
      if (times[i] === times[i - 1]) steps.add(value(ids[i]!.slice(-16)) - value(ids[i - 1]!.slice(-16)));
    }
    expect(steps.size).toBeGreaterThan(ids.length / 2);
    for (const step of steps) expect(step).toBeGreaterThan(0n);
  });

  it('keep their order while the clock steps back', () => {
    const before = newId('ord');
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now() - 60_000);
    try {
      const during = [newId('ord'), newId('ord')];
      expect([during[1], during[0], before].sort()).toEqual([before, ...during]);
    } finally {
      now.mockRestore();
    }
  });

  it('sort by the time they were made', async () => {
    const first = newId('ord');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = newId('ord');
    expect([second, first].sort()).toEqual([first, second]);
  });
});
