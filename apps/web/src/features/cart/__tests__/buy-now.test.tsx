import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customer, renderAt, WhereAmI } from '../../../testing/render';
import type { TeaToAdd } from '../api/cart-actions';
import { AddToCartForm } from '../components/add-to-cart-form';
import type { BuyNowCheckout } from '../components/buy-now';

/** The 25 g sample of a sencha: sixteen in stock, one the least. */
const sample: TeaToAdd = {
  _id: 'p1',
  name: 'Spring Sencha',
  price: 4,
  quantity: 16,
  minOrder: 1,
  sizeId: 's_sample',
  defaultSizeId: 's_tin',
};

const kept = () => JSON.parse(localStorage.getItem('teatree.cart') ?? '[]') as unknown[];

/** The form as a tea's page shows it, with the cart's page behind Buy now. */
function showForm(buyNow: BuyNowCheckout | 'waiting' | undefined, signedIn = false) {
  return renderAt(
    '/products/p1',
    <>
      <Route path="/products/:id" element={<AddToCartForm tea={sample} several buyNow={buyNow} />} />
      <Route path="/cart" element={<WhereAmI />} />
    </>,
    { session: signedIn ? customer : null },
  );
}

async function typeCount(count: string) {
  const user = userEvent.setup();
  const howMany = screen.getByLabelText('How many');
  await user.clear(howMany);
  if (count) await user.type(howMany, count);
  return user;
}

describe('Buy now on a tea’s page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("puts the quantity typed in a visitor's cart and opens the guest checkout", async () => {
    showForm('guest');
    const user = await typeCount('3');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/cart?checkout=guest');
    expect(kept()).toEqual([{ productId: 'p1', sizeId: 's_sample', name: 'Spring Sencha', quantity: 3 }]);
  });

  it('checks the quantity as Add to cart does, and stays on the page when it is refused', async () => {
    showForm('guest');
    let user = await typeCount('17');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByText('Only 16 of Spring Sencha left')).toBeInTheDocument();
    expect(screen.getByLabelText('How many')).toHaveAttribute('aria-invalid', 'true');
    user = await typeCount('');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByText('Please enter a whole number')).toBeInTheDocument();
    expect(screen.queryByLabelText('location')).not.toBeInTheDocument();
    expect(kept()).toEqual([]);
  });

  it('adds nothing when the cart holds that size and quantity already, and sets another quantity to the one typed', async () => {
    localStorage.setItem(
      'teatree.cart',
      JSON.stringify([{ productId: 'p1', sizeId: 's_sample', name: 'Spring Sencha', quantity: 2 }]),
    );
    const first = showForm('guest');
    let user = await typeCount('2');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/cart?checkout=guest');
    expect(kept()).toEqual([{ productId: 'p1', sizeId: 's_sample', name: 'Spring Sencha', quantity: 2 }]);
    first.unmount();

    showForm('guest');
    user = await typeCount('5');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/cart?checkout=guest');
    expect(kept()).toEqual([{ productId: 'p1', sizeId: 's_sample', name: 'Spring Sencha', quantity: 5 }]);
  });

  it("puts the quantity typed in a verified customer's cart and opens their checkout", async () => {
    const sent: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return Response.json({ lines: [], count: 0, total: 0, ready: false });
    });
    showForm('account', true);
    const user = await typeCount('4');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/cart?checkout=account');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { url: '/api/cart/items', method: 'POST', body: { productId: 'p1', sizeId: 's_sample', quantity: 4 } },
    ]);
  });

  it("adds nothing to a customer's cart that holds that size and quantity already", async () => {
    const methods: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
      methods.push(init.method ?? 'GET');
      const line = { productId: 'p1', sizeId: 's_sample', quantity: 4 };
      return Response.json({ lines: [line], count: 1, total: 16, ready: true });
    });
    showForm('account', true);
    const user = await typeCount('4');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByLabelText('location')).toHaveTextContent('/cart?checkout=account');
    expect(methods).toEqual(['GET']);
  });

  it('keeps its place while the page does not know who is there, and is not offered to one who cannot pay', () => {
    const waiting = showForm('waiting');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    waiting.unmount();
    showForm(undefined, true);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
  });
});
