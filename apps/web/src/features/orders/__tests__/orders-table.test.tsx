import type { Order } from '@teatree/shared/schemas/order';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { collectedOrder, oldOrder, shippedOrder, taxIncludedOrder, twoTeaOrder } from '../../../testing/order-fixture';
import { admin, customer, renderAt } from '../../../testing/render';
import { OrdersTable } from '../components/orders-table';

/** Each order a tea of its own name, so its row and its card are told apart. */
const named = (order: Order, name: string): Order => ({
  ...order,
  name,
  lines: order.lines.map((line) => ({ ...line, name })),
});

const orders = [
  named(shippedOrder, 'Spring Sencha'),
  named(taxIncludedOrder, 'Autumn Oolong'),
  named(collectedOrder, 'Golden Assam'),
  named(oldOrder, 'Old Earl Grey'),
];

function showTable() {
  renderAt(
    '/myOrders',
    <Route
      path="/myOrders"
      element={<OrdersTable orders={orders} view="customer" firstNumber={1} busyId={null} onDelete={vi.fn()} />}
    />,
    { session: customer },
  );
}

/** The table's Total cell of an order: the fourth cell of its row, whose tea's name is the row's header. */
function totalCell(name: string) {
  const row = within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`no row for ${name}`);
  return within(row).getAllByRole('cell')[3] as HTMLElement;
}

describe('My Orders and Manage All Orders: what a total is made of', () => {
  it('keeps the total as it was and adds the teas, shipping and tax under it', () => {
    showTable();
    const cell = totalCell('Spring Sencha');
    expect(cell.firstElementChild).toHaveTextContent(/^\$22\.56$/);
    expect(cell).toHaveTextContent('$22.56$16.50 teas · $4.90 shipping · $1.16 tax');
  });

  it('says "incl." for tax held in the prices, and free shipping for a collected order', () => {
    showTable();
    expect(totalCell('Autumn Oolong')).toHaveTextContent('$21.40$16.50 teas · $4.90 shipping · incl. $1.08 tax');
    expect(totalCell('Golden Assam')).toHaveTextContent('$17.00$16.50 teas · free shipping · $0.50 tax');
  });

  it('adds nothing to an order from before shipping and tax', () => {
    showTable();
    expect(totalCell('Old Earl Grey')).toHaveTextContent(/^\$16\.50$/);
  });

  it('says the same on the cards of a narrow screen', () => {
    showTable();
    const card = screen.getByRole('article', { name: 'Order 1: Spring Sencha' });
    expect(card).toHaveTextContent('Total$22.56$16.50 teas · $4.90 shipping · $1.16 tax');
    const old = screen.getByRole('article', { name: 'Order 4: Old Earl Grey' });
    expect(within(old).getByText('Total').nextElementSibling).toHaveTextContent(/^\$16\.50$/);
    expect(old).not.toHaveTextContent('teas ·');
  });
});

describe('Manage All Orders: refunds in part', () => {
  const partly = named({ ...twoTeaOrder, refunded: 4.28 }, 'Two teas');
  const settled = named({ ...twoTeaOrder, _id: 'ord_6', refunded: 31.12 }, 'All sent back');
  const unpaid = named(shippedOrder, 'Unpaid Sencha');

  function showAdminTable(onRefund = vi.fn()) {
    renderAt(
      '/manageOrder',
      <Route
        path="/manageOrder"
        element={
          <OrdersTable
            orders={[partly, settled, unpaid]}
            view="admin"
            firstNumber={1}
            busyId={null}
            onDelete={vi.fn()}
            onMove={vi.fn()}
            onRefund={onRefund}
          />
        }
      />,
      { session: admin },
    );
    return onRefund;
  }

  const row = (name: string) => {
    const found = within(screen.getByRole('table'))
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(name));
    if (!found) throw new Error(`no row for ${name}`);
    return found;
  };

  it('offers Refund… on a paid order not all sent back, and says it is partly refunded', () => {
    const onRefund = showAdminTable();
    const twoTeas = row('Two teas');
    expect(within(twoTeas).getByText('Partly refunded')).toBeInTheDocument();
    expect(twoTeas).toHaveTextContent('−$4.28 refunded');
    const button = within(twoTeas).getByRole('button', { name: /^Refund…\s*Two teas$/ });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    button.click();
    expect(onRefund).toHaveBeenCalledWith(partly);
  });

  it('offers no refund on an order refunded in full, nor on an unpaid one', () => {
    showAdminTable();
    expect(within(row('All sent back')).queryByRole('button', { name: /Refund…/ })).not.toBeInTheDocument();
    expect(within(row('All sent back')).queryByText('Partly refunded')).not.toBeInTheDocument();
    expect(within(row('Unpaid Sencha')).queryByRole('button', { name: /Refund…/ })).not.toBeInTheDocument();
  });
});
