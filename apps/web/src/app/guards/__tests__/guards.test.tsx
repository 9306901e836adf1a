import { screen, waitFor } from '@testing-library/react';
import { Outlet, Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartCount } from '../../../features/cart/use-cart-count';
import { queryKeys } from '../../../lib/query-keys';
import { admin, customer, renderAt, WhereAmI } from '../../../testing/render';
import { RequireAdmin } from '../require-admin';
import { RequireAuth } from '../require-auth';

const routes = (
  <>
    <Route element={<RequireAuth />}>
      <Route path="/myOrders" element={<h1>My Orders</h1>} />
    </Route>
    <Route element={<RequireAdmin />}>
      <Route path="/users" element={<h1>Manage All Users</h1>} />
    </Route>
    <Route path="/login" element={<WhereAmI />} />
  </>
);

describe('the route guards', () => {
  it('send a signed-out visitor to /login, remembering the page and its query', async () => {
    renderAt('/myOrders?page=2', routes);
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
      '/login?redirectTo=%2FmyOrders%3Fpage%3D2',
    );
    expect(screen.queryByRole('heading', { name: 'My Orders' })).toBeNull();
  });

  it('let a signed-in customer through to their own screens', async () => {
    renderAt('/myOrders', routes, { session: customer });
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeVisible();
  });

  it('let an administrator through to the admin screens', async () => {
    renderAt('/users', routes, { session: admin });
    expect(await screen.findByRole('heading', { name: 'Manage All Users' })).toBeVisible();
  });

  it('sign a customer out of an admin screen and send them to /login, remembering it', async () => {
    const { client } = renderAt('/users', routes, { session: customer });
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/login?redirectTo=%2Fusers');
    expect(screen.queryByRole('heading', { name: 'Manage All Users' })).toBeNull();
    expect(client.getQueryData(['auth', 'session'])).toBeNull();
  });
});

function CartCount() {
  const count = useCartCount();
  return <output aria-label="cart">{count ?? ''}</output>;
}

describe('a customer turned away from an admin screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is asked nothing more of their account while the sign-out is on its way', async () => {
    // The server, as the browser reaches it: the cart answers, the sign-out waits until released.
    const asked: string[] = [];
    let releaseSignOut = () => {};
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(input);
      if (input === '/api/auth/sign-out') {
        await new Promise<void>((resolve) => {
          releaseSignOut = resolve;
        });
        return Response.json({ success: true });
      }
      return Response.json({ lines: [], count: 2, problems: [] });
    });
    const { client } = renderAt(
      '/users',
      <Route
        element={
          <>
            <CartCount />
            <Outlet />
          </>
        }
      >
        {routes}
      </Route>,
      { session: customer },
    );
    await waitFor(() => expect(asked).toContain('/api/auth/sign-out'));

    // Anything that would refresh the cart now (the window regaining focus, say) leaves it alone:
    // the answer could come back after the sign-out, refused.
    await client.invalidateQueries({ queryKey: queryKeys.cart });
    releaseSignOut();
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/login?redirectTo=%2Fusers');
    expect(asked.slice(asked.indexOf('/api/auth/sign-out'))).not.toContain('/api/cart');
  });
});
