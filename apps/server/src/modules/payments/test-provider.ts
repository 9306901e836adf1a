import { createHash, randomBytes } from 'node:crypto';
import { cardMessages, TEST_CARDS, type TestCardConfirmInput } from '@teatree/shared/schemas/payment';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { asValues, builtOnce } from '../../db/built-once.ts';
import type { Database, Executor } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/index.ts';
import {
  type CardConfirmation,
  CardError,
  type Intent,
  type PaymentProvider,
  type Refund,
  RefundRefused,
  type RefundRequest,
} from './provider.ts';
import { findPayment } from './repository.ts';

export { CardError };

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number) => Array.from(randomBytes(length), (byte) => ALNUM[byte % ALNUM.length]).join('');

type PaymentRow = typeof payments.$inferSelect;

/** The statuses Stripe cancels an intent from (`requires_capture` never happens here: cards are captured at once). */
const CANCELABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'];
/** The statuses Stripe confirms an intent in. */
const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/* What every test-card payment runs, built once (db/built-once.ts), as the payments repository's statements are. */
const selectBySecret = builtOnce<{ clientSecret: string }>()('find_test_intent_by_secret', (tx, v) =>
  tx.select().from(payments).where(eq(payments.clientSecret, v.clientSecret)),
);
type TestIntent = { id: string; orderId: string; amountCents: number; currency: string; clientSecret: string };
const insertTestIntent = builtOnce<TestIntent>()('create_test_intent', (tx, v) =>
  tx
    .insert(payments)
    .values({ ...v, provider: 'test' })
    .returning(),
);
type Charged = { status: string; lastError: null; updatedAt: Date };
const chargeTestIntent = builtOnce<{ id: string; set: Charged }>()('charge_test_intent', (tx, v) =>
  tx
    .update(payments)
    .set(asValues<Charged>(v.set))
    .where(and(eq(payments.id, v.id), inArray(payments.status, CONFIRMABLE)))
    .returning(),
);

