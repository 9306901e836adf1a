import type { TestCardConfirmInput } from '@teatree/shared/schemas/payment';
import { api } from '../../../lib/api-client';

export type ConfirmedPayment = {
  paymentIntent: { id: string; status: 'succeeded'; amount: number; currency: string };
};

/**
 * The built-in test provider's stand-in for Stripe's confirmCardPayment: a declined card answers 402
 * with Stripe's own wording, which the form shows as it is.
 */
export function confirmTestPayment(input: TestCardConfirmInput): Promise<ConfirmedPayment> {
  return api.post<ConfirmedPayment>('/test-payments/confirm', input);
}
