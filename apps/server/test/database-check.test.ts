import { describe, expect, it } from 'vitest';
import { DatabaseCheck } from '../src/db/database-check.ts';

/** A database whose answer the test decides, counting how often it is asked. */
function database() {
  const state = { up: true, asked: 0 };
  return {
    state,
    ping: async () => {
      state.asked += 1;
      if (!state.up) throw new Error('connection refused');
    },
  };
}

describe('the health check of the database', () => {
  it('asks once a second at most, and checks arriving together share one question', async () => {
    let now = 0;
    const db = database();
    const check = new DatabaseCheck(db, 1_000, () => now);
    await Promise.all([check.ensure(), check.ensure(), check.ensure()]);
    expect(db.state.asked).toBe(1);
    now = 999;
    await check.ensure();
    expect(db.state.asked).toBe(1);
    now = 1_000;
    await check.ensure();
    expect(db.state.asked).toBe(2);
  });

  it('turns false within a second of the database going, and true again when it is back', async () => {
    let now = 0;
    const db = database();
    const check = new DatabaseCheck(db, 1_000, () => now);
    await check.ensure();
    db.state.up = false;
    now = 1_000;
    await expect(check.ensure()).rejects.toThrow('connection refused');
    now = 1_500;
    await expect(check.ensure()).rejects.toThrow('connection refused');
    db.state.up = true;
    now = 2_000;
    await expect(check.ensure()).resolves.toBeUndefined();
  });

  it('turns false at once when a request found the database gone', async () => {
    const db = database();
    const check = new DatabaseCheck(db, 1_000, () => 0);
    await check.ensure();
    check.failed(new Error('the pool is closed'));
    await expect(check.ensure()).rejects.toThrow('the pool is closed');
    expect(db.state.asked).toBe(1);
  });
});
