import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
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
