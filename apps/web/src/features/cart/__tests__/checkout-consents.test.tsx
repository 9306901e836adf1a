import type { ConsentItem } from '@teatree/shared/schemas/consent';
import type { DeliveredTo } from '@teatree/shared/schemas/order';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../components/ui/toast';
import { twoTinsCart as cart } from '../../../testing/cart-fixture';
import { customer, renderAt, WhereAmI } from '../../../testing/render';
import { CheckoutForm } from '../components/checkout-form';
import { GuestCheckoutForm } from '../components/guest-checkout-form';

type Sent = { url: string; method: string; body: unknown };
type Answer = { status: number; body: unknown };

/** Where an earlier order went: the checkout starts from it, so no field needs typing. */
const delivery: DeliveredTo = {
  fullName: 'Mia Chen',
  country: 'GB',
  line1: '1 Tea Lane',
  line2: '',
  city: 'London',
  region: '',
  postalCode: 'SW1A 1AA',
  phone: '+44 20 7946 0000',
};

const CONFIRM_SENT = 'Check your mail: we sent you a link to confirm';

const cartReminder = (status: ConsentItem['status']): ConsentItem => ({
  _id: 'c1',
  kind: 'cart_reminders',
  label: 'Cart reminders',
  status,
  email: customer.email,
  productId: null,
  productName: null,
  sizeLabel: null,
  askedAt: '2026-12-01T10:00:00.000Z',
  givenAt: status === 'active' ? '2026-12-01T10:00:00.000Z' : null,
});

/**
 * Stands in for the server: an order placed for each checkout, the customer's consents (`consents`),
 * and each sign-up or change answered by `answer` when it gives one. Keeps every request sent.
 */
function serve({
  consents = [] as ConsentItem[],
  answer,
}: {
  consents?: ConsentItem[];
  answer?: (sent: Sent) => Answer | undefined;
} = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const request = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const given = answer?.(request);
    if (given) return Response.json(given.body, { status: given.status });
    if (url.startsWith('/api/cart/checkout'))
      return Response.json({ insertedId: 'o1', orderKey: 'key1' }, { status: 201 });
    if (url === '/api/subscriptions')
      return Response.json({ status: 'pending', message: CONFIRM_SENT }, { status: 201 });
    if (url === '/api/profile/consents') return Response.json({ consents, cupsPerDay: 2 });
    if (url === '/api/profile/consents/cart_reminders') {
      const { given: on } = request.body as { given: boolean };
      return Response.json({ consents: on ? [cartReminder('active')] : [], cupsPerDay: 2 });
    }
    return Response.json([]);
  });
  return sent;
}

const posted = (sent: Sent[], url: string) => sent.filter((request) => request.url === url && request.method !== 'GET');

function showGuestCheckout() {
  return renderAt(
    '/cart',
    <>
      <Route
        path="/cart"
        element={
          <>
            <GuestCheckoutForm cart={cart} shopCountry="GB" delivery={delivery} />
            <Toasts />
          </>
        }
      />
      <Route
        path="/payment/:id"
        element={
          <>
            <WhereAmI />
            <Toasts />
          </>
        }
      />
    </>,
  );
}

function showAccountCheckout() {
  return renderAt(
    '/cart',
    <>
      <Route
        path="/cart"
        element={
          <CheckoutForm
            customer={{ name: customer.name, email: customer.email }}
            total={24.8}
            shopCountry="GB"
            delivery={delivery}
          />
        }
      />
      <Route path="/payment/:id" element={<WhereAmI />} />
    </>,
    { session: customer },
  );
}

