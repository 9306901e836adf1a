import { consentMessages, type RefillItem, type RefillList } from '@teatree/shared/schemas/consent';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/dates';
import { expectSent } from '../../../testing/fake-server';
import { customer, renderAt } from '../../../testing/render';
import { refillsQuery } from '../api/refills';
import { OrderRefills } from '../components/order-refills';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The days are far ahead, so "from today on" holds whenever the tests run. */
const sencha: RefillItem = {
  _id: 'r_sencha',
  productId: 'p_sencha',
  name: 'Spring Sencha',
  sizeLabel: '100 g tin',
  grams: 100,
  runsOutOn: '2099-03-14',
  remindOn: '2099-03-10',
  sentAt: null,
};
const oolong: RefillItem = { ...sencha, _id: 'r_oolong', productId: 'p_oolong', name: 'Milk Oolong', sizeLabel: null };
const listOf = (over: Partial<RefillList> = {}): RefillList => ({
  remindersOn: true,
  cupsPerDay: 3,
  refills: [sencha, oolong],
  ...over,
});

const day = (iso: string) => formatDate(`${iso}T12:00:00`);

type Sent = { url: string; method: string; body: unknown };

/** Stands in for the server: GET answers `answer` (with `status`); every write is kept and answered by `reply`. */
function serve(answer: unknown, reply: (sent: Sent) => Response = () => Response.json({}), status = 200) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return Response.json(answer, { status });
    const write = { url, method, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(write);
    return reply(write);
  });
  return sent;
}

function show() {
  return renderAt(
    '/orders/o1',
    <Route
      path="/orders/o1"
      element={
        <>
          <h1>Order</h1>
          <OrderRefills orderId="o1" />
          <Toasts />
        </>
      }
    />,
    { session: customer },
  );
}

describe('Refills on a delivered order', () => {
  it('lists each tea with when it should run out and the day of its reminder', async () => {
    serve(listOf());
    show();

    const list = await screen.findByRole('list', { name: 'Refills' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Spring Sencha');
    expect(rows[0]).toHaveTextContent('100 g tin');
    expect(rows[0]).toHaveTextContent(`Should run out around ${day('2099-03-14')}`);
    expect(rows[0]).toHaveTextContent(`Reminder on ${day('2099-03-10')}`);
    expect(within(rows[0] as HTMLElement).getByLabelText('Change the reminder day for Spring Sencha')).toHaveValue(
      '2099-03-10',
    );
    expect(screen.getByText('At 3 cups of tea a day, as your profile says.')).toBeVisible();
    expect(screen.queryByText(/Refill reminders are off/)).not.toBeInTheDocument();
  });

  it('says where to turn the reminders on when they are off', async () => {
    serve(listOf({ remindersOn: false }));
    show();

    const link = await screen.findByRole('link', { name: 'turn them on in My Profile' });
    expect(link).toHaveAttribute('href', '/profile');
    expect(link.closest('p')).toHaveTextContent('Refill reminders are off: turn them on in My Profile');
  });

  it('moves a reminder to the day chosen', async () => {
    const sent = serve(listOf(), () =>
      Response.json(listOf({ refills: [{ ...sencha, remindOn: '2099-03-12' }, oolong] })),
    );
    show();

    const field = await screen.findByLabelText('Change the reminder day for Spring Sencha');
    fireEvent.change(field, { target: { value: '2099-03-12' } });

    await expectSent(sent, 1, {
      url: '/api/orders/o1/refills/r_sencha',
      method: 'PATCH',
      body: { remindOn: '2099-03-12' },
    });
    expect(
      await screen.findByText(`We will remind you about Spring Sencha on ${day('2099-03-12')}`),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(`Reminder on ${day('2099-03-12')}`);
  });

  it('shows a day the server refuses beside its field, and sends no day already past', async () => {
    const sent = serve(listOf(), () =>
      Response.json(
        {
          error: 'ValidationError',
          message: consentMessages.remindOn,
          fields: { remindOn: 'Choose a day before it runs out' },
        },
        { status: 400 },
      ),
    );
    show();
    const field = await screen.findByLabelText('Change the reminder day for Milk Oolong');

    fireEvent.change(field, { target: { value: '2001-01-01' } });
    fireEvent.blur(field);
    expect(field).toHaveAccessibleDescription(consentMessages.remindOn);
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: '2099-04-01' } });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Choose a day before it runs out'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
  });

  it('shows nothing for an order whose teas have no refill, or one opened by its key', async () => {
    const settled = async (client: ReturnType<typeof show>['client'], status: 'success' | 'error') =>
      waitFor(() => expect(client.getQueryState(refillsQuery('o1').queryKey)?.status).toBe(status));

    serve(listOf({ refills: [] }));
    const first = show();
    await settled(first.client, 'success');
    expect(screen.queryByRole('heading', { name: 'Refills' })).not.toBeInTheDocument();
    first.unmount();

    serve({ error: 'NotFound', message: 'Order not found' }, undefined, 404);
    const byKey = show();
    await settled(byKey.client, 'error');
    expect(screen.queryByRole('heading', { name: 'Refills' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
