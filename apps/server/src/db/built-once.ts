import { type Placeholder, type Query, sql } from 'drizzle-orm';
import type { Database, Executor } from './client.ts';

/**
 * A statement's values as they are bound: leaves (strings, numbers, dates, null) in plain objects and
 * arrays. Its placeholders (`Slots`) have the same shape, each leaf a placeholder named by its path.
 */
export type Slots<T> = T extends Date
  ? Placeholder
  : T extends readonly (infer E)[]
    ? Slots<E>[]
    : T extends Record<string, unknown>
      ? { [K in keyof T]: Slots<T[K]> }
      : Placeholder;

/** What a built statement keeps of Drizzle's prepared query: its SQL with parameter slots, and how its rows map back. */
interface Built {
  query: Query;
  fields: unknown;
  joinsNotNullableMap: unknown;
}

interface Preparable<Row> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
}

const isBranch = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) ||
  (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype);

const pathOf = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Every leaf of `values` under its path ("order.name", "lines.0.quantity"), into `flat`, and the
 * statement's shape: the paths, a null marked as such. A null is written into the statement as it is
 * (Drizzle encodes no null), so values with a null elsewhere make a statement of their own.
 */
function flatten(values: unknown, path: string, flat: Record<string, unknown>, shape: string[]) {
  if (values === null) shape.push(`${path}=null`);
  else if (!isBranch(values)) {
    flat[path] = values;
    shape.push(path);
  } else for (const [key, value] of Object.entries(values)) flatten(value, pathOf(path, key), flat, shape);
}

/** The placeholders of `values`: the same shape, each leaf a placeholder named by its path, a null left as it is. */
function slotsOf(values: unknown, path = ''): unknown {
  if (values === null) return null;
  if (!isBranch(values)) return sql.placeholder(path);
  if (Array.isArray(values)) return values.map((value, i) => slotsOf(value, pathOf(path, i)));
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, slotsOf(value, pathOf(path, key))]));
}

/**
 * A statement built once with placeholders, then run in any transaction by binding new values
 * (docs/decisions/0016-caches.md). Drizzle builds a statement's SQL anew on every call: for placing an
 * order (six parts in one statement) that building took a third of the request's time. The statement
 * is built again for values of another shape (other keys, another number of lines, a null elsewhere),
 * and once for each driver (PGlite, PostgreSQL). It runs through the given transaction's own session,
 * so it is part of that transaction.
 *
 * Typed with its values first, then built: `builtOnce<Values>()('name', (tx, slots) => query)`.
 */
export const builtOnce =
  <Values extends Record<string, unknown>>() =>
  <Row>(name: string, build: (db: Executor, slots: Slots<Values>) => Preparable<Row>) => {
    const built = new Map<string, Built>();
    return (db: Executor, values: Values): Promise<Row[]> => {
      const { session } = (db as Database)._;
      const flat: Record<string, unknown> = {};
      const paths = [session.constructor.name];
      flatten(values, '', flat, paths);
      const shape = paths.join(',');
      let statement = built.get(shape);
      if (!statement) {
        // Drizzle's prepared query is only read here, for its SQL and its row mapping; it never runs.
        const prepared = build(db, slotsOf(values) as Slots<Values>).prepare(name) as unknown as Built & {
          getQuery(): Query;
        };
        statement = {
          query: prepared.getQuery(),
          fields: prepared.fields,
          joinsNotNullableMap: prepared.joinsNotNullableMap,
        };
        built.set(shape, statement);
      }
      // `fields` and `joinsNotNullableMap` are Drizzle's own, handed back as it made them.
      const query = session.prepareQuery(statement.query, statement.fields as never, undefined, true);
      Object.assign(query, { joinsNotNullableMap: statement.joinsNotNullableMap });
      return query.execute(flat) as Promise<Row[]>;
    };
  };
