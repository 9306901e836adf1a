import type { Order } from '@teatree/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { noOrderDialog, orderDialogsReducer } from '../utils/order-dialogs';

const order = (name: string) => ({ _id: name, name }) as Order;

describe("Manage All Orders' dialogs", () => {
  it('opens one dialog for an order', () => {
    const state = orderDialogsReducer(noOrderDialog, { type: 'open', dialog: 'ship', order: order('Sencha') });
    expect(state.open).toBe('ship');
    expect(state.orders.ship?.name).toBe('Sencha');
  });

  it('keeps the order after its dialog closes, so the text does not blank out while it fades', () => {
    const opened = orderDialogsReducer(noOrderDialog, { type: 'open', dialog: 'cancel', order: order('Sencha') });
    const closed = orderDialogsReducer(opened, { type: 'close', dialogs: ['cancel', 'ship'] });
    expect(closed.open).toBeNull();
    expect(closed.orders.cancel?.name).toBe('Sencha');
  });

  it('leaves another dialog open when a move closes its own', () => {
    const opened = orderDialogsReducer(noOrderDialog, { type: 'open', dialog: 'delete', order: order('Sencha') });
    const after = orderDialogsReducer(opened, { type: 'close', dialogs: ['cancel', 'ship'] });
    expect(after).toBe(opened);
  });

  it('remembers the last order of each dialog', () => {
    let state = orderDialogsReducer(noOrderDialog, { type: 'open', dialog: 'delete', order: order('Sencha') });
    state = orderDialogsReducer(state, { type: 'close', dialogs: ['delete'] });
    state = orderDialogsReducer(state, { type: 'open', dialog: 'ship', order: order('Oolong') });
    expect(state.open).toBe('ship');
    expect(state.orders).toMatchObject({ delete: { name: 'Sencha' }, ship: { name: 'Oolong' } });
  });
});
