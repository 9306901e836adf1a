import { CUSTOMER_SEARCH_MAX } from '@teatree/shared/schemas/customers';
import { ListSearch } from '../../../components/ui/list-search';

/** Manage All Users' search: accounts whose name or e-mail contains the words, in any case. */
export function UserSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  return (
    <ListSearch
      q={q}
      onSearch={onSearch}
      label="Search users"
      landmark="Users by name or e-mail"
      placeholder="Name or e-mail"
      maxLength={CUSTOMER_SEARCH_MAX}
      submit="Find"
      className="w-full sm:w-96"
    />
  );
}
