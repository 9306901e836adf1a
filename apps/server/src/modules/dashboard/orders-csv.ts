import type { AppliedPromotion } from '@teatree/shared/promotions';
import type { OrdersExportQuery } from '@teatree/shared/schemas/dashboard';
import { type OrderStatus, orderStatusLabels } from '@teatree/shared/schemas/order';
import { percentText, type TaxOfRate, toPercent } from '@teatree/shared/tax';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * The books: every line of the orders placed in a range of the shop's days, as CSV that a spreadsheet
 * opens as it is (docs/decisions/0014-dashboard.md, "Export"): UTF-8 with its byte order mark, CRLF
 * rows, every text quoted, and no cell a spreadsheet would run as a formula.
 */

export const CSV_HEADER = [
  'Date',
  'Order',
  'Status',
  'Customer',
  'Email',
  'Tea',
  'Quantity',
  'Unit price',
  'Line total',
  'Paid at',
  'Refunded',
  // The order's number (docs/decisions/0031-order-numbers.md), last so that the columns before it stay
  // where an owner's spreadsheets read them.
  'Number',
  // The size of the line and its weight (docs/decisions/0032-sizes-and-stock-by-weight.md), after the
  // number for the same reason; empty for lines sold before teas had sizes.
  'Size',
  'Weight (g)',
  // The order's money broken down (docs/decisions/0033-shipping-and-tax.md), on its first line alone,
  // so that a column's sum is the books' sum; empty on the order's other lines.
  'Order subtotal',
  'Shipping',
  'Tax',
  'Order total',
  'Tax by rate',
  'Shipping method',
  // What promotions took off (docs/decisions/0035-promotions.md): each line's share on every line, the
  // order's whole discount and its promotions on its first line alone, as the breakdown above.
  'Line discount',
  'Order discount',
  'Promotions',
] as const;

const PAGE = 1000;

/**
 * A text cell. One that begins with `=`, `+`, `-` or `@` (or a tab or carriage return, which some
 * spreadsheets skip before looking) is read as a formula by spreadsheets: a leading apostrophe makes
 * it plain text (OWASP, "CSV Injection").
 */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

const amount = (cents: number) => (cents / 100).toFixed(2);
const row = (cells: string[]) => `${cells.join(',')}\r\n`;

export function exportFileName({ from, to }: OrdersExportQuery): string {
  return from === to ? `teatree-orders-${from}.csv` : `teatree-orders-${from}-to-${to}.csv`;
}

interface LineRow {
  cursorAt: string;
  id: string;
  number: number;
  position: number;
  day: string;
  status: OrderStatus;
  customerName: string;
  email: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  paidAt: string | null;
  refundedCents: number;
  sizeLabel: string | null;
  sizeGrams: number | null;
  orderSubtotalCents: number;
  orderShippingCents: number;
  orderTaxCents: number;
  orderTotalCents: number;
  taxes: TaxOfRate[];
  method: string | null;
  lineDiscountCents: number;
  orderDiscountCents: number;
  promotions: AppliedPromotion[];
}

/** The file, a page of lines at a time, oldest order first. */
export async function* ordersCsv(db: Executor, timeZone: string, range: OrdersExportQuery): AsyncGenerator<string> {
  yield `\uFEFF${row(CSV_HEADER.map(textCell))}`;
  const from = sql`(${range.from}::date::timestamp at time zone ${timeZone})`;
  const until = sql`((${range.to}::date + 1)::timestamp at time zone ${timeZone})`;
  let after: LineRow | undefined;
  for (;;) {
    const keyset = after
      ? sql`and (o.created_at, o.id, l.position) > (${after.cursorAt}::timestamptz, ${after.id}, ${after.position}::int)`
      : sql``;
    const result = (await db.execute(sql`
      select o.created_at::text as "cursorAt", o.id, o.number, l.position,
             to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
             o.status, o.customer_name as "customerName", o.email, l.name, l.quantity,
             l.unit_price_cents as "unitPriceCents", l.total_cents::float8 as "totalCents",
             to_char(o.paid_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI') as "paidAt",
             (l.refunded_cents - case when o.prices_include_tax then 0 else l.refunded_tax_cents end)::float8 as "refundedCents",
             l.size_label as "sizeLabel", l.size_grams as "sizeGrams",
             o.subtotal_cents::float8 as "orderSubtotalCents", o.shipping_cents::float8 as "orderShippingCents",
             o.tax_cents::float8 as "orderTaxCents", o.total_cents::float8 as "orderTotalCents",
             o.taxes, o.shipping_method->>'name' as method,
             l.discount_cents::float8 as "lineDiscountCents", o.discount_cents::float8 as "orderDiscountCents", o.promotions
        from orders o join order_lines l on l.order_id = o.id
       where o.created_at >= ${from} and o.created_at < ${until} ${keyset}
       order by o.created_at, o.id, l.position
       limit ${PAGE}`)) as unknown as { rows: LineRow[] };
    const lines = result.rows;
    if (lines.length === 0) return;
    yield lines.map(csvLine).join('');
    if (lines.length < PAGE) return;
    after = lines[lines.length - 1];
  }
}

function csvLine(line: LineRow): string {
  const total = Number(line.totalCents);
  return row([
    textCell(line.day),
    textCell(line.id),
    textCell(orderStatusLabels[line.status] ?? line.status),
    textCell(line.customerName),
    textCell(line.email),
    textCell(line.name),
    String(line.quantity),
    amount(Number(line.unitPriceCents)),
    amount(total),
    textCell(line.paidAt ?? ''),
    // What was refunded of the line, at its price as the Total beside it (docs/decisions/0034-refunds.md).
    amount(Number(line.refundedCents)),
    String(line.number),
    textCell(line.sizeLabel ?? ''),
    line.sizeGrams === null ? '' : String(line.sizeGrams),
    ...(line.position === 1
      ? [
          amount(Number(line.orderSubtotalCents)),
          amount(Number(line.orderShippingCents)),
          amount(Number(line.orderTaxCents)),
          amount(Number(line.orderTotalCents)),
          textCell(line.taxes.map((tax) => `${percentText(toPercent(tax.rate))}: ${amount(tax.cents)}`).join('; ')),
          textCell(line.method ?? ''),
        ]
      : ['', '', '', '', '', '']),
    amount(Number(line.lineDiscountCents)),
    ...(line.position === 1
      ? [
          amount(Number(line.orderDiscountCents)),
          textCell(line.promotions.map((p) => `${p.code ?? p.name}: ${amount(p.cents)}`).join('; ')),
        ]
      : ['', '']),
  ]);
}
