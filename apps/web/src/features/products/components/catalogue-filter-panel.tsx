import type { CatalogueFacets } from '@teatree/shared/schemas/product';
import { CAFFEINE_LEVELS } from '@teatree/shared/schemas/tea-facts';
import { useId, useState } from 'react';
import { HiMiniStar } from '../../../components/ui/page-icons';
import type { PanelFilters } from '../utils/catalogue-search';
import { CAFFEINE_LABELS } from '../utils/tea-facts-text';
import { FilterChoice, FilterGroup } from './filter-choice';
import { PriceFilter } from './price-filter';

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
        <FilterGroup legend="Availability">
          <FilterChoice
            type="checkbox"
            label="In stock only"
            count={facets?.inStock}
            checked={filters.inStock}
            onChange={(checked) => onChange({ inStock: checked })}
            sheet={sheet}
            updating={updating}
          />
        </FilterGroup>
      </div>

      <FilterGroup legend="Caffeine" columns={sheet ? 2 : 1}>
        {CAFFEINE_LEVELS.map((level) => (
          <FilterChoice
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
      </FilterGroup>

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
    <FilterGroup legend="Rating">
      <FilterChoice
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
        <FilterChoice
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
    </FilterGroup>
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
    <FilterGroup legend="Origin" columns={sheet ? 2 : 3}>
      {!origins && choices.length === 0 && (
        <p className="col-span-full py-1.5 text-sm text-base-content/65">
          {failed ? 'The countries could not be loaded just now.' : 'Loading countries…'}
        </p>
      )}
      {shown.map(({ value, count }) => (
        <FilterChoice
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
    </FilterGroup>
  );
}
