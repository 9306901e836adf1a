import { CATEGORIES, type Category } from '@teatree/shared/constants';
import { CATALOGUE_ORDERS, type CatalogueOrder, PRODUCT_SORTS } from '@teatree/shared/schemas/product';
import { useEffect, useId, useRef, useState } from 'react';
import { HiMiniXMark, HiOutlineMagnifyingGlass } from 'react-icons/hi2';
import { type CatalogueSearch, hasFilters, SEARCH_MAX, SORT_LABELS } from '../utils/catalogue-search';

/** Long enough to finish a word, short enough to feel live. */
const SEARCH_DELAY_MS = 350;

type CatalogueFiltersProps = {
  search: CatalogueSearch;
  /** `typing` marks a change made while typing in the search box (one history entry per search, not per key). */
  onChange: (change: Partial<CatalogueSearch>, options?: { typing?: boolean }) => void;
  onClear: () => void;
};

/** Search by name or brand, one category, an order: the products table's controls. */
export function CatalogueFilters({ search, onChange, onClear }: CatalogueFiltersProps) {
  const id = useId();
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

  return (
    <search aria-label="Products">
      <form
        className="flex flex-col gap-3 surface p-3 sm:p-4 md:flex-row md:items-end"
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
              onChange={(event) => onChange({ category: event.currentTarget.value as Category | '' })}
            >
              <option value="">All categories</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
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
        </div>

        {hasFilters(search) && (
          <button type="button" className="btn btn-ghost text-primary md:self-end" onClick={onClear}>
            <HiMiniXMark className="size-5" aria-hidden="true" />
            Clear filters
          </button>
        )}
      </form>
    </search>
  );
}
