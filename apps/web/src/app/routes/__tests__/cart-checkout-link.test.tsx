import { act, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { twoTinsCart as cart } from '../../../testing/cart-fixture';
import { customer, renderAt } from '../../../testing/render';
import CartRoute from '../cart';

/**
 * The cart's notice (and a mail's link) lead a customer straight to their checkout, `/cart?checkout=account`.
 * The page is drawn before it knows who is signed in: the checkout opens once it does.
 */
describe('the cart opened at the customer’s checkout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the checkout once the session is known, not only if it was known when the page was drawn', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      if (url === '/api/cart') return Response.json(cart);
      if (url === '/api/config')
        return Response.json({
          googleSignIn: false,
          mail: 'outbox',
          payments: { provider: 'test', publishableKey: null },
          orders: { unpaidOrderMinutes: 30 },
          country: 'US',
        });
      if (url === '/api/profile/consents') return Response.json({ consents: [], cupsPerDay: 2 });
      return Response.json([]);
    });
    // Drawn before the session answered: nobody is signed in yet.
    const { client } = renderAt('/cart?checkout=account', <Route path="/cart" element={<CartRoute />} />);
    act(() => client.setQueryData(queryKeys.session, customer));
    expect(await screen.findByRole('heading', { name: 'Where shall we send it?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeInTheDocument();
  });
});
