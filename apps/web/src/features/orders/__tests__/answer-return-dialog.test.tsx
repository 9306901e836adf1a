import type { Order } from '@teatree/shared/schemas/order';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldRefusal } from '../../../testing/fake-server';
import { returnAskedOrder } from '../../../testing/order-fixture';
import { AnswerReturnDialog } from '../components/answer-return-dialog';
import { expectHeldBack, showOrderDialog } from './dialog-steps';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Sent = { url: string; method: string | undefined; body: unknown };

/** Reads the order with its return, and answers the answer with `status` and `answer`, keeping what was sent. */
function answerWith(status: number, answer: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (!init.method || init.method === 'GET') return Response.json(returnAskedOrder);
    sent.push({ url, method: init.method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return Response.json(answer, { status });
  });
  return sent;
}

/** The dialog, once the return it answers has come. */
async function showDialog(order: Order = returnAskedOrder) {
  const shown = showOrderDialog(AnswerReturnDialog, order, 'Manage All Orders', 'Answer the return of order #1005');
  await within(shown.dialog).findByText('The tins arrived crushed');
  return shown;
}

describe('Answering a return, on Manage All Orders', () => {
  it('shows the tins asked back and the customer’s reason', async () => {
    answerWith(200, {});
    const { dialog } = await showDialog();
    expect(dialog).toHaveTextContent('2 × Spring Sencha (100 g tin)');
    expect(within(dialog).getByRole('radio', { name: 'Accept and refund' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Put the returned tins back in stock' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Refund the shipping too/ })).not.toBeChecked();
  });

  it('accepts, putting the tins back in stock, then says so', async () => {
    const user = userEvent.setup();
    const sent = answerWith(200, { ...returnAskedOrder, returnStatus: 'accepted' });
    const { dialog, onClose } = await showDialog();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Put the returned tins back in stock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and refund' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: '/api/purchase/ord_5/returns/ret_1',
        method: 'PATCH',
        body: { decision: 'accept', restock: true, shipping: false, note: '' },
      },
    ]);
    expect(await screen.findByText('Return accepted on order #1005')).toBeInTheDocument();
  });

  it('will not decline without a note for the customer', async () => {
    const user = userEvent.setup();
    const sent = answerWith(200, {});
    const { dialog, onClose } = await showDialog();

    await user.click(within(dialog).getByRole('radio', { name: 'Decline' }));
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    expect(within(dialog).getByLabelText('Why you decline (the customer reads it)')).toHaveAccessibleDescription(
      'Say why you decline: the customer reads it',
    );
    expectHeldBack(sent, onClose);
  });

  it('shows the shop’s refusal of the note under it', async () => {
    const user = userEvent.setup();
    const sent = answerWith(400, fieldRefusal('note', 'Note must be at most 500 characters'));
    const { dialog, onClose } = await showDialog();

    await user.click(within(dialog).getByRole('radio', { name: 'Decline' }));
    const note = within(dialog).getByLabelText('Why you decline (the customer reads it)');
    await user.type(note, 'Opened tins cannot come back');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(note).toHaveAccessibleDescription('Note must be at most 500 characters'));
    expect(sent[0]?.body).toEqual({ decision: 'decline', note: 'Opened tins cannot come back' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says in a red toast that the return was answered already', async () => {
    const user = userEvent.setup();
    answerWith(409, { error: 'Conflict', message: 'This return was accepted already' });
    const { dialog } = await showDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Accept and refund' }));

    expect(await screen.findByText('This return was accepted already')).toBeInTheDocument();
  });
});
