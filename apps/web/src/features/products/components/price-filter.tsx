import { formatAmount, formatPrice } from '@teatree/shared/money';
import { filterMessages } from '@teatree/shared/schemas/product';
import { type FormEvent, useId, useState } from 'react';
import { type PanelFilters, PRICE_MAX } from '../utils/catalogue-search';

/** The field's text for an amount in the address: "12.5" for 12.5, nothing when open. */
const fieldText = (price: number | null) => (price === null ? '' : String(price));

type PriceRead = { price: number | null } | { error: string };

function readPriceField(text: string, error: string): PriceRead {
  if (text.trim() === '') return { price: null };
  const price = Number(text);
  if (!Number.isFinite(price) || price < 0 || price > PRICE_MAX) return { error };
  return { price: Math.round(price * 100) / 100 };
}

/** Whether a field's text already names this amount (or, empty, no amount). */
function saysPrice(text: string, price: number | null): boolean {
  const read = readPriceField(text, '');
  return 'price' in read && read.price === price;
}

type PriceError = { field: 'from' | 'to'; message: string };

/**
 * The catalogue's price range: two amounts, applied together once the focus leaves both (or on
 * Enter), each checked as the server checks the address's, and the shop's own range shown beneath.
 */
export function PriceFilter({
  minPrice,
  maxPrice,
  range,
  onChange,
  sheet,
}: {
  minPrice: number | null;
  maxPrice: number | null;
  range: { min: number; max: number } | null;
  onChange: (change: Partial<PanelFilters>) => void;
  sheet: boolean;
}) {
  const id = useId();
  const [from, setFrom] = useState(fieldText(minPrice));
  const [to, setTo] = useState(fieldText(maxPrice));
  const [error, setError] = useState<PriceError | null>(null);
  // Back, forward, Clear filters or the other panel change the address: the fields follow it, unless
  // they already say the same amount ("12.50" for 12.5 stays as typed).
  const [seen, setSeen] = useState({ minPrice, maxPrice });
  if (seen.minPrice !== minPrice || seen.maxPrice !== maxPrice) {
    setSeen({ minPrice, maxPrice });
    if (!saysPrice(from, minPrice)) setFrom(fieldText(minPrice));
    if (!saysPrice(to, maxPrice)) setTo(fieldText(maxPrice));
    setError(null);
  }

  const apply = () => {
    const low = readPriceField(from, filterMessages.minPrice);
    const high = readPriceField(to, filterMessages.maxPrice);
    if ('error' in low) return setError({ field: 'from', message: low.error });
    if ('error' in high) return setError({ field: 'to', message: high.error });
    if (low.price !== null && high.price !== null && low.price > high.price) {
      return setError({ field: 'from', message: filterMessages.priceOrder });
    }
    setError(null);
    if (low.price !== minPrice || high.price !== maxPrice) onChange({ minPrice: low.price, maxPrice: high.price });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  const errorId = `${id}-error`;
  const field = (which: 'from' | 'to') => {
    const value = which === 'from' ? from : to;
    const set = which === 'from' ? setFrom : setTo;
    const hint = range ? formatAmount(which === 'from' ? range.min : range.max) : undefined;
    return (
      <div className="min-w-0">
        <label htmlFor={`${id}-${which}`} className="mb-1 block text-xs font-medium text-base-content/75">
          {which === 'from' ? 'From' : 'To'}
        </label>
        <div className="relative">
          <span
            className="pointer-events-none absolute left-2.5 top-1/2 z-[1] -translate-y-1/2 text-sm text-base-content/60"
            aria-hidden="true"
          >
            $
          </span>
          <input
            id={`${id}-${which}`}
            type="number"
            inputMode="decimal"
            enterKeyHint="done"
            step="0.01"
            min={0}
            max={PRICE_MAX}
            placeholder={hint}
            className={`input w-full bg-base-100 pl-6 text-base tabular-nums ${sheet ? '' : 'input-sm md:text-sm'} ${
              error?.field === which ? 'input-error' : ''
            }`}
            value={value}
            aria-invalid={error?.field === which || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => set(event.currentTarget.value)}
          />
        </div>
      </div>
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      // Applied once the focus leaves both fields (or on Enter): one change, one step back.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) apply();
      }}
    >
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-semibold text-base-content">Price</legend>
        <div className="grid grid-cols-2 gap-2">
          {field('from')}
          {field('to')}
        </div>
        {error && (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-error">
            {error.message}
          </p>
        )}
        {range && !error && (
          <p className="mt-1.5 text-xs text-base-content/65">
            Prices run from {formatPrice(range.min)} to {formatPrice(range.max)}
          </p>
        )}
        {/* Enter in either field applies the range; the fields' own blur does the rest. */}
        <button type="submit" className="sr-only" tabIndex={-1}>
          Apply the price range
        </button>
      </fieldset>
    </form>
  );
}
