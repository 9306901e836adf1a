import type { Cart, CartLine } from '@teatree/shared/schemas/cart';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customer, renderAt } from '../../../testing/render';
import { CartLines } from '../components/cart-lines';

const line = (sizeId: string, label: string, grams: number, price: number, quantity: number): CartLine => ({
  productId: 'p1',
  sizeId,
  name: 'Spring Sencha',
  size: { label, grams },
  photo: '',
  category: 'Green Tea',
  price,
  quantity,
  minOrder: 1,
  maxOrder: 4,
  total: price * quantity,
  problem: null,
  message: null,
});

const lines = [line('s_pouch', '250 g pouch', 250, 27.5, 2), line('s_tin', '100 g tin', 100, 12.4, 1)];
const cart: Cart = { lines, count: 2, total: 67.4, ready: true };

describe('a cart of two sizes of one tea', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each size as a line of its own, and changes or removes the line of its size', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      asked.push(`${init.method ?? 'GET'} ${input} ${init.body ?? ''}`.trim());
      return Response.json(cart);
    });
    const user = userEvent.setup();
    renderAt('/cart', <Route path="/cart" element={<CartLines lines={lines} signedIn />} />, { session: customer });

    const list = screen.getByRole('list', { name: 'Teas in your cart' });
    const pouch = within(list).getByRole('listitem', { name: 'Spring Sencha, 250 g pouch' });
    const tin = within(list).getByRole('listitem', { name: 'Spring Sencha, 100 g tin' });
    expect(pouch).toHaveTextContent('250 g pouch');
    expect(pouch).toHaveTextContent('$27.50 each');
    expect(tin).toHaveTextContent('$12.40 a tin');

    const more = within(tin).getByRole('button', { name: 'One more Spring Sencha, 100 g tin' });
    await user.click(more);
    await waitFor(() => expect(asked).toEqual(['PUT /api/cart/items/s_tin {"quantity":2}']));
    // The keyboard stays on the button while the change is saved and after it.
    await waitFor(() => expect(more).not.toHaveAttribute('aria-disabled'));
    expect(more).toHaveFocus();

    await user.click(within(pouch).getByRole('button', { name: 'Remove Spring Sencha, 250 g pouch' }));
    await waitFor(() =>
      expect(asked).toEqual(['PUT /api/cart/items/s_tin {"quantity":2}', 'DELETE /api/cart/items/s_pouch']),
    );
    // The line gone, the keyboard goes to the next line's Remove, not to the top of the page.
    await waitFor(() =>
      expect(within(tin).getByRole('button', { name: 'Remove Spring Sencha, 100 g tin' })).toHaveFocus(),
    );
  });
});

describe('a line stepped quickly', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts two quick clicks on "+" as two more, even while the first is still being saved', async () => {
    const asked: string[] = [];
    let answer: (() => void) | undefined;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      asked.push(`${init.method ?? 'GET'} ${input} ${init.body ?? ''}`.trim());
      // The first change waits for the test to let it through, as a slow connection would.
      if (asked.length === 1) await new Promise<void>((resolve) => (answer = resolve));
      const quantity = JSON.parse(String(init.body)).quantity as number;
      return Response.json({ ...cart, lines: [{ ...lines[1], quantity, total: 12.4 * quantity }] });
    });
    const user = userEvent.setup();
    const tin = lines[1] as CartLine;
    renderAt('/cart', <Route path="/cart" element={<CartLines lines={[tin]} signedIn />} />, { session: customer });

    const more = screen.getByRole('button', { name: 'One more Spring Sencha, 100 g tin' });
    await user.click(more);
    await user.click(more);
    expect(screen.getByRole('spinbutton')).toHaveValue(3);
    answer?.();
    await waitFor(() =>
      expect(asked).toEqual(['PUT /api/cart/items/s_tin {"quantity":2}', 'PUT /api/cart/items/s_tin {"quantity":3}']),
    );
    expect(screen.getByRole('spinbutton')).toHaveValue(3);
  });
});
