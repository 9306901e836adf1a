import { randomUUID } from 'node:crypto';
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

/**
 * The channel on which the database announces changes to what app servers keep in memory: the table's
 * name for a change of products, reviews, categories, promotions, delivery or tax (migrations 0013,
 * 0034, 0039, 0044), the new quantities for a change of stock alone (migration 0029).
 */
export const SHOP_CHANGED = 'shop_changed';

const RECONNECT_MS = 1_000;

/** How the connection that hears announcements is named in pg_stat_activity. */
export const ANNOUNCEMENTS_APPLICATION = 'teatree announcements';

/**
 * The channel on which app servers tell each other what they have heard (see `settle`): `mark:<id>`
 * asks every server to confirm, `heard:<id>` is one server's confirmation.
 */
export const HEARD_CHANNEL = 'announcements_heard';
/** How long `settle` waits for every app server at most: announcements come in milliseconds. */
const SETTLE_MS = 1_000;

interface Settling {
  /** Confirmations received so far. */
  heard: number;
  /** Confirmations awaited: the listening connections counted as the mark was made. */
  expected: number;
  done(all: boolean): void;
}

/**
 * PostgreSQL: one connection of its own for all the channels an app server listens on, outside the
 * pool (a pooled connection changes hands between queries and would stop hearing). One, not one per
 * channel: PostgreSQL wakes every listening connection of the database on each commit that announces
 * anything, whatever its channels. A lost connection is said to every listener (`hearing(false)`) and
 * made again every second until it listens again.
 *
 * Every change of the connection (connecting, listening on a new channel, stopping) runs one after the
 * other, so a channel asked for while the connection is being made is listened on once it is.
 */
export class PostgresAnnouncements {
  readonly #listeners = new Map<string, Set<ChannelListener>>();
  /** The connection, once it listens; and the channels it listens on. */
  #client: pg.Client | undefined;
  readonly #heard = new Set<string>();
  /** Listeners told they are not heard, until their channel is listened on. */
  readonly #waiting = new Set<ChannelListener>();
  #queue: Promise<void> = Promise.resolve();
  /** The statement under way on the connection: the next one waits for it (`#statement`). */
  #statements: Promise<unknown> = Promise.resolve();
  #retry: NodeJS.Timeout | undefined;
  #closed = false;
  /** This server's marks, until every listening server has confirmed hearing them. */
  readonly #settling = new Map<string, Settling>();

  constructor(private readonly databaseUrl: string) {}

