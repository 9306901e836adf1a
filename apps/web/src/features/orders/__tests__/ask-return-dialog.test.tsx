import type { Order, OrderDetail } from '@teatree/shared/schemas/order';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '../../../testing/fake-server';
import { deliveredOrder, returnAskedOrder, withHistory } from '../../../testing/order-fixture';
import { customer, renderAt } from '../../../testing/render';
import { AskReturnDialog } from '../components/ask-return-dialog';
import { ReturnStatus } from '../components/return-status';
import { chooseTins, expectHeldBack, expectTinsOffered, showOrderDialog } from './dialog-steps';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Sent = { url: string; method: string | undefined; body: unknown; orderKey: string | null };

/** Answers the request with `status` and `answer`, keeping what was sent. */
function answerWith(status: number, answer: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    sent.push({
      url,
      method: init.method,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      orderKey: headers.get('X-Order-Key'),
    });
    return Response.json(answer, { status });
  });
  return sent;
}

const showDialog = (order: Order = deliveredOrder) =>
  showOrderDialog(AskReturnDialog, order, 'order page', 'Return teas from order #1005');

describe('Asking to return teas, on the order’s own page', () => {
  it('lists each tea with the tins that can still be returned', () => {
    const { dialog } = showDialog();
    expectTinsOffered(dialog, 'return');
    expect(within(dialog).getByLabelText('Why are you returning them?')).toBeRequired();
  });

  it('sends only the teas with tins chosen and the reason, then says the request arrived', async () => {
    const user = userEvent.setup();
    const sent = answerWith(201, {
      id: 'ret_1',
      status: 'asked',
      lines: [{ lineId: 'line_2', quantity: 1 }],
      reason: 'It tastes stale',
      answer: null,
      at: '2026-12-02T09:00:00.000Z',
      answeredAt: null,
    });
    const { dialog, onClose } = showDialog();

    await chooseTins(user, dialog, 'Tins to return of Genmaicha', '1');
    await user.type(within(dialog).getByLabelText('Why are you returning them?'), 'It tastes stale');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]).toEqual({
      url: '/api/purchase/ord_5/returns',
      method: 'POST',
      body: { lines: [{ lineId: 'line_2', quantity: 1 }], reason: 'It tastes stale' },
      orderKey: null,
    });
    expect(await screen.findByText('We have your return request')).toBeInTheDocument();
  });

  it('asks for a tea and a reason before sending anything', async () => {
    const user = userEvent.setup();
    const sent = answerWith(201, {});
    const { dialog, onClose } = showDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));

    expect(within(dialog).getByText('Choose the teas you would like to return')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Why are you returning them?')).toHaveAccessibleDescription(
      'Tell us why you are returning them',
    );
    expectHeldBack(sent, onClose);
  });

  it('shows the shop’s message under the tea it names, counted among the teas sent', async () => {
    const user = userEvent.setup();
    answerWith(400, fieldRefusal('lines.1.quantity', 'You can return at most 1 of Genmaicha'));
    const { dialog, onClose } = showDialog();

    const sencha = await chooseTins(user, dialog, /Tins to return of Spring Sencha/, '1');
    const genmaicha = await chooseTins(user, dialog, 'Tins to return of Genmaicha', '2');
    await user.type(within(dialog).getByLabelText('Why are you returning them?'), 'Two were crushed');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));

    await waitFor(() => expect(genmaicha).toHaveAccessibleDescription(/You can return at most 1 of Genmaicha/));
    expect(genmaicha).toHaveAttribute('aria-invalid', 'true');
    expect(sencha).toHaveAttribute('aria-invalid', 'false');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal of the whole return in a red toast', async () => {
    const user = userEvent.setup();
    answerWith(409, { error: 'Conflict', message: 'Returns of this order closed on 30 November' });
    const { dialog } = showDialog();

    await user.type(within(dialog).getByLabelText(/Tins to return of Spring Sencha/), '1');
    await user.type(within(dialog).getByLabelText('Why are you returning them?'), 'Too strong for me');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));

    expect(await screen.findByText('Returns of this order closed on 30 November')).toBeInTheDocument();
  });
});

describe('Where a return stands, on the order’s own page', () => {
  function showStatus(order: OrderDetail) {
    renderAt('/orders/ord_5', <Route path="/orders/:id" element={<ReturnStatus order={order} />} />, {
      session: customer,
    });
  }

  it('offers to return some teas once the order arrived', () => {
    showStatus(withHistory(deliveredOrder));
    expect(screen.getByRole('button', { name: 'Return some teas' })).toBeInTheDocument();
  });

  it('waits calmly while the shop has not answered', () => {
    showStatus(returnAskedOrder);
    expect(screen.getByText("Your return request is waiting for the shop's answer.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return some teas' })).not.toBeInTheDocument();
  });

  it('says why the shop declined, and lets the customer ask again', () => {
    const [asked] = returnAskedOrder.returns;
    showStatus({
      ...returnAskedOrder,
      returnStatus: 'declined',
      returns: asked ? [{ ...asked, status: 'declined', answer: 'Opened tins cannot come back' }] : [],
    });
    expect(screen.getByText('Your return request was declined: Opened tins cannot come back')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return some teas' })).toBeInTheDocument();
  });

  it('says an accepted return was refunded', () => {
    const [asked] = returnAskedOrder.returns;
    showStatus({
      ...returnAskedOrder,
      returnStatus: 'accepted',
      returns: asked ? [{ ...asked, status: 'accepted' }] : [],
    });
    expect(screen.getByText('Your return was accepted and refunded.')).toBeInTheDocument();
  });

  it('says nothing before the order arrived', () => {
    showStatus(withHistory({ ...deliveredOrder, status: 'shipped' }));
    expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument();
  });
});
