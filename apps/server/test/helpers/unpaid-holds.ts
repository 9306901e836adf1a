/**
 * What one buyer may hold unpaid at the shop's own defaults (docs/decisions/0026-unpaid-holds-bounded.md,
 * docs/operations.md): a share of each tea's stock, in percent, and a value in all, in cents. Test apps
 * lift both bounds (helpers/app.ts); the files that test them put `UNPAID_HOLDS_ENV` back in their app's
 * environment and read the bounds from `UNPAID_HOLDS` in the messages they expect.
 */
export const UNPAID_HOLDS = { sharePercent: 25, valueMaxCents: 1000_00 } as const;

/** The environment of a test app that holds buyers to UNPAID_HOLDS. */
export const UNPAID_HOLDS_ENV = {
  UNPAID_SHARE_PERCENT: String(UNPAID_HOLDS.sharePercent),
  UNPAID_VALUE_MAX: String(UNPAID_HOLDS.valueMaxCents / 100),
};
