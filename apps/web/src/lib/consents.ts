import { queryOptions } from '@tanstack/react-query';
import type { ConsentList } from '@teatree/shared/schemas/consent';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/profile/consents (signed in): every consent of the customer, and the refill reminders' cups a
 * day (docs/decisions/0044-mails-with-consent.md); read by the profile's list and the checkout's cart
 * reminder. Kept under the profile's key, so a change of identity forgets them (lib/auth.ts); read again
 * whenever shown, since a mailed link can change them from another tab.
 */
export const consentsQuery = queryOptions({
  queryKey: [...queryKeys.profile, 'consents'],
  queryFn: ({ signal }) => api.get<ConsentList>('/profile/consents', { signal }),
  staleTime: 0,
});
