import type { OrderDetail } from '@teatree/shared/schemas/order';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orderEvents } from '../src/db/schema/index.ts';
import { apiCalls } from './helpers/api-calls.ts';
import { expectApiError, useTestApp } from './helpers/app.ts';
import { addTeaByApi } from './helpers/catalogue.ts';
import { type Session, signUp } from './helpers/sessions.ts';
import { payOrder } from './helpers/shopping.ts';

/**
 * Returns asked by the customer (docs/decisions/0034-refunds.md, "Returns"): on a delivered order,
 * within RETURN_DAYS of delivery, one waiting at a time; the shop accepts (the tins are refunded) or
 * declines with a note; both sides are mailed and the history keeps each step.
 */
describe('returns', () => {
  const app = useTestApp({ env: { AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', RETURN_DAYS: '14' } });
  let admin: Session;
  let tea: string;

  const { call, ok } = apiCalls(app, () => admin);
  const read = async (id: string, who: Session = admin): Promise<OrderDetail> =>
    (await call('GET', `/api/purchase/${id}`, undefined, who)).json();
  const ask = (id: string, payload: object, who: Session | null) =>
    call('POST', `/api/purchase/${id}/returns`, payload, who);
  const answer = (id: string, returnId: string, payload: object, who: Session | null = admin) =>
    call('PATCH', `/api/purchase/${id}/returns/${returnId}`, payload, who);
  const mailsTo = async (to: string) =>
    (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((m) => m.subject);

  /** A customer's order of three tins, paid, shipped and delivered. */
  async function deliveredOrder() {
    const customer = await signUp(app);
    const placed = await ok('POST', '/api/purchase', { productId: tea, quantity: 3, address: 'Leaf Lane 1' }, customer);
    await payOrder(app, customer, placed.insertedId);
    await ok('PATCH', `/api/purchase/${placed.insertedId}/status`, { status: 'shipped' });
    await ok('PATCH', `/api/purchase/${placed.insertedId}/status`, { status: 'delivered' });
    return { customer, id: placed.insertedId as string, line: placed.order.lines[0].id as string };
  }

  beforeAll(async () => {
    admin = await signUp(app, { role: 'admin' });
    tea = await addTeaByApi(ok, { name: 'Hojicha', price: 12, quantity: 200 });
  });

  it('takes a return of some tins, which the shop accepts: they are refunded and both sides mailed', async () => {
    const order = await deliveredOrder();
    const asked = await ask(
      order.id,
      { lines: [{ lineId: order.line, quantity: 2 }], reason: 'Too smoky for us.' },
      order.customer,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      status: 'asked',
      reason: 'Too smoky for us.',
      lines: [{ lineId: order.line, quantity: 2 }],
    });
    expect((await read(order.id, order.customer)).returnStatus).toBe('asked');
    expect(await mailsTo(order.customer.email)).toContain(
      `We have your return request (order #${(await read(order.id)).number})`,
    );
    expect((await mailsTo('hello@teatree.local')).some((s) => s.startsWith('Return asked:'))).toBe(true);

    // A second request waits until the first is answered.
    expectApiError(
      await ask(order.id, { lines: [{ lineId: order.line, quantity: 1 }], reason: 'And one more.' }, order.customer),
      409,
      undefined,
      "A return of this order is already waiting for the shop's answer",
    );

    const accepted = await answer(order.id, asked.json().id, {
      decision: 'accept',
      restock: false,
      note: 'Sorry it was not for you.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Two of three $12 tins, no tax or shipping charged: $24.
    expect(accepted.json()).toMatchObject({ status: 'delivered', refunded: 24, returnStatus: 'accepted' });
    const seen = await read(order.id, order.customer);
    expect(seen.returns).toEqual([
      expect.objectContaining({ status: 'accepted', answer: 'Sorry it was not for you.' }),
    ]);
    expect(seen.refunds).toEqual([expect.objectContaining({ amount: 24, kind: 'part' })]);
    expect(seen.history.map((e) => e.kind).filter(Boolean)).toEqual(['return_asked', 'refund', 'return_accepted']);
    expect(
      (await mailsTo(order.customer.email)).some((s) => s.startsWith('We refunded part of your TeaTree order')),
    ).toBe(true);

    expectApiError(
      await answer(order.id, asked.json().id, { decision: 'decline', note: 'Changed my mind' }),
      409,
      undefined,
      'This return was accepted already',
    );
    // The tins refunded cannot be asked back again.
    expectApiError(
      await ask(order.id, { lines: [{ lineId: order.line, quantity: 2 }], reason: 'Again' }, order.customer),
      400,
      'lines.0.quantity',
      'You can return at most 1 of Hojicha, 100 g tin',
    );
  });

  it('declines with a note the customer reads, refunding nothing', async () => {
    const order = await deliveredOrder();
    const asked = await ok(
      'POST',
      `/api/purchase/${order.id}/returns`,
      { lines: [{ lineId: order.line, quantity: 1 }], reason: 'Opened, but not to my taste.' },
      order.customer,
    );
    expectApiError(
      await answer(order.id, asked.id, { decision: 'decline', note: '  ' }),
      400,
      'note',
      /Say why you decline/,
    );
    const declined = await answer(order.id, asked.id, { decision: 'decline', note: 'We cannot take back opened tea.' });
    expect(declined.json()).toMatchObject({ refunded: 0, returnStatus: 'declined' });
    const subjects = await mailsTo(order.customer.email);
    expect(subjects.some((s) => s.startsWith('About your return request'))).toBe(true);
    const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.find((e) => e.kind === 'return_declined')?.note).toBe('We cannot take back opened tea.');
  });

  it('refuses a return before delivery, past its days, of more tins than the order has, or without a reason', async () => {
    const order = await deliveredOrder();
    const refused: [object, number, string | undefined, string | RegExp][] = [
      [
        { lines: [{ lineId: order.line, quantity: 4 }], reason: 'All' },
        400,
        'lines.0.quantity',
        'You can return at most 3 of Hojicha, 100 g tin',
      ],
      [
        { lines: [{ lineId: 'line_elsewhere', quantity: 1 }], reason: 'Not mine' },
        400,
        'lines.0.lineId',
        'This tea is not part of this order',
      ],
      [{ lines: [], reason: 'Nothing' }, 400, 'lines', 'Choose the teas you would like to return'],
      [{ lines: [{ lineId: order.line, quantity: 1 }] }, 400, 'reason', /Tell us why/],
    ];
    for (const [payload, status, field, message] of refused)
      expectApiError(await ask(order.id, payload, order.customer), status, field, message);

    const customer = await signUp(app);
    const placed = await ok('POST', '/api/purchase', { productId: tea, quantity: 1, address: 'Leaf Lane 1' }, customer);
    await payOrder(app, customer, placed.insertedId);
    const line = placed.order.lines[0].id;
    expectApiError(
      await ask(placed.insertedId, { lines: [{ lineId: line, quantity: 1 }], reason: 'Early' }, customer),
      409,
      undefined,
      'A return can be asked once the order has arrived',
    );

    // Delivered fifteen days ago: the fourteen days are over.
    await app.db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(orderEvents.orderId, order.id));
    const late = await ask(order.id, { lines: [{ lineId: order.line, quantity: 1 }], reason: 'Late' }, order.customer);
    expectApiError(late, 409, undefined, /^Returns of this order closed on \d{1,2} [A-Z][a-z]+$/);
    expect((await read(order.id)).returns).toEqual([]);
  });

  it('lets only the order’s buyer ask, and only an administrator answer', async () => {
    const order = await deliveredOrder();
    const stranger = await signUp(app);
    const payload = { lines: [{ lineId: order.line, quantity: 1 }], reason: 'Dented' };
    expectApiError(await ask(order.id, payload, stranger), 404);
    expectApiError(await ask(order.id, payload, null), 401);
    const asked = await ok('POST', `/api/purchase/${order.id}/returns`, payload, order.customer);
    expectApiError(await answer(order.id, asked.id, { decision: 'accept' }, order.customer), 403);
    expectApiError(await answer(order.id, asked.id, { decision: 'accept' }, null), 401);
    expectApiError(
      await answer(order.id, 'ret_missing', { decision: 'accept' }),
      404,
      undefined,
      'This return does not exist',
    );
    expectApiError(await answer(order.id, asked.id, { decision: 'maybe' }), 400, 'decision');
  });
});
