import { INBOX_SEARCH_MAX } from '@teatree/shared/schemas/inbox';
import { useEffect, useId, useState } from 'react';
import { HiOutlineMagnifyingGlass } from 'react-icons/hi2';

/**
 * The Inbox's search: a sender's name, their e-mail or words of their message. The words are trimmed,
 * and an empty search shows every message again.
 */
export function InboxSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(q);
  // The address changed (Back, Show all messages): the field says what is searched.
  useEffect(() => setText(q), [q]);

  return (
    <search aria-label="Search the inbox">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const words = text.trim();
          setText(words);
          onSearch(words);
        }}
      >
        <label htmlFor={id} className="mb-1.5 block font-medium">
          Search messages
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
              name="q"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={INBOX_SEARCH_MAX}
              placeholder="Name, e-mail or words"
              className="input w-full bg-base-100 pl-10 text-base"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </div>
      </form>
    </search>
  );
}
