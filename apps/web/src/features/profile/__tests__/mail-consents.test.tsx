import { type ConsentItem, type ConsentList, consentMessages } from '@teatree/shared/schemas/consent';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { expectSent } from '../../../testing/fake-server';
import { customer, renderWithToasts } from '../../../testing/render';
import { retype } from '../../../testing/user-steps';
import { CHECK_YOUR_MAIL, WAITING_FOR_CONFIRMATION } from '../components/account-consent';
import { MailConsents } from '../components/mail-consents';

afterEach(() => {
  vi.unstubAllGlobals();
});

const GIVEN = '2026-12-02T10:15:00.000Z';

const consent = (over: Partial<ConsentItem>): ConsentItem => ({
  _id: 'c_news',
  kind: 'newsletter',
  label: 'Newsletter',
  status: 'active',
  email: customer.email,
  productId: null,
  productName: null,
  sizeLabel: null,
  askedAt: GIVEN,
  givenAt: GIVEN,
  ...over,
});

const cartReminders = consent({ _id: 'c_cart', kind: 'cart_reminders', label: 'Cart reminders' });
const senchaAlert = consent({
  _id: 'c_sencha',
  kind: 'back_in_stock',
  label: 'Back-in-stock alert',
  productId: 'p_sencha',
  productName: 'Spring Sencha',
  sizeLabel: '100 g tin',
});
const listOf = (consents: ConsentItem[], cupsPerDay = 2): ConsentList => ({ consents, cupsPerDay });

type Sent = { url: string; method: string; body: unknown };

/** Stands in for the server: GET answers `list`; every write is kept and answered by `reply`. */
function serve(list: ConsentList, reply: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return Response.json(list);
    const write = { url, method, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(write);
    return reply(write);
  });
  return sent;
}

function show() {
  const user = userEvent.setup();
  renderWithToasts('/profile', <MailConsents />, { session: customer });
  return user;
}

describe('Mails you agreed to', () => {
  it('shows a switch for each mail, and when each was given', async () => {
    serve(
      listOf([consent({}), consent({ _id: 'c_refill', kind: 'refill_reminders', status: 'pending', givenAt: null })]),
      () => Response.json({}),
    );
    show();

    const newsletter = await screen.findByRole('switch', { name: 'Newsletter' });
    expect(newsletter).toBeChecked();
    expect(newsletter).toHaveAccessibleDescription(expect.stringContaining(`Given on ${formatDate(GIVEN)}`));
    expect(screen.getByRole('switch', { name: 'Cart reminders' })).not.toBeChecked();
    const refills = screen.getByRole('switch', { name: 'Refill reminders' });
    expect(refills).toBeChecked();
    expect(refills).toHaveAccessibleDescription(expect.stringContaining(WAITING_FOR_CONFIRMATION));
    expect(screen.getByLabelText('Cups of tea a day')).toHaveValue(2);
  });

  it('turns a mail on and off at once, and says so', async () => {
    const sent = serve(listOf([consent({})]), (write) =>
      Response.json(listOf((write.body as { given: boolean }).given ? [consent({}), cartReminders] : [])),
    );
    const user = show();

    await user.click(await screen.findByRole('switch', { name: 'Cart reminders' }));
    await expectSent(sent, 1, { url: '/api/profile/consents/cart_reminders', method: 'PUT', body: { given: true } });
    expect(await screen.findByText('Cart reminders are on')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Cart reminders' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Newsletter' }));
    await expectSent(sent, 2, { url: '/api/profile/consents/newsletter', method: 'PUT', body: { given: false } });
    expect(await screen.findByText('You no longer get the newsletter')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Newsletter' })).not.toBeChecked();
  });

  it('asks an address not verified yet to confirm the newsletter by mail', async () => {
    serve(listOf([]), () => Response.json(listOf([consent({ status: 'pending', givenAt: null })])));
    const user = show();

    await user.click(await screen.findByRole('switch', { name: 'Newsletter' }));
    expect(await screen.findByText(CHECK_YOUR_MAIL)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Newsletter' })).toHaveAccessibleDescription(
      expect.stringContaining(WAITING_FOR_CONFIRMATION),
    );
  });

  it('sends the cups of tea a day with the refill reminders, and on their own once they are on', async () => {
    const refill = consent({ _id: 'c_refill', kind: 'refill_reminders', label: 'Refill reminders' });
    const sent = serve(listOf([]), (write) =>
      Response.json(listOf([refill], (write.body as { cupsPerDay: number }).cupsPerDay)),
    );
    const user = show();
    const cups = await screen.findByLabelText('Cups of tea a day');

    await retype(user, cups, '25');
    await user.click(screen.getByRole('switch', { name: 'Refill reminders' }));
    expect(cups).toHaveAccessibleDescription(consentMessages.cupsPerDay);
    expect(sent).toEqual([]);

    await retype(user, cups, '3');
    await user.click(screen.getByRole('switch', { name: 'Refill reminders' }));
    await expectSent(sent, 1, {
      url: '/api/profile/consents/refill_reminders',
      method: 'PUT',
      body: { given: true, cupsPerDay: 3 },
    });
    expect(await screen.findByText('Refill reminders are on')).toBeInTheDocument();

    await retype(user, cups, '4{Enter}');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ given: true, cupsPerDay: 4 });
    expect(await screen.findByText('Refill reminders now count 4 cups a day')).toBeInTheDocument();
  });

  it('withdraws a back-in-stock alert at once', async () => {
    const sent = serve(listOf([consent({}), senchaAlert]), () => Response.json(listOf([consent({})])));
    const user = show();

    const alerts = await screen.findByRole('list', { name: 'Back-in-stock alerts' });
    expect(within(alerts).getByText('Spring Sencha (100 g tin)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Withdraw the alert for Spring Sencha (100 g tin)' }));

    await expectSent(sent, 1, { url: '/api/profile/consents/c_sencha', method: 'DELETE', body: undefined });
    expect(await screen.findByText('We will not mail you when Spring Sencha (100 g tin) is back')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Back-in-stock alerts' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Newsletter' })).toBeChecked();
  });
});
