import { MailLinkPage } from '../../features/subscriptions/components/mail-link-page';

/**
 * Where the unsubscribe link of every mail sent with consent lands (/unsubscribe?token=…): the consent
 * ends at once, with no sign-in needed. A link followed again says so, as a page like any other.
 */
export default function UnsubscribeRoute() {
  return <MailLinkPage link="unsubscribe" />;
}
