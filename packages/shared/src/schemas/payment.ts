import { z } from 'zod';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A payment intent's id, in Stripe's shape (the test provider mints the same shape). */
export const TRANSACTION_ID_PATTERN = /^pi_[A-Za-z0-9]{8,64}$/;

/** POST /api/create-payment-intent: the order to pay. The original site's `price` may be sent and is ignored. */
export const createPaymentIntentInput = z.object({
  orderId: z.string({ error: 'Order is required' }).min(1, { error: 'Order is required' }).max(64),
});

export const paymentIntentAnswer = z.object({
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The order's total in cents: what the provider will charge. */
  amount: z.number().int(),
  currency: z.string(),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswer>;

/** PATCH /api/purchase/{id}: the payment completion payload of docs/product.md, "API". */
export const payOrderInput = z.object({
  transactionId: z
    .string({ error: 'Transaction id is required' })
    .regex(TRANSACTION_ID_PATTERN, { error: 'Transaction id is not a payment id' }),
  productId: z.string().max(64).optional(),
});

/**
 * The built-in test provider's confirm call (the offline stand-in for Stripe's
 * `POST /v1/payment_intents/{id}/confirm` with a card): the client secret and the card typed in.
 */
export const testCardConfirmInput = z.object({
  clientSecret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().max(40),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: z.string().max(8),
  }),
  billingDetails: z
    .object({ name: z.string().max(200), email: z.string().max(254) })
    .partial()
    .optional(),
});
export type TestCardConfirmInput = z.input<typeof testCardConfirmInput>;

/** Stripe's own wording for card errors, which both providers show as they are. */
export const cardMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  invalidNumber: 'Your card number is invalid.',
  incompleteNumber: 'Your card number is incomplete.',
  pastExpiry: "Your card's expiration date is in the past.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  incompleteCvc: "Your card's security code is incomplete.",
  notTestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. Use a test card such as 4242 4242 4242 4242.',
} as const;

/**
 * Stripe's documented test cards that the test provider knows: what each one does, with Stripe's
 * error code and the card field it blames.
 */
export const TEST_CARDS = [
  { number: '4242424242424242', outcome: 'succeeds' },
  { number: '4000000000000002', outcome: cardMessages.declined, code: 'card_declined' },
  { number: '4000000000009995', outcome: cardMessages.insufficientFunds, code: 'insufficient_funds' },
  { number: '4000000000000069', outcome: cardMessages.expired, code: 'expired_card', field: 'expiry' },
  { number: '4000000000000127', outcome: cardMessages.incorrectCvc, code: 'incorrect_cvc', field: 'cvc' },
] as const;
