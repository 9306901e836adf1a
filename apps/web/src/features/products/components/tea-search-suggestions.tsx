import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { photoSources } from '@teatree/shared/media';
import type { Product } from '@teatree/shared/schemas/product';
import { useEffect, useMemo, useState } from 'react';
import { teaPriceText } from '../../../components/product/tea-price';
import { paths } from '../../../config/paths';
import { getProductsQueryOptions } from '../api/get-products';

/** One line of the suggestions: a tea's page, or all the teas the search finds. */
export type Suggestion = { key: string; href: string };

/** How long typing pauses before the teas are asked for, and how many are suggested. */
const PAUSE_MS = 200;
const SUGGESTED = 5;
/** One empty list for every render that has none: a new one each time would tell the box of new suggestions each time. */
const NONE: Product[] = [];

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

type Props = {
  term: string;
  open: boolean;
  listId: string;
  active: number;
  resultsHref: (term: string) => string;
  onSuggestions: (suggestions: Suggestion[]) => void;
  onPick: (href: string) => void;
};

/** The teas a search box's words find, best first, and a last line to all of them (see tea-search.tsx). */
export default function TeaSearchSuggestions({
  term,
  open,
  listId,
  active,
  resultsHref,
  onSuggestions,
  onPick,
}: Props) {
  const asked = usePaused(term.trim());
  const { data } = useQuery({
    ...getProductsQueryOptions({ limit: SUGGESTED, q: asked }),
    enabled: asked.length > 0,
    placeholderData: keepPreviousData,
  });
  const teas = asked && data ? data.products : NONE;
  const total = asked && data ? data.total : 0;

  const suggestions = useMemo<Suggestion[]>(
    () => [
      ...teas.map((tea) => ({ key: tea._id, href: paths.product.getHref(tea._id) })),
      ...(total > 0 ? [{ key: 'all', href: resultsHref(asked) }] : []),
    ],
    [teas, total, asked, resultsHref],
  );
  useEffect(() => onSuggestions(suggestions), [suggestions, onSuggestions]);

  if (!open || !asked || !data) return null;
  return (
    <div className="absolute left-0 right-0 top-full z-40 mt-2 min-w-72 overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-xl">
      {total === 0 ? (
        <p className="px-4 py-3 text-sm text-base-content/70" role="status">
          No teas match “{asked}”
        </p>
      ) : (
        <div id={listId} role="listbox" aria-label="Teas found" className="py-1">
          {teas.map((tea, index) => (
            // The list follows the box's arrow keys (aria-activedescendant): the box keeps the focus.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the arrow keys and Enter in the search box pick an option
            <div
              key={tea._id}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-base-200 aria-selected:bg-leaf-100"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(paths.product.getHref(tea._id))}
            >
              <img
                {...photoSources(tea.photo)}
                sizes="40px"
                alt=""
                className="size-10 shrink-0 rounded-field object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{tea.name}</span>
                <span className="block truncate text-xs text-base-content/65">{tea.category}</span>
              </span>
              <span className="font-semibold text-primary">{teaPriceText(tea)}</span>
            </div>
          ))}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the arrow keys and Enter in the search box pick an option */}
          <div
            id={`${listId}-${teas.length}`}
            role="option"
            tabIndex={-1}
            aria-selected={active === teas.length}
            className="cursor-pointer border-t border-base-300 px-4 py-2.5 text-sm font-medium text-primary hover:bg-base-200 aria-selected:bg-leaf-100"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(resultsHref(asked))}
          >
            {total === 1 ? 'See the one tea found' : `See all ${total} teas found`}
          </div>
        </div>
      )}
    </div>
  );
}
