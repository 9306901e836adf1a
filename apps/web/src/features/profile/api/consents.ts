import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { AccountConsentInput, AccountConsentKind, ConsentList } from '@teatree/shared/schemas/consent';
import { api } from '../../../lib/api-client';
import { consentsQuery } from '../../../lib/consents';
import { refetchUnder, useWrite } from '../../../lib/mutations';
import { queryKeys } from '../../../lib/query-keys';

/*
 * The mails the signed-in customer agreed to (docs/decisions/0044-mails-with-consent.md): the newsletter,
 * cart and refill reminders for the whole account, and an alert for each sold-out tea they asked about.
 */

/** GET /api/profile/consents: every consent given or waiting to be confirmed, and the cups a day refills assume. */
export function useConsents() {
  return useQuery(consentsQuery);
}

/**
 * A consent's change answers with the whole list as it is now. Refill reminders (and the cups a day)
 * change what a delivered order's page says about its teas, so the orders are asked again too.
 */
function keepList(queryClient: QueryClient, list: ConsentList) {
  queryClient.setQueryData(consentsQuery.queryKey, list);
  return refetchUnder(queryClient, [queryKeys.orders]);
}

const id = encodeURIComponent;

/** PUT /api/profile/consents/{kind}: an account-wide consent given or withdrawn (refill reminders with the cups a day). */
export const useSetConsent = () =>
  useWrite(
    ({ kind, change }: { kind: AccountConsentKind; change: AccountConsentInput }) =>
      api.put<ConsentList>(`/profile/consents/${id(kind)}`, change),
    keepList,
  );

/** DELETE /api/profile/consents/{id}: one consent withdrawn at once, such as a back-in-stock alert. */
export const useWithdrawConsent = () =>
  useWrite((consentId: string) => api.delete<ConsentList>(`/profile/consents/${id(consentId)}`), keepList);
