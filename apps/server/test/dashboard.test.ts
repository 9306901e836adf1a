import type { Dashboard } from '@teatree/shared/schemas/dashboard';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, reviews } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addPaidOrder } from './helpers/books.ts';
import { addProduct } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { addToCart, checkOut, payOrder, placeOrder } from './helpers/shopping.ts';

/**
 * The owner's dashboard (docs/decisions/0014-dashboard.md) in a shop whose day is Auckland's, 13 hours
 * ahead of UTC in November: each figure checked against orders placed, paid, refunded and cancelled
 * here, and orders paid on either side of midnight there.
 */
const TIME_ZONE = 'Pacific/Auckland';
const DAY = 86_400_000;

/** The calendar day of an instant in the shop's time zone, YYYY-MM-DD. */
function shopDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'short' }).format(instant);
}

/** How far the shop's clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return local - Math.floor(instant / 1000) * 1000;
}

/** The instant the shop's day `date` (YYYY-MM-DD) begins. */
function midnightOf(date: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
}

const RETIRED = '@Retired "Blend", 2019';

const app = useTestApp({ env: { SHOP_TIMEZONE: TIME_ZONE } });
let admin: Session;
let customer: Session;
let today: string;
type OrderName =
  | 'midnight'
  | 'lastMoment'
  | 'yesterdayStart'
  | 'week'
  | 'month'
  | 'paid'
  | 'refunded'
  | 'cancelled'
  | 'unpaid'
  | 'cart';
const ids = {} as Record<OrderName, string>;
const teas = {} as Record<'green' | 'black' | 'white', string>;

/** An order paid (and placed) at `paidAt` for a tea that has since left the catalogue, straight in the books. */
async function paidEarlier(paidAt: Date, cents: number, status: 'paid' | 'delivered') {
  return addPaidOrder(app, {
    tea: { name: RETIRED, category: 'Organic', brand: 'Old Garden', description: 'Gone now.', photo: '/x.webp' },
    unitPriceCents: cents,
    quantity: 1,
    customerName: '=HYPERLINK("http://evil.example","Click")',
    email: 'earlier@example.com',
    status,
    paidAt,
    line: { productId: null },
  });
}

const read = (who: Session | null, query = '') =>
  app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers: who?.headers ?? {} });