  /**
   * Waits until every app server listening on this database has heard every announcement committed so
   * far (at most a second); `false` if one did not confirm in time, or this server cannot hear.
   *
   * PostgreSQL delivers announcements to each listening connection in the order of their commits, but
   * to each at its own pace: this server hearing a change says nothing of when another one does. So a
   * mark is announced after the changes, and every server, this one too, confirms once it has heard it,
   * which means it has acted on every change before it. The servers to wait for are the connections
   * named `ANNOUNCEMENTS_APPLICATION` on this database when the mark is made; one that starts listening
   * later keeps nothing from before.
   */
  async settle(): Promise<boolean> {
    const client = this.#client;
    if (!client || !this.#heard.has(HEARD_CHANNEL)) return false;
    const mark = randomUUID();
    const all = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => finish(false), SETTLE_MS);
      const finish = (confirmed: boolean) => {
        clearTimeout(timer);
        this.#settling.delete(mark);
        resolve(confirmed);
      };
      this.#settling.set(mark, { heard: 0, expected: Number.POSITIVE_INFINITY, done: finish });
    });
    try {
      // One statement counts the listening servers and announces the mark as it commits.
      const { rows } = await this.#statement<{ servers: number }>(
        client,
        `select (select count(*)::int from pg_stat_activity
                  where datname = current_database() and application_name = $1) as servers,
                pg_notify($2, $3)`,
        [ANNOUNCEMENTS_APPLICATION, HEARD_CHANNEL, `mark:${mark}`],
      );
      const settling = this.#settling.get(mark);
      if (settling) {
        settling.expected = rows[0]!.servers;
        if (settling.heard >= settling.expected) settling.done(true);
      }
    } catch {
      this.#settling.get(mark)?.done(false);
    }
    return all;
  }

  async listen(channel: string, listener: ChannelListener): Promise<StopListening> {
    const listeners = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, listeners);
    listeners.add(listener);
    listener.hearing(false);
    this.#waiting.add(listener);
    await this.#sync();
    return async () => {
      listeners.delete(listener);
      this.#waiting.delete(listener);
      if (listeners.size === 0 && this.#listeners.get(channel) === listeners) this.#listeners.delete(channel);
      await this.#sync();
    };
  }

  async close() {
    this.#closed = true;
    this.#listeners.clear();
    await this.#sync();
  }

  /** Brings the connection in line with the channels asked for; a failure is retried a second later. */
  #sync(): Promise<void> {
    this.#queue = this.#queue.then(() =>
      this.#catchUp().catch(() => {
        this.#drop();
        this.#schedule();
      }),
    );
    return this.#queue;
  }

  async #catchUp() {
    clearTimeout(this.#retry);
    if (this.#closed || this.#listeners.size === 0) return this.#end();
    if (!this.#client) {
      const client = new pg.Client({
        connectionString: this.databaseUrl,
        connectionTimeoutMillis: 5_000,
        application_name: ANNOUNCEMENTS_APPLICATION,
      });
      client.on('error', () => this.#lost(client));
      client.on('end', () => this.#lost(client));
      client.on('notification', (note) => {
        if (note.channel === HEARD_CHANNEL) return this.#confirm(client, note.payload ?? '');
        for (const listener of this.#listeners.get(note.channel) ?? []) listener.message(note.payload ?? '');
      });
      this.#client = client;
      this.#heard.clear();
      await client.connect();
    }
    const client = this.#client;
    for (const channel of [HEARD_CHANNEL, ...this.#listeners.keys()]) {
      if (this.#heard.has(channel)) continue;
      await this.#statement(client, `listen ${pg.escapeIdentifier(channel)}`);
      this.#heard.add(channel);
    }
    for (const channel of [...this.#heard]) {
      if (channel === HEARD_CHANNEL || this.#listeners.has(channel)) continue;
      await this.#statement(client, `unlisten ${pg.escapeIdentifier(channel)}`);
      this.#heard.delete(channel);
    }
    // Every channel asked for is listened on now.
    const heard = [...this.#waiting];
    this.#waiting.clear();
    for (const listener of heard) listener.hearing(true);
  }

  /**
   * A mark (any server's, this one's too) is confirmed once heard: every announcement before it has
   * been handed to the listeners by then. A confirmation counts towards this server's own mark.
   */
  #confirm(client: pg.Client, payload: string) {
    const [kind, mark = ''] = payload.split(':');
    if (kind === 'mark') {
      this.#statement(client, 'select pg_notify($1, $2)', [HEARD_CHANNEL, `heard:${mark}`]).catch(() => {});
      return;
    }
    const settling = kind === 'heard' ? this.#settling.get(mark) : undefined;
    if (!settling) return;
    settling.heard += 1;
    if (settling.heard >= settling.expected) settling.done(true);
  }

  /**
   * One statement at a time on the connection: a settling, a confirmation and a change of channels may
   * each want it at any moment. node-postgres queues a statement sent while another runs, with a
   * warning that its next major version will not ("Calling client.query() when the client is already
   * executing a query is deprecated", 8.23); here each waits for the one before.
   */
  #statement<R extends pg.QueryResultRow>(client: pg.Client, text: string, values?: unknown[]) {
    const result = this.#statements.then(() => client.query<R>(text, values));
    this.#statements = result.catch(() => {});
    return result;
  }

  /** The connection ended or failed: every listener is told, and it is made again a second later. */
  #lost(client: pg.Client) {
    if (this.#client !== client) return;
    this.#drop();
    this.#schedule();
  }

  /** Gives the connection up and tells every listener not yet told that it is not heard. */
  #drop() {
    if (!this.#client) return;
    void this.#end();
    for (const listeners of this.#listeners.values()) {
      for (const listener of listeners) {
        if (this.#waiting.has(listener)) continue;
        this.#waiting.add(listener);
        listener.hearing(false);
      }
    }
  }

  async #end() {
    const client = this.#client;
    if (!client) return;
    this.#client = undefined;
    this.#heard.clear();
    for (const settling of [...this.#settling.values()]) settling.done(false);
    client.removeAllListeners('end');
    await client.end().catch(() => {});
  }

  #schedule() {
    if (this.#closed) return;
    clearTimeout(this.#retry);
    this.#retry = setTimeout(() => void this.#sync(), RECONNECT_MS);
    this.#retry.unref();
  }
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
