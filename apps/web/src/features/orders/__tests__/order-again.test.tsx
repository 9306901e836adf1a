import type { Order, OrderLine } from '@teatree/shared/schemas/order';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/render';
import { OrderAgainLink } from '../components/order-links';

const line = (over: Partial<OrderLine>): OrderLine => ({
  id: 'line',
  productId: 'prod_sencha',
  name: 'Sencha',
  size: { id: 'size_tin', label: '100 g tin', grams: 100 },
  category: 'Green Tea',
  brand: 'Uji',
  photo: '',
  price: 12.5,
  quantity: 2,
  total: 25,
  discount: 0,
  refundedQuantity: 0,
  ...over,
});

function CartState() {
  const { state } = useLocation();
  return <pre data-testid="state">{JSON.stringify(state)}</pre>;
}

describe('Buy again', () => {
  it("puts the order's teas back in the cart, but not a promotion's free gift", async () => {
    const order = {
      name: 'Sencha and 1 more',
      productId: 'prod_sencha',
      quantity: 3,
      delivery: null,
      lines: [
        line({}),
        // A sample the order was given free: its discount is its whole price.
        line({
          id: 'gift',
          productId: 'prod_dragon',
          name: 'Dragon Well',
          size: { id: 'size_sample', label: '25 g sample', grams: 25 },
          price: 6.5,
          quantity: 1,
          total: 6.5,
          discount: 6.5,
        }),
      ],
    } as unknown as Order;
    renderAt(
      '/orders/1',
      <>
        <Route path="/orders/1" element={<OrderAgainLink order={order} />} />
        <Route path="/cart" element={<CartState />} />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: /^Buy again/ }));
    const state = JSON.parse(screen.getByTestId('state').textContent ?? 'null');
    expect(state.orderAgain.lines).toEqual([
      { productId: 'prod_sencha', sizeId: 'size_tin', quantity: 2, name: 'Sencha' },
    ]);
  });
});
