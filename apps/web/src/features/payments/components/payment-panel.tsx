import type { ShopConfig } from '@teatree/shared/schemas/shop-config';
import { lazy, Suspense, useEffect } from 'react';
import { FormAlert } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { isAuthFailure } from '../../../lib/auth-failure';
import { OFFLINE_MESSAGE } from '../../../lib/form-errors';
import { usePaymentIntent } from '../api/create-payment-intent';
import { CardFormLoading } from './payment-page-parts';
import { TestCardForm } from './test-card-form';
import { TestModeNotice } from './test-mode-notice';
import type { CardFormProps } from './use-record-payment';

// Stripe's code (and its script from Stripe's servers) loads only when the shop runs Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

type PaymentPanelProps = Omit<CardFormProps, 'clientSecret'> & {
  orderId: string;
  payments: ShopConfig['payments'];
  /**
   * The order was paid, ended or removed meanwhile (409/404 for its payment): its page should look
   * again. `message` is the server's reason (orderMessages.expired, say).
   */
  onOrderChanged: (message?: string) => void;
};

/**
 * Asks the server for the order's payment intent, then shows the card form of the shop's provider.
 * Pay Now waits for the client secret.
 */
export function PaymentPanel({ orderId, payments, onOrderChanged, ...form }: PaymentPanelProps) {
  const intent = usePaymentIntent(orderId, { enabled: true });
  const { error } = intent;
  const orderChanged = error instanceof ApiError && (error.status === 404 || error.status === 409);

  useEffect(() => {
    if (orderChanged) onOrderChanged(error.message);
  }, [orderChanged, error, onOrderChanged]);

  const clientSecret = intent.data?.clientSecret;
  const intentProblem =
    error && !isAuthFailure(error) ? (
      <div className="flex flex-col items-start gap-3">
        <FormAlert message={error instanceof ApiError ? error.message : OFFLINE_MESSAGE} />
        {!orderChanged && (
          <button type="button" className="btn btn-outline btn-primary btn-sm" onClick={() => intent.refetch()}>
            Try again
          </button>
        )}
      </div>
    ) : null;

  return (
    <div className="flex flex-col gap-5">
      {payments.provider === 'test' ? (
        <>
          <TestModeNotice />
          {intentProblem}
          <TestCardForm clientSecret={clientSecret} onRefused={onOrderChanged} {...form} />
        </>
      ) : (
        <>
          {intentProblem}
          <Suspense fallback={<CardFormLoading rows={2} gap="gap-5" />}>
            <StripeCardForm publishableKey={payments.publishableKey} clientSecret={clientSecret} {...form} />
          </Suspense>
        </>
      )}
    </div>
  );
}
