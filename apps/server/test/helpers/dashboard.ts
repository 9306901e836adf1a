import type { apiCalls } from './api-calls.ts';

type Call = ReturnType<typeof apiCalls>['call'];
type Figures = Record<(typeof MONEY)[number], number>;

/** The dashboard's money figures, in the order the owner reads them. */
const MONEY = ['revenue', 'withoutTaxAndShipping', 'tax', 'shipping'] as const;

/** Today's figures on the owner's dashboard (GET /api/dashboard, through apiCalls' `call`, as the owner). */
export async function todaysFigures(call: Call): Promise<Figures> {
  return (await call('GET', '/api/dashboard')).json().figures[0];
}

/**
 * How much each money figure grew from one reading of the dashboard to a later one, to the cent:
 * revenue, without tax and shipping, tax, shipping.
 */
export function growth(before: Figures, after: Figures): number[] {
  return MONEY.map((key) => Math.round((after[key] - before[key]) * 100) / 100);
}

/**
 * The rows of the orders CSV (the owner's books) from yesterday to today, UTC, that name `text`: the
 * shop's today is one of those days, whatever its time zone.
 */
export async function booksRowsWith(call: Call, text: string): Promise<string[]> {
  const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const csv = (await call('GET', `/api/dashboard/orders.csv?from=${day(1)}&to=${day(0)}`)).body;
  return csv.split('\r\n').filter((line) => line.includes(text));
}
