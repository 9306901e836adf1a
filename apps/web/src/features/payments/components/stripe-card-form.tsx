import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { paymentText } from '@teatree/shared/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-field';
import { PayButton } from './pay-button';
import { CardFormLoading } from './payment-page-parts';
import { type CardFormProps, useRecordPayment } from './use-record-payment';

/*
 * This module is the only one that imports Stripe's code, and only the payment page loads it (lazily,
 * when the shop runs Stripe): no other page downloads it or talks to Stripe's servers.
 */

export const STRIPE_UNAVAILABLE = 'Card payment is unavailable right now. Please try again in a few minutes.';

// Stripe's card element lives in an iframe: it takes colours and sizes as values, not classes.
const cardStyle = {
  base: {
    fontSize: '16px',
    color: '#2a211b',
    fontFamily: 'system-ui, sans-serif',
    '::placeholder': { color: '#6f655c' },
  },
  invalid: { color: '#b42318', iconColor: '#b42318' },
};

function StripeCheckout({ clientSecret, billing, onConfirmed }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { unrecorded, record } = useRecordPayment(onConfirmed);
  const [cardReady, setCardReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || !clientSecret || processing) return;
    setProcessing(true);
    try {
      if (unrecorded) {
        setError(await record(unrecorded));
        return;
      }
      // docs/product.md: nothing happens if the card element is missing.
      const card = elements.getElement(CardElement);
      if (!card) return;
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: billing.name, email: billing.email } },
      });
      if (result.error) {
        setError(result.error.message ?? 'Your card could not be charged.');
        return;
      }
      setError(null);
      setError(await record(result.paymentIntent.id));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset>
        <legend className="mb-1.5 font-medium">Card details</legend>
        <div className="rounded-field border border-base-300 bg-base-100 px-3 py-3.5 focus-within:outline-2 focus-within:outline-primary">
          <CardElement
            options={{ style: cardStyle, hidePostalCode: true, disabled: processing || Boolean(unrecorded) }}
            onReady={() => setCardReady(true)}
            onChange={(change) => setError(change.error?.message ?? null)}
          />
        </div>
      </fieldset>
      <FormAlert message={error} />
      <PayButton
        ready={Boolean(stripe && elements && cardReady && clientSecret)}
        processing={processing}
        retry={Boolean(unrecorded)}
      />
    </form>
  );
}

type StripeCardFormProps = CardFormProps & { publishableKey: string | null };

/** Stripe's card element, once Stripe.js has loaded from Stripe (it cannot offline: then it says so). */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    if (!publishableKey) {
      console.warn(paymentText.stripeUnavailable);
      setFailed(true);
      return;
    }
    loadStripe(publishableKey)
      .then((loaded) => {
        if (!loaded) console.warn(paymentText.stripeUnavailable);
        if (!current) return;
        if (loaded) setStripe(loaded);
        else setFailed(true);
      })
      .catch(() => {
        // docs/product.md, "Errors": a console warning only; the customer sees why they cannot pay.
        console.warn(paymentText.stripeLoadFailed);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (failed) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert message={STRIPE_UNAVAILABLE} />
        <PayButton ready={false} processing={false} retry={false} />
      </div>
    );
  }
  if (!stripe) {
    return (
      <CardFormLoading
        rowHeight="h-14"
        gap="gap-5"
        button={<PayButton ready={false} processing={false} retry={false} />}
      />
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeCheckout {...props} />
    </Elements>
  );
}
