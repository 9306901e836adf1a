import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { collectedOrder, oldOrder, shippedOrder, taxIncludedOrder, withHistory } from '../../../testing/order-fixture';
import { customer, renderAt } from '../../../testing/render';
import { OrderFacts } from '../components/order-facts';
import { OrderLines } from '../components/order-lines-card';

const show = (element: ReactElement) =>
  renderAt('/orders/ord_1', <Route path="/orders/:id" element={element} />, { session: customer });
const block = (name: string) => screen.getByRole('region', { name });
const own = { own: true, admin: false };

describe('an order’s own page: its money and its delivery', () => {
  it('breaks the total down under the teas, and keeps the total with its count of tins', () => {
    show(<OrderLines order={withHistory(shippedOrder)} />);
    const teas = block('Your tea');
    // The total once, with its count of tins, under the breakdown.
    expect(within(teas).getByLabelText('Order total')).toHaveTextContent(
      /^Subtotal\$16\.50Shipping \(Standard\)\$4\.90Tax \(7 %\)\$1\.16$/,
    );
    expect(teas).toHaveTextContent('Line total $16.50');
    expect(teas).toHaveTextContent('Total (3 items)$22.56');
  });

  it('says the tax is in the prices when the shop’s prices include it', () => {
    show(<OrderLines order={withHistory(taxIncludedOrder)} />);
    expect(screen.getByLabelText('Order total')).toHaveTextContent(
      /^Subtotal\$16\.50Shipping \(Standard\)\$4\.90Includes tax \(7 %\)\$1\.08$/,
    );
    expect(block('Your tea')).toHaveTextContent('Total (3 items)$21.40');
  });

  it('shows an order from before shipping and tax as it was', () => {
    show(<OrderLines order={withHistory(oldOrder)} />);
    expect(screen.queryByLabelText('Order total')).not.toBeInTheDocument();
    expect(block('Your tea')).toHaveTextContent('Total (3 items)$16.50');
  });

  it('names the delivery method and its estimate beside the address', () => {
    show(<OrderFacts order={withHistory(shippedOrder)} viewer={own} />);
    const delivery = block('Delivery');
    expect(within(delivery).getByText('Method')).toBeVisible();
    expect(within(delivery).getByText('Standard')).toBeVisible();
    expect(within(delivery).getByText('2–4 days')).toBeVisible();
    expect(delivery).toHaveTextContent('12 Leaf Lane, Greenville 4021');
  });

  it('says a collected order is collected at the shop', () => {
    show(<OrderFacts order={withHistory(collectedOrder)} viewer={own} />);
    const delivery = block('Delivery');
    expect(within(delivery).getByText('Collect at the shop')).toBeVisible();
    expect(within(delivery).getByText('Collected at the shop')).toBeVisible();
  });

  it('names no method for an order placed while the shop charged no shipping', () => {
    show(<OrderFacts order={withHistory(oldOrder)} viewer={own} />);
    expect(within(block('Delivery')).queryByText('Method')).not.toBeInTheDocument();
  });
});
