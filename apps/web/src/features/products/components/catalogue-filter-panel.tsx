import { formatAmount, formatPrice } from '@teatree/shared/money';
import { type CatalogueFacets, filterMessages } from '@teatree/shared/schemas/product';
import { CAFFEINE_LEVELS } from '@teatree/shared/schemas/tea-facts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { HiMiniStar } from '../../../components/ui/page-icons';
import { type PanelFilters, PRICE_MAX } from '../utils/catalogue-search';
import { CAFFEINE_LABELS } from '../utils/tea-facts-text';

/** The ratings offered: at least 4, 3, 2 or 1 stars. */
const RATINGS = [4, 3, 2, 1] as const;
/** The countries shown before "Show all": the list stays a glance long. */
const ORIGINS_SHOWN = 8;

export const ratingLabel = (stars: number) =>
  stars >= 5 ? '5 stars' : `${stars} ${stars === 1 ? 'star' : 'stars'} & up`;

type Layout = 'sheet' | 'bar';

type CatalogueFilterPanelProps = {
  filters: PanelFilters;
  /** The counts of each choice; undefined until the first answer (the choices show without counts). */
  facets: CatalogueFacets | undefined;
  /** The counts shown are the last filters', the new ones on their way. */
  updating?: boolean;
  /** The counts could not be had: the choices show without them. */
  failed?: boolean;
  onChange: (change: Partial<PanelFilters>) => void;
  /** In the phone's sheet, one group under another with room to tap; from md up, groups side by side. */
  layout: Layout;
};

/**
 * The catalogue's filters beyond the search and the category (docs/product.md, "Filters"): a price
 * range, in stock only, caffeine, the country of origin and a least rating, each choice with how many
 * teas the list would hold once it is ticked.
 */
export function CatalogueFilterPanel({
  filters,
  facets,
  updating = false,
  failed = false,
  onChange,
  layout,
}: CatalogueFilterPanelProps) {
  const sheet = layout === 'sheet';
  const countOf = <T,>(list: { value: T; count: number }[] | undefined, value: T) =>
    list ? (list.find((item) => item.value === value)?.count ?? 0) : undefined;

  return (
    <div
      className={
        sheet
          ? 'flex flex-col gap-6'
          : 'grid gap-x-8 gap-y-5 md:grid-cols-2 lg:grid-cols-[minmax(0,13rem)_minmax(0,11rem)_minmax(0,11rem)_minmax(0,1fr)]'
      }
      aria-busy={updating}
    >
      <div className={`flex flex-col ${sheet ? 'gap-6' : 'gap-5'}`}>
        <PriceFilter
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          range={facets?.price ?? null}
          onChange={onChange}
          sheet={sheet}
        />
        <Group legend="Availability">
          <Choice
            type="checkbox"
            label="In stock only"
            count={facets?.inStock}
            checked={filters.inStock}
            onChange={(checked) => onChange({ inStock: checked })}
            sheet={sheet}
            updating={updating}
          />
        </Group>
      </div>

      <Group legend="Caffeine" columns={sheet ? 2 : 1}>
        {CAFFEINE_LEVELS.map((level) => (
          <Choice
            key={level}
            type="checkbox"
            label={CAFFEINE_LABELS[level]}
            count={countOf(facets?.caffeine, level)}
            checked={filters.caffeine.includes(level)}
            onChange={(checked) =>
              onChange({
                caffeine: checked
                  ? CAFFEINE_LEVELS.filter((l) => l === level || filters.caffeine.includes(l))
                  : filters.caffeine.filter((l) => l !== level),
              })
            }
            sheet={sheet}
            updating={updating}
          />
        ))}
      </Group>

      <RatingFilter
        rating={filters.rating}
        ratings={facets?.ratings}
        onChange={(rating) => onChange({ rating })}
        sheet={sheet}
        updating={updating}
      />

      <OriginFilter
        origin={filters.origin}
        origins={facets?.origins}
        failed={failed}
        onChange={(origin) => onChange({ origin })}
        sheet={sheet}
        updating={updating}
      />
    </div>
  );
}

function Group({ legend, columns = 1, children }: { legend: string; columns?: 1 | 2 | 3; children: ReactNode }) {
  const grid = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-2 xl:grid-cols-3' }[columns];
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-base-content">{legend}</legend>
      <div className={`grid gap-x-3 ${grid}`}>{children}</div>
    </fieldset>
  );
}

type ChoiceProps = {
  type: 'checkbox' | 'radio';
  /** A radio group's name. */
  name?: string;
  label: ReactNode;
  count: number | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  sheet: boolean;
  updating: boolean;
};

