import Stripe from 'stripe';
import { type Intent, type PaymentProvider, type Refund, RefundRefused, type WebhookEvent } from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Another API origin (a local stand-in in tests); Stripe's own by default. */
  apiBase?: string;
}

const toIntent = (pi: Stripe.PaymentIntent): Intent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  status: pi.status,
  amountCents: pi.amount,
  currency: pi.currency,
  orderId: pi.metadata?.orderId ?? null,
});

/**
 * Whether Stripe refused the request itself (a 4xx: invalid request, card error, idempotency error…),
 * as opposed to not answering (network) or failing (5xx), which are worth trying again.
 */
const refusedByStripe = (err: unknown): err is Stripe.errors.StripeError =>
  err instanceof Stripe.errors.StripeError &&
  typeof err.statusCode === 'number' &&
  err.statusCode >= 400 &&
  err.statusCode < 500;

/** Card payments through Stripe's PaymentIntents, with the official SDK. */
export function createStripeProvider(settings: StripeSettings) {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });

  /** The event of a webhook call, if its signature is Stripe's for this endpoint's secret; else throws. */
  const verifyWebhook = (payload: Buffer, signature: string): Stripe.Event => {
    if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    return stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
  };

  return {
    name: 'stripe' as const,
    publishableKey: settings.publishableKey,

    async createIntent({ orderId, amountCents, currency, email }) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          // Cards only, confirmed in the page: no redirecting payment methods.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { orderId },
          receipt_email: email,
        },
        // One intent per order and amount, however often the payment page is opened.
        { idempotencyKey: `teatree-order-${orderId}-${amountCents}` },
      );
      return toIntent(pi);
    },

    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },

    /**
     * Cancels the intent at Stripe. Stripe answers 400 `payment_intent_unexpected_state` for an intent
     * that succeeded, is processing or is cancelled already: that intent is answered as Stripe has it.
     */
    async cancelIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'payment_intent_unexpected_state') {
          return toIntent(await stripe.paymentIntents.retrieve(id));
        }
        throw err;
      }
    },

    /** Refunds through Stripe; a refusal (a 4xx) becomes RefundRefused with Stripe's sentence. */
    async refund({ intentId, amountCents, idempotencyKey }): Promise<Refund> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount: amountCents },
          { idempotencyKey },
        );
        return { id: refund.id, status: refund.status ?? 'pending', amountCents: refund.amount };
      } catch (err) {
        if (refusedByStripe(err)) throw new RefundRefused(err.message, { cause: err });
        throw err;
      }
    },

    verifyWebhook,

    readWebhook(payload: Buffer, signature: string): WebhookEvent {
      const event = verifyWebhook(payload, signature);
      if (event.type !== 'payment_intent.succeeded') return { type: 'other' };
      const intent = event.data.object;
      return { type: 'payment_succeeded', intentId: intent.id, orderId: intent.metadata?.orderId ?? null };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
