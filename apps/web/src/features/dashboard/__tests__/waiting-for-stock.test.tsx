import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { admin, renderAt } from '../../../testing/render';
import { WaitingForStockList } from '../components/work-lists';

const show = (waiting: Parameters<typeof WaitingForStockList>[0]['waiting']) =>
  renderAt('/dashboard', <Route path="/dashboard" element={<WaitingForStockList waiting={waiting} />} />, {
    session: admin,
  });

describe('Waiting for restock', () => {
  it('lists each sold-out tea customers wait for, with how many, each opening its edit page', () => {
    show([
      { _id: 'p_sencha', name: 'Spring Sencha', waiting: 12 },
      { _id: 'p_oolong', name: 'Milk Oolong', waiting: 1 },
    ]);

    const card = screen.getByRole('region', { name: 'Waiting for restock' });
    expect(within(card).getByText('13 waiting')).toBeVisible();
    const sencha = within(card).getByRole('link', { name: /Spring Sencha/ });
    expect(sencha).toHaveAttribute('href', '/products/p_sencha/edit');
    expect(sencha).toHaveTextContent('12 waiting');
    expect(within(card).getByRole('link', { name: /Milk Oolong/ })).toHaveTextContent('1 waiting');
  });

  it('is not shown when no one waits', () => {
    show([]);
    expect(screen.queryByRole('region', { name: 'Waiting for restock' })).not.toBeInTheDocument();
  });

  it('is not shown when the server did not say', () => {
    show(undefined);
    expect(screen.queryByRole('region', { name: 'Waiting for restock' })).not.toBeInTheDocument();
  });
});
