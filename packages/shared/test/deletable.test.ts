import { describe, expect, it } from 'vitest';
import { type DeletedBy, type DeleteRefusal, whyNotDeletable } from '../src/orders/deletable.ts';
import { ORDER_STATUSES, type OrderStatus } from '../src/schemas/order.ts';

/** Every status, as the customer's and the shop team's Delete find it (docs/decisions/0011-order-states.md). */
const table: Record<OrderStatus, Record<DeletedBy, DeleteRefusal | null>> = {
  pending: { customer: null, admin: null },
  paid: { customer: 'paid', admin: null },
  shipped: { customer: 'paid', admin: 'shipped' },
  delivered: { customer: 'paid', admin: 'shipped' },
  cancelled: { customer: null, admin: null },
  refunded: { customer: null, admin: null },
  expired: { customer: null, admin: null },
  deleted: { customer: 'deleted', admin: 'deleted' },
};

describe('who may delete which order', () => {
  it('answers for every status', () => {
    expect(Object.keys(table).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(
    ORDER_STATUSES.flatMap((status) => (['customer', 'admin'] as const).map((by) => [status, by, table[status][by]])),
  )('%s, deleted by the %s → %s', (status, by, refusal) => {
    expect(whyNotDeletable(status as OrderStatus, by as DeletedBy)).toBe(refusal);
  });
});
