import type { NewsletterItem } from '@teatree/shared/schemas/consent';
import { HiOutlineNewspaper } from 'react-icons/hi2';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDateTime } from '../../../lib/date-times';
import { newestFirst } from '../api/newsletters';

/** "Sent 120 of 300". */
const progressText = (item: NewsletterItem) =>
  `Sent ${item.sent.toLocaleString('en-US')} of ${item.recipients.toLocaleString('en-US')}`;

function SentNewsletter({ item }: { item: NewsletterItem }) {
  const sending = item.status === 'sending';
  const progressId = `newsletter-${item._id}-progress`;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-6">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="break-words font-semibold">{item.subject}</p>
          <p className="text-sm text-base-content/70">
            <time dateTime={item.createdAt} className="tabular-nums">
              {formatDateTime(item.createdAt)}
            </time>{' '}
            by {item.createdByName}
          </p>
        </div>
        <span
          className={`badge badge-sm badge-soft shrink-0 self-start ${sending ? 'badge-warning' : 'badge-success'}`}
        >
          {sending ? 'Sending' : 'Sent'}
        </span>
      </div>
      <div className="flex flex-col gap-1.5">
        <p id={progressId} className="text-sm tabular-nums text-base-content/85">
          {progressText(item)}
        </p>
        <progress
          className={`progress w-full ${sending ? 'progress-primary' : 'progress-success'}`}
          aria-labelledby={progressId}
          value={item.sent}
          max={Math.max(item.recipients, 1)}
        />
      </div>
    </li>
  );
}

/**
 * The newsletters sent, newest first: each with its day, who sent it, and how many of its subscribers
 * it has reached, which the list asks again for while any is still being sent.
 */
export function SentNewsletters({ newsletters, headingId }: { newsletters: NewsletterItem[]; headingId: string }) {
  if (newsletters.length === 0) {
    return (
      <EmptyState
        Icon={HiOutlineNewspaper}
        description="No newsletter sent yet. Each one you send shows here, with how many subscribers it has reached."
      />
    );
  }
  return (
    <ol aria-labelledby={headingId} className="surface divide-y divide-base-300">
      {newestFirst(newsletters).map((item) => (
        <SentNewsletter key={item._id} item={item} />
      ))}
    </ol>
  );
}

export function SentNewslettersSkeleton() {
  return (
    <div className="surface flex flex-col gap-3 p-4">
      {['a', 'b', 'c'].map((key) => (
        <div key={key} className="skeleton h-16 w-full" />
      ))}
    </div>
  );
}