beforeAll(async () => {
  admin = await signUp(app, { role: 'admin' });
  customer = await signUp(app, { name: 'Mira Patel' });
  today = shopDate(new Date());
  const midnight = midnightOf(today);

  teas.green = await addProduct(app, {
    name: 'Morning Sencha',
    category: 'Green Tea',
    priceCents: 1250,
    quantity: 50,
    minOrder: 1,
  });
  teas.black = await addProduct(app, {
    name: 'Assam Gold',
    category: 'Black Tea',
    priceCents: 2000,
    quantity: 8,
    minOrder: 1,
  });
  teas.white = await addProduct(app, { name: 'Silver Needle', category: 'White Tea', quantity: 30, minOrder: 40 });

  // Earlier days: at today's midnight exactly, a millisecond before it, yesterday's midnight, 8, 35 and 100 days back.
  ids.midnight = await paidEarlier(midnight, 1010, 'paid');
  ids.lastMoment = await paidEarlier(new Date(midnight.getTime() - 1), 2000, 'paid');
  ids.yesterdayStart = await paidEarlier(midnightOf(daysBefore(today, 1)), 500, 'delivered');
  ids.week = await paidEarlier(
    new Date(midnightOf(daysBefore(today, 8)).getTime() + 12 * 3_600_000),
    4000,
    'delivered',
  );
  ids.month = await paidEarlier(new Date(midnightOf(daysBefore(today, 35)).getTime() + 3_600_000), 8000, 'delivered');
  await paidEarlier(new Date(midnightOf(daysBefore(today, 100)).getTime()), 16000, 'delivered');

  // Today, through the shop: paid; paid then refunded; cancelled unpaid; left unpaid; a cart of two teas paid.
  ids.paid = await placeOrder(app, customer, teas.green, 2);
  await payOrder(app, customer, ids.paid);
  ids.refunded = await placeOrder(app, customer, teas.black, 1);
  await payOrder(app, customer, ids.refunded);
  ids.cancelled = await placeOrder(app, customer, teas.green, 3);
  // The shop cancels both: the paid one is refunded, the unpaid one cancelled.
  for (const [id, becomes] of [
    [ids.refunded, 'refunded'],
    [ids.cancelled, 'cancelled'],
  ]) {
    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/purchase/${id}/status`,
      headers: admin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.json().status).toBe(becomes);
  }
  ids.unpaid = await placeOrder(app, customer, teas.green, 3);
  for (const [productId, quantity] of [
    [teas.green, 1],
    [teas.black, 2],
  ] as const) {
    await addToCart(app, customer, productId, quantity);
  }
  const checkout = await checkOut(app, customer);
  expect(checkout.statusCode, checkout.body).toBe(201);
  ids.cart = checkout.json().insertedId;
  await payOrder(app, customer, ids.cart);

  const older = new Date(Date.now() - 3_600_000);
  await app.db.insert(reviews).values(
    [
      { rating: 2, review: 'Too smoky for me.', createdAt: older },
      { rating: 5, review: 'Bright and sweet, my new morning cup.', createdAt: new Date() },
    ].map((entry) => ({
      id: newId('rev'),
      productId: teas.green!,
      userId: null,
      userName: 'Mira Patel',
      email: customer.email,
      productName: 'Morning Sencha',
      category: 'Green Tea',
      brand: 'Fujian Hills',
      description: 'Green tea.',
      photo: '/x.webp',
      ...entry,
    })),
  );
});

describe('the dashboard', () => {
  /** Takings of a shop that charges neither shipping nor tax: the teas are all of it. */
  const kept = (revenue: number, orders: number, averageOrder: number) => ({
    revenue,
    withoutTaxAndShipping: revenue,
    tax: 0,
    shipping: 0,
    orders,
    averageOrder,
  });

  it('counts money kept, paid orders and their average for today, 7 and 30 days, against the span before by this time of day', async () => {
    const res = await read(admin);
    expect(res.statusCode, res.body).toBe(200);
    const body: Dashboard = res.json();
    expect(body.timeZone).toBe(TIME_ZONE);
    expect(body.today).toBe(today);
    // Today: 10.10 at midnight, 25.00 paid, 20.00 paid and refunded, 52.50 by cart; the unpaid and the cancelled
    // count for nothing. Yesterday by this time: the 5.00 at its midnight, not the 20.00 of its last moment.
    // The average is of what was kept: the refunded order counts as paid, and its 20.00 came back.
    expect(body.figures).toEqual([
      { period: 'today', ...kept(87.6, 4, 21.9), previous: kept(5, 1, 5) },
      { period: 'week', ...kept(112.6, 6, 18.77), previous: kept(40, 1, 40) },
      { period: 'month', ...kept(152.6, 7, 21.8), previous: kept(80, 1, 80) },
    ]);
    // The three figures agree: revenue is the paid orders times their average, to the rounding of the average.
    for (const figure of body.figures) {
      expect(Math.abs(figure.orders * figure.averageOrder - figure.revenue)).toBeLessThanOrEqual(
        figure.orders * 0.005 + 1e-9,
      );
    }
  });

  it('draws each day of the chosen span, ending on the shop’s today', async () => {
    const month: Dashboard = (await read(admin, '?days=30')).json();
    expect(month.days).toBe(30);
    expect(month.daily).toHaveLength(30);
    expect(month.daily.at(-1)).toEqual({ date: today, revenue: 87.6, orders: 4 });
    expect(month.daily.at(-2)).toEqual({ date: daysBefore(today, 1), revenue: 25, orders: 2 });
    expect(month.daily.at(-9)).toEqual({ date: daysBefore(today, 8), revenue: 40, orders: 1 });
    expect(month.daily[0]!.date).toBe(daysBefore(today, 29));
    expect(month.daily.filter((day) => day.orders > 0)).toHaveLength(3);
    expect(month.daily.reduce((sum, day) => sum + day.revenue, 0)).toBeCloseTo(152.6, 2);

    const quarter: Dashboard = (await read(admin, '?days=90')).json();
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.daily.find((day) => day.date === daysBefore(today, 35))).toMatchObject({ revenue: 80, orders: 1 });
    // The order 100 days back is outside both spans.
    expect(quarter.daily.reduce((sum, day) => sum + day.orders, 0)).toBe(8);
  });

  it('sums revenue by category and ranks the teas that sold, refunds taken off', async () => {
    const body: Dashboard = (await read(admin, '?days=30')).json();
    expect(body.categories).toEqual([
      { category: 'Organic', revenue: 75.1 },
      { category: 'Black Tea', revenue: 40 },
      { category: 'Green Tea', revenue: 37.5 },
      { category: 'White Tea', revenue: 0 },
    ]);
    expect(body.topByRevenue.map((tea) => [tea.name, tea.revenue, tea.units])).toEqual([
      [RETIRED, 75.1, 4],
      ['Assam Gold', 40, 2],
      ['Morning Sencha', 37.5, 3],
    ]);
    expect(body.topByRevenue[0]!.productId).toBeNull();
    expect(body.topByRevenue[1]!.productId).toBe(teas.black);
    // Each names the size sold; the retired tea was sold before teas had sizes.
    expect(body.topByRevenue.map((tea) => tea.size)).toEqual([null, '100 g tin', '100 g tin']);
    expect(body.topByUnits.map((tea) => tea.name)).toEqual([RETIRED, 'Morning Sencha', 'Assam Gold']);

    const quarter: Dashboard = (await read(admin, '?days=90')).json();
    expect(quarter.categories[0]).toEqual({ category: 'Organic', revenue: 155.1 });
  });

  it('lists what needs doing: orders to ship oldest first, teas running low, the newest reviews', async () => {
    const body: Dashboard = (await read(admin)).json();
    expect(body.toShip.total).toBe(4);
    expect(body.toShip.orders.map((order) => order._id)).toEqual([ids.lastMoment, ids.midnight, ids.paid, ids.cart]);
    expect(body.toShip.orders[2]).toMatchObject({ name: 'Morning Sencha', customer: 'Mira Patel', total: 25 });
    expect(body.toShip.orders[3]!.name).toBe('Morning Sencha and 1 more');

    // Assam Gold: 8, less the cart's 2 (the refunded one came back); Silver Needle: 30, below its minimum of 40.
    expect(body.lowStock).toEqual({
      threshold: 10,
      by: 'count',
      total: 2,
      products: [
        // The stock in grams, and what it holds of the default size, the 100 g tin.
        {
          _id: teas.black,
          name: 'Assam Gold',
          quantity: 6,
          minOrder: 1,
          stock: 600,
          stockedBy: 'weight',
          stockText: '600 g',
          size: '100 g tin',
          daysLeft: expect.any(Number),
        },
        {
          _id: teas.white,
          name: 'Silver Needle',
          quantity: 30,
          minOrder: 40,
          stock: 3000,
          stockedBy: 'weight',
          stockText: '3 kg',
          size: '100 g tin',
          // Never sold: no days of sales to count.
          daysLeft: null,
        },
      ],
    });
    expect(body.reviews.map((review) => [review.rating, review.review])).toEqual([
      [5, 'Bright and sweet, my new morning cup.'],
      [2, 'Too smoky for me.'],
    ]);
    expect(body.reviews[0]).toMatchObject({ user: 'Mira Patel', name: 'Morning Sencha', productId: teas.green });

    const shipped = await app.inject({
      method: 'PATCH',
      url: `/api/purchase/${ids.paid}/status`,
      headers: admin.headers,
      payload: { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const after: Dashboard = (await read(admin)).json();
    expect(after.toShip.orders.map((order) => order._id)).toEqual([ids.lastMoment, ids.midnight, ids.cart]);
    // Shipping moves no money.
    expect(after.figures[0]!.revenue).toBe(87.6);
  });

  it('is for administrators only, and refuses a span it does not draw', async () => {
    expectApiError(await read(null), 401);
    expectApiError(await read(customer), 403);
    for (const days of ['7', 'abc', '-30', '30.5']) expectApiError(await read(admin, `?days=${days}`), 400, 'days');
  });
});

/** RFC 4180 as spreadsheets write it: quoted cells with doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(cell).toBe('');
  return rows;
}

describe('the orders export', () => {
  const exportOf = (who: Session | null, query: string) =>
    app.inject({ method: 'GET', url: `/api/dashboard/orders.csv${query}`, headers: who?.headers ?? {} });

  it('writes one row per order line of the range, named with it, that a spreadsheet reads safely', async () => {
    const from = daysBefore(today, 40);
    const res = await exportOf(admin, `?from=${from}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="teatree-orders-${from}-to-${today}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.subarray(3).toString('utf8');
    // The header row as a spreadsheet reads it: every text quoted, the row ended by CRLF.
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(
      '"Date","Order","Status","Customer","Email","Tea","Quantity","Unit price","Line total","Paid at","Refunded","Number","Size","Weight (g)","Order subtotal","Shipping","Tax","Order total","Tax by rate","Shipping method","Line discount","Order discount","Promotions"',
    );
    const [, ...rows] = parseCsv(text);
    // 35, 8 and 1 days back, yesterday's last moment, today's midnight; then today's five orders, the cart with its two lines.
    expect(rows.map((row) => row[1])).toEqual([
      ids.month,
      ids.week,
      ids.yesterdayStart,
      ids.lastMoment,
      ids.midnight,
      ids.paid,
      ids.refunded,
      ids.cancelled,
      ids.unpaid,
      ids.cart,
      ids.cart,
    ]);
    const byOrder = (id: string) => rows.filter((row) => row[1] === id);
    // Each row ends with its order's number, the same on every line of an order.
    const numberOf = async (id: string) =>
      String((await app.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id)))[0]!.number);
    expect(byOrder(ids.cart).map((row) => row[11])).toEqual([await numberOf(ids.cart), await numberOf(ids.cart)]);
    const [earlier] = byOrder(ids.midnight);
    expect(earlier).toEqual([
      today,
      ids.midnight,
      'Paid',
      `'=HYPERLINK("http://evil.example","Click")`,
      'earlier@example.com',
      `'${RETIRED}`,
      '1',
      '10.10',
      '10.10',
      `${today} 00:00`,
      '0.00',
      await numberOf(ids.midnight),
      // Sold before teas had sizes: no size, no weight.
      '',
      '',
      // Placed while the shop charged neither shipping nor tax: its total is its subtotal.
      '10.10',
      '0.00',
      '0.00',
      '10.10',
      '',
      '',
      // No promotion: no discount, on the line or the order.
      '0.00',
      '0.00',
      '',
    ]);
    // A line of today's cart names its size and weight; the order's money is on its first line alone.
    const cartTotal = (await app.db.select().from(orders).where(eq(orders.id, ids.cart)))[0]!.totalCents;
    const cents = (n: number) => (n / 100).toFixed(2);
    expect(byOrder(ids.cart).map((row) => row.slice(12))).toEqual([
      ['100 g tin', '100', cents(cartTotal), '0.00', '0.00', cents(cartTotal), '', '', '0.00', '0.00', ''],
      ['100 g tin', '100', '', '', '', '', '', '', '0.00', '', ''],
    ]);
    expect(byOrder(ids.lastMoment)[0]![0]).toBe(daysBefore(today, 1));
    expect(byOrder(ids.lastMoment)[0]![9]).toBe(`${daysBefore(today, 1)} 23:59`);
    expect(byOrder(ids.refunded)[0]!.slice(2, 11)).toEqual([
      'Refunded',
      'Mira Patel',
      customer.email,
      'Assam Gold',
      '1',
      '20.00',
      '20.00',
      expect.stringMatching(new RegExp(`^${today} \\d\\d:\\d\\d$`)),
      '20.00',
    ]);
    expect(byOrder(ids.unpaid)[0]!.slice(2, 11)).toEqual([
      'Awaiting payment',
      'Mira Patel',
      customer.email,
      'Morning Sencha',
      '3',
      '12.50',
      '37.50',
      '',
      '0.00',
    ]);
    expect(byOrder(ids.cart).map((row) => [row[5], row[6], row[8]])).toEqual([
      ['Morning Sencha', '1', '12.50'],
      ['Assam Gold', '2', '40.00'],
    ]);
    // No cell a spreadsheet would start as a formula.
    expect(rows.flat().filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('counts the range in the shop’s days, both ends included', async () => {
    const res = await exportOf(admin, `?from=${today}&to=${today}`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="teatree-orders-${today}.csv"`);
    const [, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]![1]).toBe(ids.midnight);
    expect(rows.map((row) => row[1])).not.toContain(ids.lastMoment);

    const empty = await exportOf(admin, '?from=2001-01-01&to=2001-01-31');
    expect(parseCsv(empty.rawPayload.subarray(3).toString('utf8'))).toHaveLength(1);
  });

  it('is for administrators only, and names the date it cannot read', async () => {
    const range = `?from=${today}&to=${today}`;
    expectApiError(await exportOf(null, range), 401);
    expectApiError(await exportOf(customer, range), 403);
    expectApiError(await exportOf(admin, `?to=${today}`), 400, 'from');
    expectApiError(await exportOf(admin, '?from=2026-02-30&to=2026-03-01'), 400, 'from', 'This date does not exist');
    expectApiError(await exportOf(admin, '?from=01/02/2026&to=2026-03-01'), 400, 'from');
    expectApiError(await exportOf(admin, '?from=2026-03-02&to=2026-03-01'), 400, 'to', /before the start/);
    expectApiError(await exportOf(admin, '?from=2025-01-01&to=2026-03-01'), 400, 'to', /366 days/);
  });
});
