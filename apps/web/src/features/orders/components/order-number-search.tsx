import { orderNumberSearched } from '@teatree/shared/orders/number';
import { orderMessages } from '@teatree/shared/schemas/order';
import { useEffect, useState } from 'react';
import { ListSearch } from '../../../components/ui/list-search';

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
  const [error, setError] = useState<string>();
  // The address changed (Show all orders, the Status filter): nothing is wrong with what is searched.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new number is what the effect reacts to
  useEffect(() => setError(undefined), [number]);

  const search = (text: string) => {
    const found = text ? orderNumberSearched(text) : undefined;
    setError(found === null ? orderMessages.numberSearched : undefined);
    if (found !== null) onSearch(found);
  };

  return (
    <ListSearch
      q={number === undefined ? '' : `#${number}`}
      onSearch={search}
      label="Order number"
      landmark="Orders by number"
      placeholder="#1001"
      maxLength={20}
      submit="Find"
      clearLabel="Clear the order number"
      error={error}
      className="w-full sm:w-80"
    />
  );
}
