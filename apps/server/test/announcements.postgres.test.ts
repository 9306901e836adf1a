import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { ANNOUNCEMENTS_APPLICATION, type ChannelListener } from '../src/db/notifications.ts';
import { createTestDatabase } from './helpers/app.ts';

/** A listener that writes down what it is told. */
function recorder() {
  const told = { messages: [] as string[], hearing: [] as boolean[] };
  const listener: ChannelListener = {
    message: (payload) => told.messages.push(payload),
    hearing: (listening) => told.hearing.push(listening),
  };
  return { told, listener };
}

describe("PostgreSQL's announcements, heard by an app server", () => {
  let database: DatabaseHandle & { url?: string };
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  const listeningConnections = async () =>
    Number(
      (
        await admin.query(
          'select count(*) from pg_stat_activity where application_name = $1 and datname = current_database()',
          [ANNOUNCEMENTS_APPLICATION],
        )
      ).rows[0].count,
    );
  const announce = (channel: string, payload: string) => admin.query('select pg_notify($1, $2)', [channel, payload]);

  it('hears every channel on one connection, is told when it is lost, and hears again a second later', async () => {
    const first = recorder();
    const second = recorder();
    const stopFirst = await database.listen('first_channel', first.listener);
    const stopSecond = await database.listen('second_channel', second.listener);
    expect(first.told.hearing).toEqual([false, true]);
    expect(second.told.hearing).toEqual([false, true]);
    expect(await listeningConnections()).toBe(1);

    await announce('first_channel', 'one');
    await announce('second_channel', 'two');
    await expect.poll(() => [first.told.messages, second.told.messages]).toEqual([['one'], ['two']]);

    // The connection is cut (PostgreSQL restarted, a network fault): both are told, both hear again.
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [ANNOUNCEMENTS_APPLICATION],
    );
    await expect.poll(() => first.told.hearing, { timeout: 5_000 }).toEqual([false, true, false, true]);
    await expect.poll(() => second.told.hearing, { timeout: 5_000 }).toEqual([false, true, false, true]);
    await announce('first_channel', 'three');
    await announce('second_channel', 'four');
    await expect
      .poll(() => [first.told.messages, second.told.messages])
      .toEqual([
        ['one', 'three'],
        ['two', 'four'],
      ]);

    // A channel no one listens on any more is not heard; the connection ends with the last listener.
    await stopFirst();
    await announce('first_channel', 'five');
    await announce('second_channel', 'six');
    await expect.poll(() => second.told.messages).toEqual(['two', 'four', 'six']);
    expect(first.told.messages).toEqual(['one', 'three']);
    expect(await listeningConnections()).toBe(1);
    await stopSecond();
    await expect.poll(listeningConnections).toBe(0);
  });
});
