import { paymentText } from '@teatree/shared/messages';
import { formatAmount } from '@teatree/shared/money';
import { render, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { oldOrder, paidOrder, shippedOrder } from '../../../testing/order-fixture';
import { renderAt } from '../../../testing/render';
import { OrderLinesSummary } from '../components/order-lines-summary';
import { PaymentComplete } from '../components/payment-complete';
import { PaymentSummary } from '../components/payment-summary';

const BREAKDOWN = 'Subtotal$16.50Shipping (Standard)$4.90Tax (7 %)$1.16Total$22.56';

describe('the payment page’s order, with its shipping and tax', () => {
  it('asks for the order’s total in the words it always used', () => {
    render(
      <PaymentSummary customer="Cora Customer" productName="Spring Sencha" number={1001} total={shippedOrder.total} />,
    );
    expect(screen.getByText(paymentText.pleasePay(formatAmount(22.56)), { exact: true })).toHaveTextContent(
      'Please Pay $22.56',
    );
  });

  it('shows the lines, the delivery with its estimate, and the breakdown to the total charged', () => {
    render(
      <OrderLinesSummary
        lines={shippedOrder.lines}
        total={shippedOrder.total}
        breakdown={shippedOrder}
        label="Your order"
      />,
    );
    const region = screen.getByRole('region', { name: 'Your order' });
    expect(within(region).getAllByTestId('paid-line')).toHaveLength(1);
    expect(within(region).getByText('Standard · 2–4 days')).toBeVisible();
    expect(within(region).getByLabelText('Order total')).toHaveTextContent(BREAKDOWN);
    expect(within(region).getByTestId('paid-total')).toHaveTextContent(/^\$22\.56$/);
  });

  it('names a collected order’s method alone, and its shipping Free', () => {
    const collected = {
      ...shippedOrder,
      total: 17,
      shipping: 0,
      tax: 0.5,
      taxes: [{ rate: 3, amount: 0.5 }],
      shippingMethod: { id: 'm_collect', name: 'Collect at the shop', collect: true, days: null },
    };
    render(<OrderLinesSummary lines={collected.lines} total={17} breakdown={collected} label="Your order" />);
    expect(screen.getByText('Collect at the shop')).toBeVisible();
    expect(screen.getByLabelText('Order total')).toHaveTextContent(
      'Subtotal$16.50Shipping (Collect at the shop)FreeTax (3 %)$0.50Total$17.00',
    );
  });

  it('keeps an order from before shipping and tax as it was: its lines and its total alone', () => {
    render(<OrderLinesSummary lines={oldOrder.lines} total={oldOrder.total} breakdown={oldOrder} label="Your order" />);
    expect(screen.queryByLabelText('Order total')).not.toBeInTheDocument();
    expect(screen.queryByText(/Delivery/)).not.toBeInTheDocument();
    expect(screen.getByTestId('paid-total')).toHaveTextContent(/^\$16\.50$/);
  });

  it('shows the same breakdown on the confirmation once paid', () => {
    renderAt(
      '/payment/ord_1',
      <Route path="/payment/:id" element={<PaymentComplete transactionId="pi_123" justPaid order={paidOrder} />} />,
    );
    const paid = screen.getByRole('region', { name: 'What you paid for' });
    expect(within(paid).getByLabelText('Order total')).toHaveTextContent(BREAKDOWN);
    expect(within(paid).getByText('Standard · 2–4 days')).toBeVisible();
    expect(screen.getByText(paymentText.transactionId('pi_123'))).toBeVisible();
  });

  it('shows no breakdown on the confirmation of an order from before', () => {
    renderAt(
      '/payment/ord_4',
      <Route
        path="/payment/:id"
        element={
          <PaymentComplete
            transactionId="pi_123"
            justPaid={false}
            order={{ ...oldOrder, paid: true, status: 'paid' }}
          />
        }
      />,
    );
    const paid = screen.getByRole('region', { name: 'What you paid for' });
    expect(within(paid).queryByLabelText('Order total')).not.toBeInTheDocument();
    expect(within(paid).getByTestId('paid-total')).toHaveTextContent(/^\$16\.50$/);
  });
});
