import { CUSTOMER_SEARCH_MAX } from '@teatree/shared/schemas/customers';
import { useEffect, useId, useState } from 'react';
import { HiMiniXMark, HiOutlineMagnifyingGlass } from 'react-icons/hi2';

/** Manage All Users' search: accounts whose name or e-mail contains the words, in any case. */
export function UserSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(q);
  // The address changed (Back, a page link): the field says what is searched.
  useEffect(() => setText(q), [q]);

  return (
    <search aria-label="Users by name or e-mail" className="w-full sm:w-96">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <label htmlFor={id} className="mb-1.5 block font-medium">
          Search users
        </label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <HiOutlineMagnifyingGlass
              className="pointer-events-none absolute left-3 top-1/2 z-[1] size-5 -translate-y-1/2 text-base-content/60"
              aria-hidden="true"
            />
            <input
              id={id}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              maxLength={CUSTOMER_SEARCH_MAX}
              placeholder="Name or e-mail"
              // The shop's own Clear button below; the browser's would be a second one beside it.
              className="input w-full bg-base-100 pl-10 pr-9 text-base [&::-webkit-search-cancel-button]:hidden"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            {text && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-circle absolute right-2 top-1/2 z-[1] -translate-y-1/2 text-base-content/70"
                aria-label="Clear the search"
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              >
                <HiMiniXMark className="size-4" aria-hidden="true" />
              </button>
            )}
          </div>
          <button type="submit" className="btn btn-primary">
            Find
          </button>
        </div>
      </form>
    </search>
  );
}
