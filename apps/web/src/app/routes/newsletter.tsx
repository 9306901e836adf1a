import { PageFrame } from '../../components/layout/page-frame';
import { NewsletterScreen, SubscriberCount } from '../../features/newsletter/components/newsletter-screen';

/**
 * The Newsletter (admin, docs/decisions/0044-mails-with-consent.md): the owner writes a newsletter,
 * previews it and sends it to everyone subscribed, follows each one sent as it goes out, and sets the
 * wait before a cart's reminder.
 */
export default function NewsletterRoute() {
  return (
    <PageFrame
      id="newsletter-heading"
      eyebrow="Shop admin"
      title="Newsletter"
      align="start"
      intro={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p>News for the customers who asked for it, and the reminders of carts left behind.</p>
          <SubscriberCount />
        </div>
      }
      headClassName="mb-8"
      className="max-w-4xl"
    >
      <NewsletterScreen />
    </PageFrame>
  );
}
