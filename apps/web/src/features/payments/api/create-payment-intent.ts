import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentIntentAnswer } from '@teatree/shared/schemas/payment';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function createPaymentIntent(orderId: string): Promise<PaymentIntentAnswer> {
  return api.post<PaymentIntentAnswer>('/create-payment-intent', { orderId });
}

export function paymentIntentQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: [...queryKeys.payments, 'intent', orderId],
    queryFn: () => createPaymentIntent(orderId),
    // One intent per visit to the payment page: it is never refreshed behind the customer's back, and
    // is not kept once they leave (a later visit asks again, and the server answers for the order then).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** POST /api/create-payment-intent: the client secret the card form needs before Pay Now can work. */
export function usePaymentIntent(orderId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...paymentIntentQueryOptions(orderId), enabled });
}
