import type { Order } from '@teatree/shared/schemas/order';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldRefusal, serveEach } from '../../../testing/fake-server';
import { twoTeaOrder } from '../../../testing/order-fixture';
import { RefundOrderDialog } from '../components/refund-order-dialog';
import { chooseTins, expectTinsOffered, showOrderDialog } from './dialog-steps';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers the refund with `status` and `answer`, keeping what was sent. */
const answerRefund = (status: number, answer: unknown) => serveEach(() => ({ status, body: answer }));

const showDialog = (order: Order = twoTeaOrder) =>
  showOrderDialog(RefundOrderDialog, order, 'Manage All Orders', 'Refund part of order #1005');

describe('Refund part of an order, on Manage All Orders', () => {
  it('lists each tea with the tins left to refund, the shipping and what is left to refund', () => {
    const { dialog } = showDialog();
    const { sencha, genmaicha } = expectTinsOffered(dialog, 'refund');
    expect(sencha).toHaveAccessibleDescription('of 3 left');
    expect(genmaicha).toHaveAccessibleDescription('of 1 left');
    expect(within(dialog).getByRole('checkbox', { name: 'Refund the shipping ($4.90)' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Put the refunded tins back in stock' })).not.toBeChecked();
    // $31.12 paid, $4.28 sent back already.
    expect(dialog).toHaveTextContent('Left to refund: $26.84');
  });

  it('leaves out the teas refunded in full and a shipping refunded already', () => {
    const { dialog } = showDialog({
      ...twoTeaOrder,
      shippingRefunded: true,
      lines: twoTeaOrder.lines.map((line) => ({ ...line, refundedQuantity: line.quantity === 2 ? 2 : 0 })),
    });
    expect(within(dialog).queryByLabelText(/Genmaicha/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Tins to refund of Spring Sencha/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /Refund the shipping/ })).not.toBeInTheDocument();
  });

  it('sends only the teas with tins chosen, then says what was refunded', async () => {
    const user = userEvent.setup();
    const sent = answerRefund(201, { ...twoTeaOrder, refunded: 25.14, shippingRefunded: true });
    const { dialog, onClose } = showDialog();

    await chooseTins(user, dialog, 'Tins to refund of Genmaicha', '1');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Refund the shipping ($4.90)' }));
    await user.type(within(dialog).getByLabelText('Other amount ($)'), '3');
    await user.type(within(dialog).getByLabelText('Reason (the customer reads it)'), 'The tin arrived dented');
    expect(dialog).toHaveTextContent('You refund: 1 × Genmaicha, the shipping, $3.00');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: '/api/purchase/ord_5/refunds',
        method: 'POST',
        body: {
          lines: [{ lineId: 'line_2', quantity: 1 }],
          shipping: true,
          amount: 3,
          reason: 'The tin arrived dented',
          restock: false,
        },
      },
    ]);
    expect(await screen.findByText('Refunded $20.86 on order #1005')).toBeInTheDocument();
  });

  it('shows the server’s message under the tea it names, counted among the teas sent', async () => {
    const user = userEvent.setup();
    answerRefund(400, fieldRefusal('lines.0.quantity', 'Only 1 left to refund of Genmaicha'));
    const { dialog, onClose } = showDialog();

    const genmaicha = await chooseTins(user, dialog, 'Tins to refund of Genmaicha', '2');
    await user.type(within(dialog).getByLabelText('Reason (the customer reads it)'), 'Two came back');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    await waitFor(() => expect(genmaicha).toHaveAccessibleDescription(/Only 1 left to refund of Genmaicha/));
    expect(genmaicha).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Tins to refund of Spring Sencha/)).toHaveAttribute('aria-invalid', 'false');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal of the whole order in a red toast', async () => {
    const user = userEvent.setup();
    answerRefund(409, { error: 'Conflict', message: 'The card provider refused the refund' });
    const { dialog } = showDialog();

    await user.type(within(dialog).getByLabelText('Other amount ($)'), '2.50');
    await user.type(within(dialog).getByLabelText('Reason (the customer reads it)'), 'A goodwill gesture');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('The card provider refused the refund')).toBeInTheDocument();
  });
});
