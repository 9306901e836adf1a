import { useId } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { useNewsletters, useReminderSettings } from '../api/newsletters';
import { subscribersText } from '../utils/newsletter-text';
import { CartReminderForm } from './cart-reminder-form';
import { ComposeForm } from './compose-form';
import { SentNewsletters, SentNewslettersSkeleton } from './sent-newsletters';

/** "42 subscribers" beside the screen's title: the addresses the next newsletter would go to. */
export function SubscriberCount() {
  const { data, isError } = useNewsletters();
  if (!data) return isError ? null : <span aria-hidden="true" className="skeleton inline-block h-6 w-24" />;
  return (
    <span className="badge badge-primary badge-soft tabular-nums">
      {data.subscribers === 0 ? 'No subscribers yet' : subscribersText(data.subscribers)}
    </span>
  );
}

/**
 * The Newsletter screen below its title (docs/decisions/0044-mails-with-consent.md): a newsletter to
 * write, preview and send; the ones sent, and how far each has gone; and the wait before a cart's reminder.
 */
export function NewsletterScreen() {
  const newsletters = useNewsletters();
  const settings = useReminderSettings();
  const sentHeadingId = useId();

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="compose-newsletter-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="compose-newsletter-heading" className="text-2xl font-semibold">
            Write a newsletter
          </h2>
          <p className="text-base-content/75">
            It goes to everyone who subscribed, in the shop’s mail layout, with a link to unsubscribe.
          </p>
        </div>
        <div className="surface p-5 sm:p-6">
          <ComposeForm subscribers={newsletters.data?.subscribers} />
        </div>
      </section>

      <section aria-labelledby={sentHeadingId} className="flex flex-col gap-4">
        <h2 id={sentHeadingId} className="text-2xl font-semibold">
          Sent newsletters
        </h2>
        <QueryView query={newsletters} subject="the newsletters" skeleton={<SentNewslettersSkeleton />}>
          {(list) => <SentNewsletters newsletters={list.newsletters} headingId={sentHeadingId} />}
        </QueryView>
      </section>

      <section aria-labelledby="cart-reminders-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="cart-reminders-heading" className="text-2xl font-semibold">
            Cart reminders
          </h2>
          <p className="text-base-content/75">One mail to a customer who left teas in their cart.</p>
        </div>
        <div className="surface p-5 sm:p-6">
          <QueryView
            query={settings}
            subject="the cart reminders’ setting"
            skeleton={<div className="skeleton h-10 w-full max-w-md" />}
          >
            {(saved) => <CartReminderForm hours={saved.cartReminderHours} />}
          </QueryView>
        </div>
      </section>
    </div>
  );
}
