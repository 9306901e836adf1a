import { TEST_CARDS } from '@teatree/shared/schemas/payment';
import { HiOutlineBeaker } from 'react-icons/hi2';

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');
const [goodCard, declinedCard] = TEST_CARDS;

/** The shop runs the built-in test provider: no money moves, and only Stripe's test cards work. */
export function TestModeNotice() {
  return (
    <aside
      aria-label="Test mode"
      className="flex gap-3 rounded-field border border-warning/50 bg-warning/15 px-4 py-3 text-sm leading-relaxed"
    >
      <HiOutlineBeaker className="mt-0.5 size-5 shrink-0 text-amber-ink" aria-hidden="true" />
      <div>
        <p className="font-semibold">This shop is in test mode: no real money is taken.</p>
        <p>
          Pay with the test card <strong className="whitespace-nowrap font-mono">{spaced(goodCard.number)}</strong>, any
          future expiry date (such as 12/34) and any three digits as CVC. The card{' '}
          <span className="whitespace-nowrap font-mono">{spaced(declinedCard.number)}</span> shows how a declined card
          looks.
        </p>
      </div>
    </aside>
  );
}
