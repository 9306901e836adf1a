import { cardMessages } from '@teatree/shared/schemas/payment';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { FormAlert, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { OFFLINE_MESSAGE } from '../../../lib/form-errors';
import { confirmTestPayment } from '../api/confirm-test-payment';
import { PayButton } from './pay-button';
import { type CardFormProps, useRecordPayment } from './use-record-payment';

type CardField = 'number' | 'expiry' | 'cvc';

// Stripe's card element says these before asking anyone; the test form says the same.
const incompleteExpiry = "Your card's expiration date is incomplete.";

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** 4242424242424242 → "4242 4242 4242 4242", as printed on the card. */
function formatCardNumber(value: string): string {
  return digits(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" → "12/34"; the slash appears only with the year, so deleting back through it never sticks. */
function formatExpiry(value: string): string {
  const d = digits(value, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

function checkCard(number: string, expiry: string, cvc: string): { field: CardField; message: string } | null {
  if (digits(number, 19).length < 12) return { field: 'number', message: cardMessages.incompleteNumber };
  if (digits(expiry, 4).length < 4) return { field: 'expiry', message: incompleteExpiry };
  if (digits(cvc, 4).length < 3) return { field: 'cvc', message: cardMessages.incompleteCvc };
  return null;
}

/** Which of the form's fields a server field name (`card.number`, `expMonth`, `cvc`…) speaks of. */
function fieldOf(fields: Record<string, string>): CardField | null {
  const names = Object.keys(fields).join(' ').toLowerCase();
  if (names.includes('number')) return 'number';
  if (names.includes('exp')) return 'expiry';
  if (names.includes('cvc')) return 'cvc';
  return null;
}

/**
 * The card form of the built-in test provider, the offline stand-in for Stripe's card element: card
 * number, expiry and CVC, confirmed by the shop's test-payments endpoint with Stripe's own answers.
 */
export function TestCardForm({ clientSecret, billing, onConfirmed, onRefused }: CardFormProps) {
  const id = useId();
  const alertId = `${id}-alert`;
  const onAuthFailure = useAuthFailure();
  const { unrecorded, record } = useRecordPayment(onConfirmed);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<{ field: CardField | null; message: string } | null>(null);
  const [processing, setProcessing] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!clientSecret || processing) return;
    setProcessing(true);
    try {
      if (unrecorded) {
        const failed = await record(unrecorded);
        setError(failed ? { field: null, message: failed } : null);
        return;
      }
      const problem = checkCard(number, expiry, cvc);
      if (problem) {
        setError(problem);
        return;
      }
      setError(null);
      const expDigits = digits(expiry, 4);
      let transactionId: string;
      try {
        const { paymentIntent } = await confirmTestPayment({
          clientSecret,
          card: {
            number: digits(number, 19),
            expMonth: Number(expDigits.slice(0, 2)),
            expYear: 2000 + Number(expDigits.slice(2)),
            cvc: digits(cvc, 4),
          },
          billingDetails: billing,
        });
        transactionId = paymentIntent.id;
      } catch (failure) {
        if (await onAuthFailure(failure)) return;
        // The order can no longer be paid (it expired, or ended meanwhile): its page says why.
        if (failure instanceof ApiError && failure.status === 409) onRefused?.(failure.message);
        setError(
          failure instanceof ApiError
            ? { field: fieldOf(failure.fields), message: failure.message }
            : { field: null, message: OFFLINE_MESSAGE },
        );
        return;
      }
      const failed = await record(transactionId);
      setError(failed ? { field: null, message: failed } : null);
    } finally {
      setProcessing(false);
    }
  };

  const invalid = (field: CardField) => error?.field === field;
  // Every card field takes digits, written as the card prints them, and marks itself when it is the one at fault.
  const fieldProps = (
    field: CardField,
    value: string,
    set: (value: string) => void,
    format: (typed: string) => string,
  ) => ({
    inputMode: 'numeric' as const,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(format(event.target.value)),
    'aria-invalid': invalid(field),
    'aria-describedby': invalid(field) ? alertId : undefined,
    className: invalid(field) ? 'input-error' : '',
    disabled: processing || Boolean(unrecorded),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Card number"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        {...fieldProps('number', number, setNumber, formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          {...fieldProps('expiry', expiry, setExpiry, formatExpiry)}
        />
        <TextField
          label="CVC"
          autoComplete="cc-csc"
          placeholder="123"
          {...fieldProps('cvc', cvc, setCvc, (typed) => digits(typed, 4))}
        />
      </div>
      {error && (
        <div id={alertId}>
          <FormAlert message={error.message} />
        </div>
      )}
      <PayButton ready={Boolean(clientSecret)} processing={processing} retry={Boolean(unrecorded)} />
    </form>
  );
}
