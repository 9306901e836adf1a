import { describe, expect, it } from 'vitest';
import { ID_PATTERN, newId } from '../src/lib/ids.ts';

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

  it('sort by the time they were made', async () => {
    const first = newId('ord');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = newId('ord');
    expect([second, first].sort()).toEqual([first, second]);
  });
});
