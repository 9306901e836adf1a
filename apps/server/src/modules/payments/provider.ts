import type { PaymentProviderName, TestCardConfirmInput } from '@teatree/shared/schemas/payment';
import type { Executor } from '../../db/client.ts';

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

/** A refund as the provider answers it (Stripe's `re_…` object, in short). */
export interface Refund {
  id: string;
  /** Stripe's statuses: `succeeded`, `pending`, `requires_action`, `failed`, `canceled`. */
  status: string;
  amountCents: number;
}

export interface RefundRequest {
  intentId: string;
  amountCents: number;
  /** The same key always gives the same refund: a retried request never refunds twice. */
  idempotencyKey: string;
}

/** The provider would not refund: its own sentence, for the administrator. */
export class RefundRefused extends Error {}

/** A card refused the way Stripe refuses it: its message, Stripe's code, and the field at fault. */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly field?: 'number' | 'expiry' | 'cvc',
  ) {
    super(message);
  }
}

/** A provider whose card form the shop serves itself (the offline test provider) confirms cards here. */
export interface CardConfirmation {
  /** The intent a client secret belongs to, or null. */
  findByClientSecret(clientSecret: string, tx?: Executor): Promise<Intent | null>;
  /** Charges the card against the intent, or throws CardError as Stripe would refuse it. */
  confirm(intent: Intent, card: TestCardConfirmInput['card'], tx?: Executor): Promise<Intent>;
}

/** What a provider's call to the shop reports, once its signature is verified. */
export type WebhookEvent = { type: 'payment_succeeded'; intentId: string; orderId: string | null } | { type: 'other' };

/**
 * Where card payments go: Stripe when its keys are configured, otherwise the built-in test provider
 * that behaves like Stripe's test mode offline (docs/decisions/0007-payments.md). The test provider
 * keeps its intents in the shop's database, so its calls take the caller's transaction (`tx`); Stripe
 * ignores it.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the browser needs to load the provider's card form (Stripe's publishable key). */
  readonly publishableKey: string | null;
  /** Creates an intent for an order's amount; the same order and amount give the same intent. */
  createIntent(request: IntentRequest, tx?: Executor): Promise<Intent>;
  /** The provider's current word on an intent, or null when it does not know the id. */
  retrieveIntent(id: string, tx?: Executor): Promise<Intent | null>;
  /**
   * Cancels an intent so that no later confirmation can charge it. An intent that can no longer be
   * cancelled (succeeded, processing, already cancelled) is answered as it is, without an error:
   * its status tells the caller what happened.
   */
  cancelIntent(id: string, tx?: Executor): Promise<Intent>;
  /** Refunds a succeeded intent (the whole amount here); throws RefundRefused when the provider refuses. */
  refund(request: RefundRequest, tx?: Executor): Promise<Refund>;
  /** Present when the shop serves the card form itself (the test provider): POST /api/test-payments/confirm. */
  readonly cards?: CardConfirmation;
  /**
   * Present when the provider calls the shop back (Stripe): POST /api/stripe/webhook. Reads a call's
   * event; throws when its signature is not the provider's.
   */
  readonly readWebhook?: (payload: Buffer, signature: string) => WebhookEvent;
}

export const CURRENCY = 'usd';
