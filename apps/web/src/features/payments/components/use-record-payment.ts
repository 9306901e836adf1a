import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { OFFLINE_MESSAGE } from '../../../lib/form-errors';

/**
 * After the provider confirms a payment, the shop records it on the order. Should that call fail
 * (the connection dropped, say), the confirmed payment is kept: pressing the button again records
 * the same payment instead of charging the card a second time.
 */
export function useRecordPayment(onConfirmed: (transactionId: string) => Promise<void>) {
  const [unrecorded, setUnrecorded] = useState<string | null>(null);

  const record = async (transactionId: string): Promise<string | null> => {
    try {
      await onConfirmed(transactionId);
      setUnrecorded(null);
      return null;
    } catch (error) {
      setUnrecorded(transactionId);
      const reason = error instanceof ApiError ? error.message : OFFLINE_MESSAGE;
      return `Your card payment went through, but we could not record it on your order yet. ${reason} Press Try again: your card will not be charged twice.`;
    }
  };

  return { unrecorded, record };
}

export type CardFormProps = {
  /** Arrives from POST /api/create-payment-intent; Pay Now waits for it. */
  clientSecret: string | undefined;
  billing: { name: string; email: string };
  /** Records the confirmed payment on the order; rejects when the shop could not. */
  onConfirmed: (transactionId: string) => Promise<void>;
  /** The shop refused the payment before any card was charged (409: the order expired or ended meanwhile). */
  onRefused?: (message: string) => void;
};
