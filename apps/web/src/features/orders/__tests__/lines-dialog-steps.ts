import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types `count` tins of one tea in a dialog that sends back tins of an order (refund, return), in place
 * of what its field held; gives the field, found by its label ("Tins to refund of Genmaicha").
 */
export async function chooseTins(user: UserEvent, dialog: HTMLElement, label: string | RegExp, count: string) {
  const field = within(dialog).getByLabelText(label);
  await user.clear(field);
  await user.type(field, count);
  return field;
}
