import { INBOX_SEARCH_MAX } from '@teatree/shared/schemas/inbox';
import { HiOutlineInbox, HiOutlineMagnifyingGlass } from 'react-icons/hi2';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { ListSearch } from '../../../components/ui/list-search';
import { Pagination } from '../../../components/ui/pagination';
import { QueryView } from '../../../components/ui/query-view';
import { type InboxFound, inboxHref, useInbox, useInboxAddress } from '../api/inbox';
import { MessageList, MessageListSkeleton } from './message-list';

/** "3 unread" beside the Inbox's title, or "Nothing unread": the whole inbox's, whatever the search. */
export function UnreadCount() {
  const [address] = useInboxAddress();
  const { data, isError } = useInbox(address);
  if (!data) return isError ? null : <span aria-hidden="true" className="skeleton inline-block h-6 w-20" />;
  return (
    <span className={`badge badge-primary badge-soft tabular-nums ${data.unread > 0 ? 'font-semibold' : ''}`}>
      {data.unread > 0 ? `${data.unread} unread` : 'Nothing unread'}
    </span>
  );
}

function ShowAll() {
  return (
    <Link to={inboxHref({ q: '', page: 1 })} className="link link-primary">
      Show all messages
    </Link>
  );
}

/** What one page of the answer shows: its messages and the way to the others, or why there are none. */
function InboxResults({ found }: { found: InboxFound }) {
  const { q, page } = found;
  const pageCount = Math.max(1, Math.ceil(found.total / found.pageSize));

  if (found.messages.length === 0) {
    if (found.total > 0) {
      return (
        <EmptyState
          Icon={HiOutlineInbox}
          description="There are no messages on this page."
          action={
            <Link to={inboxHref({ q, page: 1 })} className="link link-primary">
              Go to the newest messages
            </Link>
          }
        />
      );
    }
    if (q) {
      return (
        <EmptyState Icon={HiOutlineMagnifyingGlass} description={`No message matches “${q}”.`} action={<ShowAll />} />
      );
    }
    return (
      <EmptyState
        Icon={HiOutlineInbox}
        description="No messages yet. What visitors send from the contact form shows up here."
      />
    );
  }

  return (
    <>
      {q && (
        <p className="mb-3 text-sm text-base-content/75">
          {found.total === 1 ? '1 message matches' : `${found.total} messages match`} “{q}”. <ShowAll />
        </p>
      )}
      {/* A new search or page starts with every message closed. */}
      <MessageList key={`${q}\n${page}`} messages={found.messages} />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => inboxHref({ q, page: p })}
        label="Pages of messages"
        middle="count"
        edges={['Newer', 'Older']}
      />
    </>
  );
}

/**
 * The Inbox below its title (docs/decisions/0036-inbox.md): the search, then the page of messages the
 * address asks for. The page before stays, dimmed, while the next comes.
 */
export function Inbox() {
  const [address, go] = useInboxAddress();
  const inbox = useInbox(address);

  return (
    <div className="flex flex-col gap-6">
      {/* A sender's name, their e-mail or words of their message. */}
      <ListSearch
        q={address.q}
        onSearch={(q) => go({ q, page: 1 })}
        label="Search messages"
        landmark="Search the inbox"
        placeholder="Name, e-mail or words"
        maxLength={INBOX_SEARCH_MAX}
        submit="Search"
      />
      <QueryView
        query={inbox}
        failure="The inbox could not be loaded just now."
        loading="Loading messages"
        skeleton={<MessageListSkeleton />}
      >
        {(found) => (
          <div
            className={`transition-opacity ${inbox.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={inbox.isPlaceholderData}
          >
            <InboxResults found={found} />
          </div>
        )}
      </QueryView>
    </div>
  );
}