/** Stripe's sentences for what this provider refuses, as its API words them. */
export const testProviderMessages = {
  noSuchIntent: (id: string) => `No such payment_intent: '${id}'`,
  cannotConfirm: (status: string) =>
    `You cannot confirm this PaymentIntent because it has a status of ${status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_payment_method, requires_confirmation, requires_action.`,
  noSuccessfulCharge: (intentId: string) =>
    `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
  alreadyRefunded: (chargeId: string) => `Charge ${chargeId} has already been refunded.`,
  refundTooLarge: (amountCents: number, leftCents: number, chargedCents: number) =>
    leftCents === chargedCents
      ? `Refund amount (${dollars(amountCents)}) is greater than charge amount (${dollars(chargedCents)})`
      : `Refund amount (${dollars(amountCents)}) is greater than unrefunded amount on charge (${dollars(leftCents)})`,
  notPositive: 'This value must be greater than or equal to 1.',
  idempotencyMismatch: (key: string) =>
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
};

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * A refund's id, the same for the same idempotency key on every app server: `re_` and 24 letters and
 * digits from the key's SHA-256. A retried refund therefore gets the refund it made the first time.
 */
export function refundIdFor(idempotencyKey: string): string {
  let n = BigInt(`0x${createHash('sha256').update(`teatree-test-refund:${idempotencyKey}`).digest('hex')}`);
  let id = '';
  for (let i = 0; i < 24; i++) {
    id += ALNUM[Number(n % 62n)];
    n /= 62n;
  }
  return `re_${id}`;
}

/** The card charge of a succeeded intent, named as Stripe names charges (`ch_…`). */
const chargeIdOf = (intentId: string) => `ch_${intentId.slice(3)}`;

const toIntent = (row: PaymentRow): Intent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  orderId: row.orderId,
});

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card as Stripe's test mode does: the number's form and checksum, the expiry and the CVC
 * first, then the outcome Stripe documents for its test numbers. Throws a CardError, or returns.
 */
export function checkTestCard(card: TestCardConfirmInput['card'], now = new Date()): void {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number)) throw new CardError(cardMessages.invalidNumber, 'invalid_number', 'number');
  if (number.length < 13) throw new CardError(cardMessages.incompleteNumber, 'incomplete_number', 'number');
  if (number.length > 19 || !luhnValid(number)) {
    throw new CardError(cardMessages.invalidNumber, 'invalid_number', 'number');
  }
  const month = Number(card.expMonth);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new CardError(cardMessages.invalidExpiryMonth, 'invalid_expiry_month', 'expiry');
  }
  const year = Number(card.expYear) < 100 ? 2000 + Number(card.expYear) : Number(card.expYear);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth)
    throw new CardError(cardMessages.pastExpiry, 'invalid_expiry_year', 'expiry');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) throw new CardError(cardMessages.incompleteCvc, 'incomplete_cvc', 'cvc');

  const known = TEST_CARDS.find((c) => c.number === number);
  if (!known) throw new CardError(cardMessages.notTestCard, 'card_declined', 'number');
  if (known.outcome === 'succeeds') return;
  throw new CardError(known.outcome, known.code, 'field' in known ? known.field : undefined);
}

/**
 * The offline provider: intents live in the payments table (so any app server can confirm them),
 * with Stripe's id and client-secret shapes. `confirm` stands in for Stripe.js confirming a card.
 * Every call takes the caller's transaction (`tx`), so that it sees and joins what the caller has
 * locked and written; the refunds it made are the ones the shop recorded (the refunds table).
 */
export function createTestProvider(db: Database) {
  const find = async (tx: Executor, id: string) => {
    const row = await findPayment(tx, id);
    return row && row.provider === 'test' ? row : undefined;
  };

  const provider = {
    name: 'test' as const,
    publishableKey: null,

    async createIntent({ orderId, amountCents, currency }, tx: Executor = db) {
      const id = `pi_${randomText(24)}`;
      const [row] = await insertTestIntent(tx, {
        id,
        orderId,
        amountCents,
        currency,
        clientSecret: `${id}_secret_${randomText(24)}`,
      });
      return toIntent(row!);
    },

    async retrieveIntent(id, tx: Executor = db) {
      const row = await find(tx, id);
      return row ? toIntent(row) : null;
    },

    async findByClientSecret(clientSecret: string, tx: Executor = db) {
      const [row] = await selectBySecret(tx, { clientSecret });
      return row && row.provider === 'test' ? toIntent(row) : null;
    },

    /**
     * Cancels an intent that has not been paid (Stripe's cancelable statuses); any other intent
     * (succeeded, processing, cancelled already) is answered as it is. An unknown id throws.
     */
    async cancelIntent(id, tx: Executor = db) {
      const [cancelled] = await tx
        .update(payments)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.provider, 'test'), inArray(payments.status, CANCELABLE)))
        .returning();
      if (cancelled) return toIntent(cancelled);
      const row = await find(tx, id);
      if (!row) throw new Error(testProviderMessages.noSuchIntent(id));
      return toIntent(row);
    },

    /**
     * Refunds a succeeded intent as Stripe does: at most what is left of its amount, the same refund
     * again for the same idempotency key (and Stripe's idempotency error for the same key with other
     * parameters); otherwise RefundRefused with Stripe's sentence.
     */
    async refund({ intentId, amountCents, idempotencyKey }: RefundRequest, tx: Executor = db): Promise<Refund> {
      const id = refundIdFor(idempotencyKey);
      const [earlier] = await tx.select().from(refunds).where(eq(refunds.id, id));
      if (earlier) {
        if (earlier.paymentId !== intentId || earlier.amountCents !== amountCents) {
          throw new RefundRefused(testProviderMessages.idempotencyMismatch(idempotencyKey));
        }
        return { id: earlier.id, status: earlier.status, amountCents: earlier.amountCents };
      }
      const row = await find(tx, intentId);
      if (!row) throw new RefundRefused(testProviderMessages.noSuchIntent(intentId));
      if (!Number.isInteger(amountCents) || amountCents < 1) throw new RefundRefused(testProviderMessages.notPositive);
      if (row.status !== 'succeeded') throw new RefundRefused(testProviderMessages.noSuccessfulCharge(row.id));
      const [done] = await tx
        .select({ cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.paymentId, row.id), inArray(refunds.status, ['succeeded', 'pending'])));
      const left = row.amountCents - Number(done?.cents ?? 0);
      if (left <= 0) throw new RefundRefused(testProviderMessages.alreadyRefunded(chargeIdOf(row.id)));
      if (amountCents > left) {
        throw new RefundRefused(testProviderMessages.refundTooLarge(amountCents, left, row.amountCents));
      }
      return { id, status: 'succeeded', amountCents };
    },

    /**
     * Charges the card against the intent: its status becomes `succeeded`, or a CardError is thrown
     * (a refused card, or Stripe's `payment_intent_unexpected_state` for an intent that can no longer
     * be confirmed, such as a cancelled one).
     */
    async confirm(intent: Intent, card: TestCardConfirmInput['card'], tx: Executor = db): Promise<Intent> {
      const current = await find(tx, intent.id);
      if (!current) throw new Error(testProviderMessages.noSuchIntent(intent.id));
      if (current.status === 'succeeded') return toIntent(current);
      if (!CONFIRMABLE.includes(current.status)) {
        throw new CardError(testProviderMessages.cannotConfirm(current.status), 'payment_intent_unexpected_state');
      }
      try {
        checkTestCard(card);
      } catch (err) {
        if (err instanceof CardError) {
          await tx
            .update(payments)
            .set({ lastError: err.message, updatedAt: new Date() })
            .where(eq(payments.id, intent.id));
        }
        throw err;
      }
      // Only an intent still confirmable is charged, whatever happened since it was read.
      const [row] = await chargeTestIntent(tx, {
        id: intent.id,
        set: { status: 'succeeded', lastError: null, updatedAt: new Date() },
      });
      if (!row) {
        const now = (await find(tx, intent.id))!;
        if (now.status === 'succeeded') return toIntent(now);
        throw new CardError(testProviderMessages.cannotConfirm(now.status), 'payment_intent_unexpected_state');
      }
      return toIntent(row);
    },
  } satisfies PaymentProvider & CardConfirmation & Record<string, unknown>;
  return { ...provider, cards: provider };
}

export type TestProvider = ReturnType<typeof createTestProvider>;
