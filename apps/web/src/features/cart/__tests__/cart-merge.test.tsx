import { cartMessages } from '@teatree/shared/cart-rules';
import { screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../components/ui/toast';
import { customer, renderAt } from '../../../testing/render';
import { writeBrowserCart } from '../browser-cart';
import { useCartCount } from '../use-cart-count';

function CartCount() {
  const count = useCartCount();
  return <output aria-label="cart">{count ?? ''}</output>;
}

/** A cart of `items` tins of one tea: the cart button counts items (its lines' quantities). */
const cartOf = (items: number) => ({
  lines: items > 0 ? [{ productId: 'prod_1', sizeId: 'size_prod_1', name: 'Sencha', quantity: items }] : [],
  count: items > 0 ? 1 : 0,
  total: 0,
  ready: items > 0,
});

describe("a visitor's cart joining the account's once they are signed in", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the merged cart even when the account's cart was read before the merge answered", async () => {
    writeBrowserCart([{ productId: 'prod_1', quantity: 2, name: 'Sencha' }]);
    // The server, as the browser reaches it: the first read of the account's cart and the merge are
    // both on their way; the merge answers first, then that read, with the cart as it was before.
    const asked: string[] = [];
    let merged = false;
    let answerMerge = () => {};
    let answerFirstRead = () => {};
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      asked.push(`${init.method ?? 'GET'} ${input}`);
      if (input === '/api/cart/merge') {
        await new Promise<void>((resolve) => {
          answerMerge = resolve;
        });
        merged = true;
        return Response.json(cartOf(3));
      }
      if (input === '/api/cart' && asked.filter((a) => a === 'GET /api/cart').length === 1) {
        const before = cartOf(1);
        await new Promise<void>((resolve, reject) => {
          answerFirstRead = resolve;
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        });
        return Response.json(before);
      }
      return Response.json(cartOf(merged ? 3 : 1));
    });

    renderAt('/', <Route path="/" element={<CartCount />} />, { session: customer });
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['POST /api/cart/merge', 'GET /api/cart'])));
    answerMerge();
    await waitFor(() => expect(localStorage.getItem('teatree.cart')).toBeNull());
    answerFirstRead();

    await waitFor(() => expect(screen.getByRole('status', { name: 'cart' })).toHaveTextContent('3'));
    expect(asked.filter((a) => a === 'GET /api/cart').length).toBeGreaterThanOrEqual(2);
  });

  it('says which teas the merge left out, and why', async () => {
    writeBrowserCart([
      { productId: 'prod_1', quantity: 2, name: 'Sencha' },
      { productId: 'prod_2', quantity: 1, name: 'Old Oolong' },
    ]);
    const leftOut = [
      { productId: 'prod_1', name: 'Sencha', reason: 'full', message: cartMessages.leftOutFull('Sencha') },
      { productId: 'prod_2', name: 'Old Oolong', reason: 'gone', message: cartMessages.gone('Old Oolong') },
    ];
    vi.stubGlobal('fetch', async (input: string) =>
      Response.json(input === '/api/cart/merge' ? { ...cartOf(20), leftOut } : cartOf(20)),
    );

    renderAt(
      '/',
      <Route
        path="/"
        element={
          <>
            <CartCount />
            <Toasts />
          </>
        }
      />,
      { session: customer },
    );
    expect(
      await screen.findByText(
        '2 teas were left out of your cart: Sencha was left out: your cart holds at most 20 teas; Old Oolong is no longer sold.',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem('teatree.cart')).toBeNull();
  });
});
