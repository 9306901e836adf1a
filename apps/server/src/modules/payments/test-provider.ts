import { randomBytes } from 'node:crypto';
import { cardMessages, TEST_CARDS, type TestCardConfirmInput } from '@teatree/shared/schemas/payment';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import type { Intent, PaymentProvider } from './provider.ts';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number) => Array.from(randomBytes(length), (byte) => ALNUM[byte % ALNUM.length]).join('');

type PaymentRow = typeof payments.$inferSelect;

const toIntent = (row: PaymentRow): Intent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  orderId: row.orderId,
});

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
 */
export function createTestProvider(db: Database) {
  return {
    name: 'test' as const,
    publishableKey: null,

    async createIntent({ orderId, amountCents, currency }) {
      const id = `pi_${randomText(24)}`;
      const [row] = await db
        .insert(payments)
        .values({
          id,
          orderId,
          provider: 'test',
          amountCents,
          currency,
          clientSecret: `${id}_secret_${randomText(24)}`,
        })
        .returning();
      return toIntent(row!);
    },

    async retrieveIntent(id) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row && row.provider === 'test' ? toIntent(row) : null;
    },

    async findByClientSecret(clientSecret: string) {
      const [row] = await db.select().from(payments).where(eq(payments.clientSecret, clientSecret));
      return row && row.provider === 'test' ? toIntent(row) : null;
    },

    /** Charges the card against the intent: its status becomes `succeeded`, or a CardError is thrown. */
    async confirm(intent: Intent, card: TestCardConfirmInput['card']): Promise<Intent> {
      if (intent.status === 'succeeded') return intent;
      try {
        checkTestCard(card);
      } catch (err) {
        if (err instanceof CardError) {
          await db
            .update(payments)
            .set({ lastError: err.message, updatedAt: new Date() })
            .where(eq(payments.id, intent.id));
        }
        throw err;
      }
      const [row] = await db
        .update(payments)
        .set({ status: 'succeeded', lastError: null, updatedAt: new Date() })
        .where(eq(payments.id, intent.id))
        .returning();
      return toIntent(row!);
    },
  } satisfies PaymentProvider & Record<string, unknown>;
}

export type TestProvider = ReturnType<typeof createTestProvider>;
