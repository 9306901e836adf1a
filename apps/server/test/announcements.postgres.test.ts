import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { ANNOUNCEMENTS_APPLICATION, type ChannelListener, PostgresAnnouncements } from '../src/db/notifications.ts';
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

/**
 * A way to PostgreSQL on which everything it sends arrives `delayMs` late: the connection of an app
 * server that hears announcements later than the others (a busy machine, a longer network path).
 */
async function lateConnection(databaseUrl: string, delayMs: number) {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => setTimeout(() => client.writable && client.write(chunk), delayMs));
    for (const socket of [client, upstream]) {
      socket.on('error', close);
      socket.on('close', () => setTimeout(close, delayMs));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: url.toString(),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
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

  it('settles once every app server has heard what was announced before, however late one hears', async () => {
    const slow = await lateConnection(database.url!, 150);
    const elsewhere = new PostgresAnnouncements(slow.url); // a second app server, hearing 150 ms late
    const here = recorder();
    const there = recorder();
    const stopHere = await database.listen('shared_channel', here.listener);
    await elsewhere.listen('shared_channel', there.listener);
    try {
      for (const payload of ['one', 'two', 'three']) {
        await announce('shared_channel', payload);
        expect(await database.settle()).toBe(true);
        // Both have heard it: this server at once, the other 150 ms later, and the settling waited for it.
        expect([here.told.messages.at(-1), there.told.messages.at(-1)]).toEqual([payload, payload]);
      }
      await announce('shared_channel', 'four');
      expect(await elsewhere.settle()).toBe(true);
      expect([here.told.messages.at(-1), there.told.messages.at(-1)]).toEqual(['four', 'four']);
    } finally {
      await stopHere();
      await elsewhere.close();
      await slow.close();
    }
  });

  it('sends its connection one statement at a time, however many settle while channels change', async () => {
    const warnings: string[] = [];
    const warned = (warning: Error) => warnings.push(warning.message);
    process.on('warning', warned);
    const stops = [await database.listen('busy_channel', recorder().listener)];
    try {
      // Settlings at once, each a statement on the connection, while new channels are listened on. Each is
      // answered (none throws); one queued behind the others past its second may answer false on a busy
      // machine, as the rule says. The connection then settles at once again.
      await Promise.all([
        ...Array.from({ length: 20 }, () => database.settle()),
        ...['busy_one', 'busy_two', 'busy_three'].map(async (channel) => {
          stops.push(await database.listen(channel, recorder().listener));
          return true;
        }),
      ]);
      expect(await database.settle()).toBe(true);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes('client.query()'))).toEqual([]);
    } finally {
      process.off('warning', warned);
      for (const stop of stops) await stop();
    }
  });

  it('stops waiting after a second for a server that does not confirm, and says so', async () => {
    const stop = await database.listen('shared_channel', recorder().listener);
    // A connection named as an app server's, but deaf: a server that hangs, or one too old to confirm.
    const deaf = new pg.Client({ connectionString: database.url, application_name: ANNOUNCEMENTS_APPLICATION });
    await deaf.connect();
    try {
      const started = Date.now();
      expect(await database.settle()).toBe(false);
      expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    } finally {
      await deaf.end();
    }
    await expect.poll(() => database.settle()).toBe(true);
    await stop();
    // Not hearing at all: nothing can be confirmed.
    expect(await database.settle()).toBe(false);
  });
});
