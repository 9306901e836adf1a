import type { Dashboard } from '@teatree/shared/schemas/dashboard';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import { LowStockList } from '../components/work-lists';

const tea = {
  _id: 'p1',
  name: 'Spring Sencha',
  quantity: 4,
  minOrder: 1,
  stock: 400,
  stockedBy: 'weight' as const,
  stockText: '400 g',
  daysLeft: 6.4,
};

const low = (by: 'count' | 'days', products = [tea]): Dashboard['lowStock'] => ({
  threshold: 10,
  by,
  days: 14,
  total: products.length,
  products,
});

describe('Running low, judged as the owner chooses', () => {
  it('by days of sales names the days a tea has left, and offers the count back', async () => {
    const onBy = vi.fn();
    renderAt('/', <Route path="/" element={<LowStockList lowStock={low('days')} by="days" onBy={onBy} />} />);
    const row = screen.getByRole('link', { name: /Spring Sencha/ });
    expect(row).toHaveTextContent('About 6 days of sales left · 400 g in stock');
    expect(within(row).getByText('4 left')).toBeVisible();
    expect(screen.getByRole('button', { name: 'By days of sales' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'By count' }));
    expect(onBy).toHaveBeenCalledWith('count');
  });

  it('says what it judged by when no tea is low', () => {
    renderAt('/', <Route path="/" element={<LowStockList lowStock={low('days', [])} by="days" onBy={vi.fn()} />} />);
    expect(
      screen.getByText("No tea runs out within 14 days at its last 30 days' sales, nor is below its minimum order."),
    ).toBeVisible();
  });

  it('by the count says to restock soon', () => {
    renderAt('/', <Route path="/" element={<LowStockList lowStock={low('count')} by="count" onBy={vi.fn()} />} />);
    expect(screen.getByRole('link', { name: /Spring Sencha/ })).toHaveTextContent('Restock soon · 400 g in stock');
  });
});
