import { useMutation, useQuery } from '@tanstack/react-query';
import type { ConsentList, GuestCartReminderAnswer, GuestCartReminderInput } from '@teatree/shared/schemas/consent';
import { api } from '../../../lib/api-client';
import { useSessionEnding } from '../../../lib/auth';
import { consentsQuery } from '../../../lib/consents';
import { useWrite } from '../../../lib/mutations';

/*
 * The cart's reminder (docs/decisions/0044-mails-with-consent.md): one mail about a cart left for the
 * time the owner sets, sent only to a signed-in customer who asked for it. The consents are the
 * customer's own (lib/consents.ts).
 */

/**
 * Whether the customer asked for the cart's reminder: `on` once given; `pending` while an address not yet
 * verified has still to confirm it by the link mailed.
 */
export function useCartReminders() {
  const ending = useSessionEnding();
  const query = useQuery({ ...consentsQuery, enabled: !ending });
  const consent = query.data?.consents.find((one) => one.kind === 'cart_reminders');
  return { ...query, on: consent?.status === 'active', pending: consent?.status === 'pending' };
}

/** PUT /api/profile/consents/cart_reminders: the reminder given or withdrawn; the answer is the list of consents. */
export const useSetCartReminders = () =>
  useWrite(
    (given: boolean) => api.put<ConsentList>('/profile/consents/cart_reminders', { given }),
    (queryClient, list) => queryClient.setQueryData(consentsQuery.queryKey, list),
  );

/**
 * PUT /api/cart/reminder: a guest's cart, which their browser keeps, kept by the shop for its one
 * reminder (`remind: true`), or the reminder withdrawn.
 */
export const useKeepGuestCart = () =>
  useMutation({
    mutationFn: (input: GuestCartReminderInput) => api.put<GuestCartReminderAnswer>('/cart/reminder', input),
  });
