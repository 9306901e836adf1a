import { MailLinkPage } from '../../features/subscriptions/components/mail-link-page';

/**
 * Where the link of a sign-up's confirmation mail lands (/subscribe/confirm?token=…): the newsletter or
 * a sold-out tea's alert is confirmed (double opt-in), with no sign-in needed.
 */
export default function SubscribeConfirmRoute() {
  return <MailLinkPage link="confirm" />;
}
