import { orderNumberSearched } from '@teatree/shared/orders/number';
import { orderMessages } from '@teatree/shared/schemas/order';
import { useEffect, useId, useState } from 'react';
import { HiMiniXMark, HiOutlineMagnifyingGlass } from 'react-icons/hi2';

/**
 * Manage All Orders' search by an order's number (docs/decisions/0031-order-numbers.md): "#1001" or
 * "1001", as a customer reads it out on the phone. The text is checked here as the server checks it
 * (`orderNumberSearched`), so a word that is no number is named under the field before anything is sent.
 */
export function OrderNumberSearch({
  number,
  onSearch,
}: {
  /** The number searched now, if any. */
  number: number | undefined;
  onSearch: (number: number | undefined) => void;
}) {
  const id = useId();
  const [text, setText] = useState(number === undefined ? '' : `#${number}`);
  const [error, setError] = useState<string>();
  // The address changed (Show all orders, the Status filter): the field says what is searched.
  useEffect(() => {
    setText(number === undefined ? '' : `#${number}`);
    setError(undefined);
  }, [number]);

  const submit = (value: string) => {
    if (!value.trim()) {
      setError(undefined);
      onSearch(undefined);
      return;
    }
    const found = orderNumberSearched(value);
    setError(found === null ? orderMessages.numberSearched : undefined);
    if (found !== null) onSearch(found);
  };

  return (
    <search aria-label="Orders by number" className="w-full sm:w-80">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(text);
        }}
      >
        <label htmlFor={id} className="mb-1.5 block font-medium">
          Order number
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
              maxLength={20}
              placeholder="#1001"
              // The shop's own Clear button below; the browser's would be a second one beside it.
              className={`input w-full bg-base-100 pl-10 pr-9 text-base [&::-webkit-search-cancel-button]:hidden ${error ? 'input-error' : ''}`}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            {text && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-circle absolute right-2 top-1/2 z-[1] -translate-y-1/2 text-base-content/70"
                aria-label="Clear the order number"
                onClick={() => {
                  setText('');
                  submit('');
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
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-error">
            {error}
          </p>
        )}
      </form>
    </search>
  );
}
