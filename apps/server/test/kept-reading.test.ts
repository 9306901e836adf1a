import { describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client.ts';
import { KeptReading } from '../src/lib/kept-reading.ts';

/**
 * The owner's settings kept in memory (the promotions, the delivery and tax): read once while the
 * database's announcements are heard, read again once forgotten, never kept while they are not heard.
 * What forgets them on each server is tested with the settings themselves (two-servers.postgres.test.ts).
 */
describe('a reading kept in memory', () => {
  const db = {} as Executor;
  /** A reading that counts how often it was read, and fails while `failing` says so. */
  const counted = () => {
    const state = { reads: 0, failing: false };
    const kept = new KeptReading(async () => {
      state.reads += 1;
      if (state.failing) throw new Error('the database is away');
      return { reading: state.reads };
    });
    return { kept, state };
  };

  it('is read once for every order that asks, until it is forgotten', async () => {
    const { kept, state } = counted();
    const answers = await Promise.all([kept.read(db), kept.read(db), kept.read(db)]);
    expect(answers).toEqual([{ reading: 1 }, { reading: 1 }, { reading: 1 }]);
    expect(await kept.read(db)).toEqual({ reading: 1 });
    kept.forget();
    expect(await kept.read(db)).toEqual({ reading: 2 });
    expect(state.reads).toBe(2);
  });

  it('is read afresh every time while the announcements are not heard, and kept again once they are', async () => {
    const { kept } = counted();
    await kept.read(db);
    kept.hearing(false);
    expect(await kept.read(db)).toEqual({ reading: 2 });
    expect(await kept.read(db)).toEqual({ reading: 3 });
    kept.hearing(true);
    expect(await kept.read(db)).toEqual({ reading: 4 });
    expect(await kept.read(db)).toEqual({ reading: 4 });
  });

  it('keeps no failed reading: the next order asks again', async () => {
    const { kept, state } = counted();
    state.failing = true;
    await expect(kept.read(db)).rejects.toThrow('the database is away');
    state.failing = false;
    expect(await kept.read(db)).toEqual({ reading: 2 });
  });
});
