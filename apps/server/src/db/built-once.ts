import { type Placeholder, type Query, sql } from 'drizzle-orm';
import type { Database, Executor } from './client.ts';

/**
 * A statement's values as they are bound: leaves (strings, numbers, dates, null) in plain objects and
 * arrays. Its placeholders (`Slots`) have the same shape, each leaf a placeholder numbered in the order
 * the leaves are met.
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

interface Preparable<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
}

/**
 * Placeholders where Drizzle's types ask for values: an update's `set` takes them at run time (each
 * becomes a parameter its column encodes, as an insert's values do), though its types admit values only.
 */
export const asValues = <T>(slots: Slots<T>) => slots as unknown as T;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Walks `values` in one fixed order (each array in order, each object by its keys), giving each leaf
 * to `leaf` and answering the statement's shape: every key, every array's length, and where a null is.
 * A null is written into the statement as it is (Drizzle encodes no null), so values with a null
 * elsewhere make a statement of their own. A key whose value is undefined is left out, as Drizzle leaves
 * it out of an insert (the column's default) or an update (the column as it is), so values without it
 * make a statement of their own too. Runs on every call: no path strings, no entry arrays.
 */
function walk(values: unknown, leaf: (value: unknown) => unknown): string {
  if (values === null) return '~';
  if (Array.isArray(values)) {
    let shape = '[';
    for (const value of values) shape += `${walk(value, leaf)},`;
    return `${shape}]`;
  }
  if (isPlainObject(values)) {
    let shape = '{';
    for (const key in values) if (values[key] !== undefined) shape += `${key}:${walk(values[key], leaf)},`;
    return `${shape}}`;
  }
  leaf(values);
  return '$';
}

/** The placeholders of `values`: the same shape, each leaf a placeholder named by its number in `walk`'s order, a null left as it is, an undefined left out. */
function slotsOf(values: unknown, next = { n: 0 }): unknown {
  if (values === null) return null;
  if (Array.isArray(values)) return values.map((value) => slotsOf(value, next));
  if (isPlainObject(values)) {
    const slots: Record<string, unknown> = {};
    for (const key in values) if (values[key] !== undefined) slots[key] = slotsOf(values[key], next);
    return slots;
  }
  return sql.placeholder(String(next.n++));
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
  <Result>(name: string, build: (db: Executor, slots: Slots<Values>) => Preparable<Result>) => {
    const built = new Map<string, Built>();
    return (db: Executor, values: Values): Promise<Result> => {
      const { session } = (db as Database)._;
      const leaves: unknown[] = [];
      const shape = session.constructor.name + walk(values, (value) => leaves.push(value));
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
      // The leaves by number: placeholder "0" is leaves[0], and so on.
      return query.execute(leaves as unknown as Record<string, unknown>) as Promise<Result>;
    };
  };
