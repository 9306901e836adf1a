import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { HiMiniMagnifyingGlass } from '../../../components/ui/shell-icons';
import { paths } from '../../../config/paths';
import type { Suggestion } from './tea-search-suggestions';

// The suggestions' code (the list, its query, prices and photos) loads when the box is first focused:
// the box itself is in every page's first script.
const TeaSearchSuggestions = lazy(() => import('./tea-search-suggestions'));

const resultsHref = (term: string) => `${paths.products.path}?q=${encodeURIComponent(term)}`;

/**
 * The search box of the navbar (docs/product.md, "Search"): teas suggested as one types, with their photo
 * and price, picked with the arrow keys and Enter or a click; Enter alone shows the catalogue's results.
 * Without scripts it is a plain form that asks /products?q=….
 */
export function TeaSearch({ onNavigate }: { onNavigate?: () => void }) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const shown = open && suggestions.length > 0;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    setTerm('');
    onNavigate?.();
    navigate(href);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const picked = shown && active >= 0 ? suggestions[active] : undefined;
    if (picked) go(picked.href);
    else if (term.trim()) go(resultsHref(term.trim()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // The arrows move through the suggestions, not through a menu the box sits in.
      event.preventDefault();
      event.stopPropagation();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.max(-1, Math.min(suggestions.length - 1, current + step)));
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <search className="relative block w-full">
      <form action={paths.products.path} method="get" onSubmit={onSubmit}>
        <label htmlFor={id} className="sr-only">
          Search teas
        </label>
        <HiMiniMagnifyingGlass
          className="pointer-events-none absolute left-3 top-1/2 z-10 size-4 -translate-y-1/2 text-base-content/55"
          aria-hidden="true"
        />
        <input
          id={id}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          maxLength={60}
          placeholder="Search teas"
          className="input input-sm h-10 w-full rounded-full bg-base-100 pl-9 text-base"
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setWanted(true);
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {wanted && (
          <Suspense fallback={null}>
            <TeaSearchSuggestions
              term={term}
              open={open}
              listId={listId}
              active={active}
              resultsHref={resultsHref}
              onSuggestions={setSuggestions}
              onPick={go}
            />
          </Suspense>
        )}
      </form>
    </search>
  );
}