describe('The checkout’s newsletter box', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is unticked, and signs nobody up when left so', async () => {
    const user = userEvent.setup();
    const sent = serve();
    showGuestCheckout();

    expect(screen.getByRole('checkbox', { name: 'Send me the newsletter' })).not.toBeChecked();
    await user.type(screen.getByLabelText('Email'), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByLabelText('location')).toHaveTextContent('/payment/o1?key=key1');
    expect(posted(sent, '/api/subscriptions')).toEqual([]);
  });

  it('signs the order’s address up once the order is placed, and says what comes next', async () => {
    const user = userEvent.setup();
    const sent = serve();
    showGuestCheckout();

    await user.type(screen.getByLabelText('Email'), 'Mia@Example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Send me the newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByLabelText('location')).toHaveTextContent('/payment/o1?key=key1');
    expect(await screen.findByText(CONFIRM_SENT)).toBeInTheDocument();
    const [checkout, signUp] = sent.filter((request) => request.method === 'POST');
    expect(checkout?.url).toBe('/api/cart/checkout/guest');
    expect(signUp).toEqual({
      url: '/api/subscriptions',
      method: 'POST',
      body: { kind: 'newsletter', email: 'mia@example.com' },
    });
  });

  it('goes on to the payment when the sign-up fails, with a quiet word about it', async () => {
    const user = userEvent.setup();
    serve({ answer: (request) => (request.url === '/api/subscriptions' ? { status: 502, body: null } : undefined) });
    showGuestCheckout();

    await user.type(screen.getByLabelText('Email'), 'mia@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Send me the newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByLabelText('location')).toHaveTextContent('/payment/o1?key=key1');
    expect(await screen.findByText(/could not sign you up for the newsletter/)).toBeInTheDocument();
  });

  it('signs up a signed-in customer’s own address after their order', async () => {
    const user = userEvent.setup();
    const sent = serve();
    showAccountCheckout();

    await user.click(screen.getByRole('checkbox', { name: 'Send me the newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByLabelText('location')).toHaveTextContent('/payment/o1');
    await waitFor(() =>
      expect(posted(sent, '/api/subscriptions')).toEqual([
        { url: '/api/subscriptions', method: 'POST', body: { kind: 'newsletter', email: customer.email } },
      ]),
    );
  });
});

describe('The cart’s reminder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows whether a signed-in customer has it, and gives or withdraws it at once', async () => {
    const user = userEvent.setup();
    const sent = serve({ consents: [cartReminder('active')] });
    showAccountCheckout();

    const remind = screen.getByRole('checkbox', { name: 'Remind me of this cart if I leave it' });
    await waitFor(() => expect(remind).toBeChecked());
    await user.click(remind);
    await waitFor(() => expect(remind).not.toBeChecked());
    await user.click(remind);
    await waitFor(() => expect(remind).toBeChecked());

    expect(posted(sent, '/api/profile/consents/cart_reminders')).toEqual([
      { url: '/api/profile/consents/cart_reminders', method: 'PUT', body: { given: false } },
      { url: '/api/profile/consents/cart_reminders', method: 'PUT', body: { given: true } },
    ]);
  });

  it('says a reminder asked for waits for its confirmation', async () => {
    serve({ consents: [cartReminder('pending')] });
    showAccountCheckout();

    const remind = screen.getByRole('checkbox', { name: 'Remind me of this cart if I leave it' });
    await waitFor(() => expect(remind).toHaveAccessibleDescription('Confirm it with the link we mailed you.'));
    expect(remind).toBeChecked();
  });

  it("keeps a visitor's cart for its reminder with the address typed, and withdraws it when unticked", async () => {
    const user = userEvent.setup();
    const sent = serve({
      answer: ({ url, body }) =>
        url === '/api/cart/reminder'
          ? {
              status: 200,
              body: (body as { remind: boolean }).remind
                ? { remind: true, message: 'We will remind you once if you leave this cart.' }
                : { remind: false, message: 'No reminder of this cart will be sent.' },
            }
          : undefined,
    });
    showGuestCheckout();

    const remind = screen.getByRole('checkbox', { name: 'Remind me of this cart if I leave it' });
    // No address yet: nothing is sent, and the box says why.
    await user.click(remind);
    expect(remind).not.toBeChecked();
    expect(remind).toHaveAccessibleDescription('Type your e-mail address above first: the reminder goes there.');
    expect(posted(sent, '/api/cart/reminder')).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'Mia@Example.com');
    await user.click(remind);
    await waitFor(() => expect(remind).toHaveAccessibleDescription('We will remind you once if you leave this cart.'));
    expect(remind).toBeChecked();
    await user.click(remind);
    await waitFor(() => expect(remind).toHaveAccessibleDescription('No reminder of this cart will be sent.'));
    expect(remind).not.toBeChecked();
    expect(posted(sent, '/api/cart/reminder')).toEqual([
      {
        url: '/api/cart/reminder',
        method: 'PUT',
        body: { email: 'Mia@Example.com', remind: true, lines: [{ productId: 'p1', sizeId: 's_tin', quantity: 2 }] },
      },
      { url: '/api/cart/reminder', method: 'PUT', body: { email: 'Mia@Example.com', remind: false } },
    ]);
  });
});
