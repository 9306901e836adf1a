import type { Order } from '@teatree/shared/schemas/order';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { expect, vi } from 'vitest';
import { admin, customer, renderWithToasts } from '../../../testing/render';
import { retype } from '../../../testing/user-steps';

type OrderDialog = ComponentType<{ order: Order; open: boolean; onClose: () => void }>;

/** Where a dialog about an order opens: the order's own page, for its customer, or Manage All Orders. */
type Place = 'order page' | 'Manage All Orders';

/**
 * Opens a dialog about `order` (a refund, a return, its answer) where it belongs, and finds it by its
 * name; gives it with the onClose it calls.
 */
export function showOrderDialog(Dialog: OrderDialog, order: Order, place: Place, name: string) {
  const onClose = vi.fn();
  const [path, session] = place === 'order page' ? [`/orders/${order._id}`, customer] : ['/manageOrder', admin];
  renderWithToasts(path, <Dialog order={order} open onClose={onClose} />, { session });
  return { dialog: screen.getByRole('dialog', { name }), onClose };
}

/**
 * Types `count` tins of one tea in a dialog that sends back tins of an order (refund, return), in place
 * of what its field held; gives the field, found by its label ("Tins to refund of Genmaicha").
 */
export async function chooseTins(user: UserEvent, dialog: HTMLElement, label: string | RegExp, count: string) {
  const field = within(dialog).getByLabelText(label);
  await retype(user, field, count);
  return field;
}

/**
 * Checks the tins a dialog that sends back tins of order #1005 (refund, return) offers of each tea:
 * none chosen yet, up to 3 of Spring Sencha and 1 of Genmaicha. Gives the two fields.
 */
export function expectTinsOffered(dialog: HTMLElement, verb: 'refund' | 'return') {
  const sencha = within(dialog).getByLabelText(new RegExp(`Tins to ${verb} of Spring Sencha`));
  expect(sencha).toHaveValue(0);
  expect(sencha).toHaveAttribute('max', '3');
  const genmaicha = within(dialog).getByLabelText(`Tins to ${verb} of Genmaicha`);
  expect(genmaicha).toHaveAttribute('max', '1');
  return { sencha, genmaicha };
}

/** Checks a dialog kept a form it found wrong: nothing sent, and the dialog still open. */
export function expectHeldBack(sent: readonly unknown[], onClose: () => void) {
  expect(sent).toEqual([]);
  expect(onClose).not.toHaveBeenCalled();
}
