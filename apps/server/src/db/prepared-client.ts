import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements one connection keeps prepared at most; past it, a new statement is planned each time as before. */
export const PREPARED_PER_CONNECTION = 500;

/**
 * The name a statement is prepared under, made from its text: the same on every connection, and a
 * plain SQL identifier (hex), so PGlite's `PREPARE name AS …` can use it too (prepared-pglite.ts).
 */
export function preparedName(text: string) {
  return `tt_${createHash('sha1').update(text).digest('hex')}`;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/**
 * A PostgreSQL connection that prepares each statement it runs with parameters once, under a name
 * made from its text, and from then on only binds and executes it (docs/decisions/0016-caches.md).
 * Unnamed, PostgreSQL parses and plans every statement on every call: for an order page with its lines
 * and total that planning costs more than running it. A statement without parameters (migrations,
 * `select 1`, several commands in one text) is sent as before, as a prepared statement may hold one
 * command only. The server still chooses between a plan for the values given and a generic one as it
 * always does for prepared statements, so a partial index stays in use where the values need it.
 */
export class PreparingClient extends pg.Client {
  /** Each prepared statement's text and the name it was prepared under. */
  readonly #names = new Map<string, string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; every call passes through unchanged but for its name.
  override query(config: any, values?: any, callback?: any): any {
    return super.query(this.#named(config, values), values, callback);
  }

  // biome-ignore lint/suspicious/noExplicitAny: answers pg's own query argument, whatever its overload.
  #named(config: unknown, values: unknown): any {
    const query = (typeof config === 'string' ? { text: config } : config) as QueryConfig | null;
    // A cursor or a stream (anything with its own `submit`) is passed on as the object it is.
    if (typeof query?.text !== 'string' || query.name !== undefined || typeof query.submit === 'function')
      return config;
    const params = Array.isArray(values) ? values : query.values;
    if (!Array.isArray(params) || params.length === 0) return config;
    let name = this.#names.get(query.text);
    if (name === undefined) {
      if (this.#names.size >= PREPARED_PER_CONNECTION) return config;
      name = preparedName(query.text);
      this.#names.set(query.text, name);
    }
    return { ...query, name };
  }
}

/**
 * Errors after which a connection's prepared statements cannot be trusted: the table under a statement
 * changed its shape (a migration by another app server) or the statement is gone. Its connection is
 * closed, and the next one prepares again.
 */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

/**
 * The pool of PreparingClient connections. pg's own `Pool.query` closes the connection after any
 * error, a statement's refusal included (an order refused for its stock, a unique key taken); the
 * connection and every statement prepared on it were then lost, and under a rush of refusals each
 * request paid for a new connection and for planning its statements again. Here a connection is only
 * closed when the error came from the connection rather than from the statement.
 */
export class PreparingPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; a callback passes on to pg's own.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof values === 'function' || typeof callback === 'function' || typeof config?.submit === 'function')
      return super.query(config, values, callback);
    return this.#query(config, values);
  }

  async #query(config: unknown, values: unknown) {
    const client = await this.connect();
    // A connection lost mid-statement also says so as an event: heard here, it is not an uncaught error.
    const lost = () => {};
    client.once('error', lost);
    try {
      // biome-ignore lint/suspicious/noExplicitAny: passed through as the caller gave it.
      const result = await client.query(config as any, values as any);
      client.release();
      return result;
    } catch (error) {
      client.release(keepsConnection(error) ? undefined : (error as Error));
      throw error;
    } finally {
      client.removeListener('error', lost);
    }
  }
}

/** Whether the connection that answered this error is as good as before: the statement failed, not the link. */
function keepsConnection(error: unknown) {
  if (!(error instanceof pg.DatabaseError)) return false;
  const code = error.code ?? '';
  // Classes 08 (connection exception) and 57 (operator intervention: the server shutting down) end the link.
  return !STALE_STATEMENT_CODES.has(code) && !code.startsWith('08') && !code.startsWith('57');
}
