import type { PaymentProviderName } from '@teatree/shared/schemas/payment';

/** A payment intent as the shop needs to know it, whichever provider holds it. */
export interface Intent {
  /** The provider's id, in Stripe's `pi_…` shape: it becomes the order's transaction id. */
  id: string;
  clientSecret: string;
  /** Stripe's statuses: `requires_payment_method`, `processing`, `succeeded`, `canceled`… */
  status: string;
  amountCents: number;
  currency: string;
  /** The order the intent was created for (Stripe: `metadata.orderId`). */
  orderId: string | null;
}

export interface IntentRequest {
  orderId: string;
  amountCents: number;
  currency: string;
  email: string;
}

/**
 * Where card payments go: Stripe when its keys are configured, otherwise the built-in test provider
 * that behaves like Stripe's test mode offline (docs/decisions/0007-payments.md).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the browser needs to load the provider's card form (Stripe's publishable key). */
  readonly publishableKey: string | null;
  /** Creates an intent for an order's amount; the same order and amount give the same intent. */
  createIntent(request: IntentRequest): Promise<Intent>;
  /** The provider's current word on an intent, or null when it does not know the id. */
  retrieveIntent(id: string): Promise<Intent | null>;
}

export const CURRENCY = 'usd';
