import { useEffect, useId, useState } from 'react';
import { controlProps, FieldMessage } from './form-field';
import { ClearSearchButton, SearchGlass, searchInputProps } from './search-field-parts';

type ListSearchProps = {
  /** What is searched now, as the address keeps it. */
  q: string;
  onSearch: (q: string) => void;
  /** The field's visible label ("Search users"), and the search landmark's name. */
  label: string;
  landmark: string;
  placeholder: string;
  maxLength: number;
  /** The button's word: "Find", "Search". */
  submit: string;
  /** The Clear button's accessible name. */
  clearLabel?: string;
  /** What is wrong with the words, said under the field (a search that checks them first). */
  error?: string;
  className?: string;
};

/**
 * The search of an administrator's list (Manage All Users, the Inbox, Manage All Orders' order number):
 * a labelled field with the shop's own Clear button (the browser's would be a second one), sent on
 * Enter or its button. The words are trimmed, and an empty search shows the whole list again.
 */
export function ListSearch({
  q,
  onSearch,
  label,
  landmark,
  placeholder,
  maxLength,
  submit,
  clearLabel = 'Clear the search',
  error,
  className = '',
}: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(q);
  // The address changed (Back, a page link): the field says what is searched.
  useEffect(() => setText(q), [q]);
  const send = (words: string) => {
    setText(words);
    onSearch(words);
  };

  return (
    <search aria-label={landmark} className={className}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send(text.trim());
        }}
      >
        <label htmlFor={id} className="mb-1.5 block font-medium">
          {label}
        </label>
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <SearchGlass />
            <input
              {...controlProps(id, error, undefined)}
              {...searchInputProps}
              name="q"
              maxLength={maxLength}
              placeholder={placeholder}
              className={`input w-full bg-base-100 pl-10 pr-9 text-base [&::-webkit-search-cancel-button]:hidden ${error ? 'input-error' : ''}`}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            {text && <ClearSearchButton label={clearLabel} onClear={() => send('')} />}
          </div>
          <button type="submit" className="btn btn-primary">
            {submit}
          </button>
        </div>
        <FieldMessage id={id} error={error} className="mt-1.5" />
      </form>
    </search>
  );
}
