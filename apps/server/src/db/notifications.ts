import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told about one channel of the database's announcements (LISTEN/NOTIFY). */
export interface ChannelListener {
  /** An announcement arrived, with its payload. */
  message(payload: string): void;
  /**
   * Whether announcements are being heard. `false` when the connection that hears them is lost (some
   * may be missed from then on), `true` once it listens again: anything before may have been missed,
   * so whatever was kept on the strength of announcements should be forgotten both times.
   */
  hearing(listening: boolean): void;
}

export type StopListening = () => Promise<void>;

const RECONNECT_MS = 1_000;

/**
 * PostgreSQL: one connection of its own per channel, outside the pool (a pooled connection changes
 * hands between queries and would stop hearing). A lost connection is said (`hearing(false)`) and
 * reconnected every second until it listens again.
 */
export async function listenPostgres(
  databaseUrl: string,
  channel: string,
  listener: ChannelListener,
): Promise<StopListening> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    client.removeAllListeners('end');
    client.end().catch(() => {});
    if (current !== client) return;
    current = undefined;
    listener.hearing(false);
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect().catch(() => schedule()), RECONNECT_MS);
    retry.unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (note) => {
      if (note.channel === channel) listener.message(note.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    listener.hearing(true);
  };

  listener.hearing(false);
  await connect().catch(() => schedule());
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  };
}

/** PGlite: its engine lives in this process, so announcements are heard as the statement commits. */
export async function listenPglite(client: PGlite, channel: string, listener: ChannelListener): Promise<StopListening> {
  listener.hearing(false);
  const unlisten = await client.listen(channel, (payload) => listener.message(payload));
  listener.hearing(true);
  return async () => {
    if (!client.closed) await unlisten();
  };
}
