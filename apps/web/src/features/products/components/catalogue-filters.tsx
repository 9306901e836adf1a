import { CATEGORIES } from '@teatree/shared/constants';
import {
  CATALOGUE_ORDERS,
  type CatalogueFacets,
  type CatalogueOrder,
  PRODUCT_SORTS,
} from '@teatree/shared/schemas/product';
import { useEffect, useId, useRef, useState } from 'react';
import { HiMiniXMark, HiOutlineMagnifyingGlass } from 'react-icons/hi2';
import {
  type CatalogueSearch,
  hasFilters,
  NO_PANEL_FILTERS,
  panelFilterCount,
  SEARCH_MAX,
  SORT_LABELS,
} from '../utils/catalogue-search';
import { CatalogueFilterPanel } from './catalogue-filter-panel';
import { FilterSheet, FiltersButton } from './filter-sheet';

/** Long enough to finish a word, short enough to feel live. */
const SEARCH_DELAY_MS = 350;

type CatalogueFiltersProps = {
  search: CatalogueSearch;
  /** How many teas each choice would list (GET /api/products/facets); undefined until it first answers. */
  facets: CatalogueFacets | undefined;
  /** The counts shown are the previous filters', the new ones on their way. */
  facetsUpdating?: boolean;
  /** The counts could not be had: the filters show without them, the shop's first categories in the select. */
  facetsFailed?: boolean;
  /** How many teas the filters list now, for the phone sheet's "Show N teas"; undefined while asked. */
  matching: number | undefined;
  /** `typing` marks a change made while typing in the search box (one history entry per search, not per key). */
  onChange: (change: Partial<CatalogueSearch>, options?: { typing?: boolean }) => void;
  onClear: () => void;
};

/**
 * Search by name or brand, one category, an order: the products table's controls; below them the
 * other filters (price, availability, caffeine, origin, rating), which on a phone open in a sheet.
 */
export function CatalogueFilters({
  search,
  facets,
  facetsUpdating = false,
  facetsFailed = false,
  matching,
  onChange,
  onClear,
}: CatalogueFiltersProps) {
  const id = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  const inPanel = panelFilterCount(search);
  const filtered = hasFilters(search);
  // The owner's categories in their order, with how many teas each would list; one named by the
  // address but not (or not yet) among them stays choosable, so the select shows what is chosen.
  const categories =
    facets?.categories ?? (facetsFailed ? CATEGORIES.map((value) => ({ value, count: undefined })) : []);
  const choices =
    search.category && !categories.some(({ value }) => value === search.category)
      ? [...categories, { value: search.category, count: undefined }]
      : categories;

  const [term, setTerm] = useState(search.q);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ onChange, committed: search.q });
  latest.current.onChange = onChange;

  // Back, forward or a cleared filter change the address; the box follows it. The box's own changes
  // come back here too, and are left alone so that keys typed meanwhile are not lost.
  useEffect(() => {
    if (search.q === latest.current.committed) return;
    latest.current.committed = search.q;
    window.clearTimeout(timer.current);
    setTerm(search.q);
  }, [search.q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (value: string, typing: boolean) => {
    window.clearTimeout(timer.current);
    if (value === latest.current.committed) return;
    latest.current.committed = value;
    latest.current.onChange({ q: value }, { typing });
  };

  const onType = (value: string) => {
    setTerm(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => commit(value, true), SEARCH_DELAY_MS);
  };

  const panel = (layout: 'sheet' | 'bar') => (
    <CatalogueFilterPanel
      filters={search}
      facets={facets}
      updating={facetsUpdating}
      failed={facetsFailed && !facets}
      onChange={(change) => onChange(change)}
      layout={layout}
    />
  );

  return (
    <search aria-label="Products" className="flex flex-col gap-4 surface p-3 sm:p-4">
      <form
        className="flex flex-col gap-3 md:flex-row md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          commit(term, false);
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-base-content/80">
            Search
          </label>
          <div className="relative">
            <HiOutlineMagnifyingGlass
              className="pointer-events-none absolute left-3 top-1/2 z-[1] size-5 -translate-y-1/2 text-base-content/60"
              aria-hidden="true"
            />
            <input
              id={`${id}-q`}
              type="search"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              maxLength={SEARCH_MAX}
              placeholder="Tea name or brand"
              // The shop's own Clear button below; the browser's would be a second one beside it.
              className="input w-full bg-base-100 pl-10 pr-10 text-base [&::-webkit-search-cancel-button]:hidden"
              value={term}
              onChange={(event) => onType(event.currentTarget.value)}
            />
            {term && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-circle absolute right-2 top-1/2 z-[1] -translate-y-1/2 text-base-content/70"
                aria-label="Clear the search"
                onClick={() => {
                  setTerm('');
                  commit('', false);
                }}
              >
                <HiMiniXMark className="size-4" aria-hidden="true" />
              </button>
            )}
          </div>
        </div>

        <div className="grid grid-cols-2 gap-3 md:flex md:items-end">
          <div className="min-w-0 md:w-44">
            <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-medium text-base-content/80">
              Category
            </label>
            <select
              id={`${id}-category`}
              className="select w-full bg-base-100 text-base"
              value={search.category}
              onChange={(event) => onChange({ category: event.currentTarget.value })}
            >
              <option value="">All categories</option>
              {choices.map(({ value, count }) => (
                <option key={value} value={value}>
                  {count === undefined ? value : `${value} (${count})`}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0 md:w-48">
            <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-medium text-base-content/80">
              Sort by
            </label>
            <select
              id={`${id}-sort`}
              className="select w-full bg-base-100 text-base"
              value={search.sort}
              onChange={(event) => onChange({ sort: event.currentTarget.value as CatalogueOrder })}
            >
              {(search.q.trim() ? CATALOGUE_ORDERS : PRODUCT_SORTS).map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          <FiltersButton
            count={inPanel}
            expanded={sheetOpen}
            onClick={() => setSheetOpen(true)}
            className={`md:hidden ${filtered ? '' : 'col-span-2'}`}
          />
          {filtered && (
            <button type="button" className="btn btn-ghost text-primary" onClick={onClear}>
              <HiMiniXMark className="size-5" aria-hidden="true" />
              Clear filters
            </button>
          )}
        </div>
      </form>

      <div className="hidden border-t border-base-300/70 pt-4 md:block">{panel('bar')}</div>

      <FilterSheet
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        matching={matching}
        onReset={inPanel > 0 ? () => onChange(NO_PANEL_FILTERS) : undefined}
      >
        {panel('sheet')}
      </FilterSheet>
    </search>
  );
}
