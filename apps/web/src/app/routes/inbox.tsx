import { PageFrame } from '../../components/layout/page-frame';
import { useInboxAddress } from '../../features/inbox/api/inbox';
import { Inbox, UnreadCount } from '../../features/inbox/components/inbox-view';

/**
 * The Inbox (admin, docs/decisions/0036-inbox.md): the contact form's messages, newest first, which the
 * owner reads, searches, marks and answers.
 */
export default function InboxRoute() {
  const [{ q, page }] = useInboxAddress();
  const tabTitle = [q && `“${q}”`, page > 1 && `page ${page}`].filter(Boolean).join(', ');

  return (
    <PageFrame
      id="inbox-heading"
      eyebrow="Shop admin"
      title="Inbox"
      tabTitle={tabTitle ? `Inbox, ${tabTitle}` : 'Inbox'}
      align="start"
      intro={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p>Messages from the contact form, newest first.</p>
          <UnreadCount />
        </div>
      }
      headClassName="mb-8"
      className="max-w-4xl"
    >
      <Inbox />
    </PageFrame>
  );
}
