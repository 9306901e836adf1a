import fp from 'fastify-plugin';
import type { Executor } from '../db/client.ts';
import { type ChannelListener, SHOP_CHANGED, type StopListening } from '../db/notifications.ts';

/**
 * A reading of the owner's settings kept in memory on each app server (the promotions, the delivery
 * rules), so that an order or a quote does not ask the database for what changes a few times a day.
 * Forgotten when the owner changes it: on the server that made the change at once (lib/effects.ts),
 * on every server as the database announces it on `shop_changed`; and not kept at all while those
 * announcements cannot be heard (docs/decisions/0016-caches.md).
 */
export class KeptReading<T> {
  #kept: Promise<T> | undefined;
  #hearing = true;
  readonly #readFrom: (db: Executor) => Promise<T>;

  constructor(readFrom: (db: Executor) => Promise<T>) {
    this.#readFrom = readFrom;
  }

  read(db: Executor): Promise<T> {
    if (!this.#hearing) return this.#readFrom(db);
    const kept = this.#kept ?? this.#readFrom(db);
    this.#kept = kept;
    // A failed reading is not kept: the next order asks again.
    kept.catch(() => {
      if (this.#kept === kept) this.#kept = undefined;
    });
    return kept;
  }

  forget() {
    this.#kept = undefined;
  }

  /** Whether the database's announcements are heard: while they are not, nothing is kept. */
  hearing(listening: boolean) {
    this.#hearing = listening;
    this.#kept = undefined;
  }
}

/** The database's announcements, as a plugin listens to them (plugins/database.ts). */
interface Announcements {
  listen(channel: string, listener: ChannelListener): Promise<StopListening>;
}

/**
 * Keeps a reading while the database announces no change of its tables on `shop_changed`; answers
 * how to stop listening, for the app's close.
 */
export function forgetOnChangeOf(
  database: Announcements,
  kept: KeptReading<unknown>,
  tables: readonly string[],
): Promise<StopListening> {
  return database.listen(SHOP_CHANGED, {
    message: (payload) => {
      if (tables.includes(payload)) kept.forget();
    },
    hearing: (listening) => kept.hearing(listening),
  });
}

/**
 * The plugin that keeps a reading on each app server as `app[name]` (a new one for each app, made by
 * `make`), forgotten as the database announces a change of its tables on `shop_changed`, whoever made it.
 */
export function keptReadingPlugin(name: string, make: () => KeptReading<unknown>, tables: readonly string[]) {
  return fp(
    async (app) => {
      const kept = make();
      app.decorate(name, kept);
      app.addHook('onClose', await forgetOnChangeOf(app.database, kept, tables));
    },
    { name, dependencies: ['database'] },
  );
}
