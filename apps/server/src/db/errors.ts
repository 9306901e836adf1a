/**
 * PostgreSQL's error codes, as both drivers report them (the query builder wraps the driver's error in
 * its own, with the driver's as `cause`).
 */
function sqlState(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A row that would repeat a unique key: unique_violation. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** A row pointed at another that is not there (any more): foreign_key_violation. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/**
 * Why the database refused to place an order (migration 0016's `refuse_order`): the reason its
 * statement gave, or undefined for any other error.
 */
export function orderRefusal(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, detail } = e as { code?: unknown; detail?: unknown };
    if (code === 'P0001' && e.message === 'order refused' && typeof detail === 'string') return detail;
  }
  return undefined;
}
