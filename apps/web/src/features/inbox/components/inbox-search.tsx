import { INBOX_SEARCH_MAX } from '@teatree/shared/schemas/inbox';
import { ListSearch } from '../../../components/ui/list-search';

/** The Inbox's search: a sender's name, their e-mail or words of their message. */
export function InboxSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  return (
    <ListSearch
      q={q}
      onSearch={onSearch}
      label="Search messages"
      landmark="Search the inbox"
      placeholder="Name, e-mail or words"
      maxLength={INBOX_SEARCH_MAX}
      submit="Search"
    />
  );
}
