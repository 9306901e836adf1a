import Stripe from 'stripe';
import type { Intent, PaymentProvider } from './provider.ts';

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

    /** The event of a webhook call, if its signature is Stripe's for this endpoint's secret; else throws. */
    verifyWebhook(payload: Buffer, signature: string): Stripe.Event {
      if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
