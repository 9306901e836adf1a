import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PREPARED_PER_CONNECTION, preparedName } from './prepared-client.ts';

/** The extensions the shop's migrations create (pg_trgm, for the catalogue's search), loaded with every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm };

const asText = (value: string) => value;

/**
 * The types Drizzle reads from the database's text itself (dates, times, intervals, and arrays of
 * numbers, dates and times), asking PGlite on every call to leave them as text (its `parsers`).
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/**
 * The embedded database's page cache (PostgreSQL's default is 128 MB). Its pages live in the server's
 * own memory, beside the file system's cache of the same files, so a small one costs little: see
 * docs/decisions/0043-embedded-database-memory.md for what was measured.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * Opens the embedded database reading the types Drizzle maps itself as text, as Drizzle asks on every
 * call. PGlite merges the parsers a call names into a copy of all its own (more than 300, one for each
 * array type) on every call that names any: about 0.15 ms a statement, as much as running it
 * (docs/decisions/0016-caches.md). An instance opened here already reads those types so, and
 * `PreparingPglite` then leaves Drizzle's parsers out of the call.
 */
export async function openPglite(options: PGliteOptions = {}): Promise<PGlite> {
  const pglite = await PGlite.create({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...options,
    extensions: { ...PGLITE_EXTENSIONS, ...options.extensions },
  });
  // Set once PGlite is ready: its start gives every array type a parser of its own, after the options'.
  for (const type of DRIZZLE_TEXT_TYPES) pglite.parsers[type] = asText;
  return pglite;
}

/** What the query layer (Drizzle) asks of the embedded database and of its transactions. */
interface Queries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/** PGlite and its transactions also run a text of statements as it is (the simple protocol). */
interface Executes extends Queries {
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
}

/**
 * A string as an escape-string literal: quotes and backslashes doubled, which PostgreSQL reads back
 * exactly whatever its settings. Undefined for a string with a NUL, which no literal can hold.
 */
function stringLiteral(value: string): string | undefined {
  if (value.includes('\0')) return undefined;
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** A value written into a statement's call as a literal, or undefined for one that cannot be (an array, an object, bytes). */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  switch (typeof value) {
    case 'string':
      return stringLiteral(value);
    case 'number':
    case 'bigint':
    case 'boolean':
      return `'${String(value)}'`;
    default:
      return undefined;
  }
}

/**
 * The embedded database (PGlite) as the query layer sees it, with each statement it runs with
 * parameters prepared once, under a name made from its text, and from then on only executed
 * (docs/decisions/0016-caches.md): PGlite otherwise parses and plans every statement on every call,
 * and for an order page that took as long as running it. PostgreSQL gets the same from
 * `PreparingClient` (prepared-client.ts).
 *
 * PGlite's own calls cannot bind values to a prepared statement, so its values are written into the
 * EXECUTE as literals (a string as an escape string, its quotes and backslashes doubled), which
 * PostgreSQL reads as the types the statement was prepared with. The EXECUTE is sent as a plain text
 * (the simple protocol: one round through the engine, where a call with parameters takes six); a call
 * with a value that has no such literal (an array, an object, bytes, a NUL) runs as before.
 * A prepared statement is the database's for as long as it runs; one prepared inside a transaction
 * outlives it, whether it commits or not.
 */
export class PreparingPglite implements Queries {
  /** Each prepared statement's text and the name it was prepared under. */
  readonly #names = new Map<string, string>();
  /** Texts being prepared by a call now. */
  readonly #preparing = new Set<string>();

  constructor(readonly pglite: PGlite) {}

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#run(this.pglite, text, params, options);
  }

  transaction<T>(callback: (tx: Queries) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx: Transaction) =>
      callback({ query: (text, params, options) => this.#run(tx, text, params, options) }),
    );
  }

  async #run<T>(on: Executes, text: string, params: unknown[] | undefined, given?: QueryOptions) {
    const options = this.#withoutTextParsers(given);
    const values = params?.map(literal) ?? [];
    // Without values, or with one that has no literal, a call runs as it is.
    if (!values.length || values.includes(undefined)) return on.query<T>(text, params, options);
    const execute = async (name: string) =>
      (await on.exec(`EXECUTE ${name}(${values.join(', ')})`, options))[0] as Results<T>;
    const name = this.#names.get(text);
    if (name !== undefined) return execute(name);
    // While another call prepares it, or past the limit, it runs as it is too.
    if (this.#preparing.has(text) || !this.#mayPrepare()) return on.query<T>(text, params, options);
    // Prepared by this call, on its own connection or transaction: never waiting for another's.
    const prepared = preparedName(text);
    this.#preparing.add(text);
    try {
      // A statement that cannot be prepared could not run either: its error is the caller's.
      await on.query(`PREPARE ${prepared} AS ${text}`);
      this.#names.set(text, prepared);
    } finally {
      this.#preparing.delete(text);
    }
    return execute(prepared);
  }

  /**
   * The call's options without its parsers, when each of them is for a type this instance already
   * leaves as text (an instance from `openPglite`); otherwise as they were.
   */
  #withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
    if (!options?.parsers) return options;
    for (const type in options.parsers) if (this.pglite.parsers[type] !== asText) return options;
    const { parsers: _asText, ...rest } = options;
    return rest;
  }

  #mayPrepare() {
    return this.#names.size + this.#preparing.size < PREPARED_PER_CONNECTION;
  }
}