/**
 * One choice with its count, read out as "Low, 5 teas". A choice that would list no tea stays in its
 * place, greyed and out of reach, unless it is ticked (then it can be unticked).
 */
function Choice({ type, name, label, count, checked, onChange, sheet, updating }: ChoiceProps) {
  const empty = count === 0 && !checked;
  return (
    <label
      className={`flex items-center gap-2.5 rounded-field px-1.5 text-sm ${sheet ? 'min-h-11' : 'min-h-8'} ${
        empty ? 'cursor-not-allowed text-base-content/45' : 'cursor-pointer hover:bg-base-200/70'
      }`}
    >
      <input
        type={type}
        name={name}
        className={
          type === 'checkbox'
            ? 'checkbox checkbox-primary checkbox-sm shrink-0'
            : 'radio radio-primary radio-sm shrink-0'
        }
        checked={checked}
        disabled={empty}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="min-w-0 flex-1">{label}</span>
      {count !== undefined && (
        <>
          <span
            className={`tabular-nums text-xs ${empty ? '' : 'text-base-content/65'} ${updating ? 'opacity-60' : ''}`}
            aria-hidden="true"
          >
            {count}
          </span>
          <span className="sr-only">{`, ${count} ${count === 1 ? 'tea' : 'teas'}`}</span>
        </>
      )}
    </label>
  );
}

function RatingFilter({
  rating,
  ratings,
  onChange,
  sheet,
  updating,
}: {
  rating: number | null;
  ratings: CatalogueFacets['ratings'] | undefined;
  onChange: (rating: number | null) => void;
  sheet: boolean;
  updating: boolean;
}) {
  const name = useId();
  // An address may ask for 5 stars, which the panel does not offer: it shows as chosen all the same.
  const offered: number[] =
    rating !== null && !RATINGS.some((stars) => stars === rating) ? [rating, ...RATINGS] : [...RATINGS];
  return (
    <Group legend="Rating">
      <Choice
        type="radio"
        name={name}
        label="Any rating"
        count={undefined}
        checked={rating === null}
        onChange={() => onChange(null)}
        sheet={sheet}
        updating={updating}
      />
      {offered.map((stars) => (
        <Choice
          key={stars}
          type="radio"
          name={name}
          label={
            <span className="inline-flex items-center gap-1">
              <HiMiniStar className="size-4 shrink-0 text-accent" aria-hidden="true" />
              {ratingLabel(stars)}
            </span>
          }
          count={ratings ? (ratings.find((item) => item.value === stars)?.count ?? 0) : undefined}
          checked={rating === stars}
          onChange={() => onChange(stars)}
          sheet={sheet}
          updating={updating}
        />
      ))}
    </Group>
  );
}

function OriginFilter({
  origin,
  origins,
  failed,
  onChange,
  sheet,
  updating,
}: {
  origin: string[];
  origins: CatalogueFacets['origins'] | undefined;
  failed: boolean;
  onChange: (origin: string[]) => void;
  sheet: boolean;
  updating: boolean;
}) {
  const [showAll, setShowAll] = useState(false);
  // The countries the teas come from, and any ticked that no tea comes from any more (to untick it).
  const known = (origins ?? []).filter(({ value }) => value && !value.includes(','));
  const choices = [
    ...known,
    ...origin.filter((name) => !known.some(({ value }) => value === name)).map((value) => ({ value, count: 0 })),
  ];
  if (origins && choices.length === 0) return null;
  const shown = showAll ? choices : choices.filter((choice, i) => i < ORIGINS_SHOWN || origin.includes(choice.value));

  return (
    <Group legend="Origin" columns={sheet ? 2 : 3}>
      {!origins && choices.length === 0 && (
        <p className="col-span-full py-1.5 text-sm text-base-content/65">
          {failed ? 'The countries could not be loaded just now.' : 'Loading countries…'}
        </p>
      )}
      {shown.map(({ value, count }) => (
        <Choice
          key={value}
          type="checkbox"
          label={value}
          count={origins ? count : undefined}
          checked={origin.includes(value)}
          onChange={(checked) =>
            onChange(checked ? [...origin, value].sort() : origin.filter((name) => name !== value))
          }
          sheet={sheet}
          updating={updating}
        />
      ))}
      {choices.length > shown.length || showAll ? (
        <button
          type="button"
          className="btn btn-link btn-sm col-span-full justify-self-start px-1.5 text-primary"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? 'Show fewer countries' : `Show all ${choices.length} countries`}
        </button>
      ) : null}
    </Group>
  );
}

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

function PriceFilter({
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
