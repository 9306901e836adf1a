import { emailProblem } from '@teatree/shared/field-rules';
import type { GuestCartReminderInput } from '@teatree/shared/schemas/consent';
import { useState } from 'react';
import { ConsentBox } from '../../../components/ui/consent-box';
import { toast } from '../../../components/ui/toast';
import { useAuthFailure } from '../../../lib/auth-failure';
import { failureMessage } from '../../../lib/form-errors';
import { subscribe } from '../../../lib/subscriptions';
import { useCartReminders, useKeepGuestCart, useSetCartReminders } from '../api/cart-reminders';

/*
 * The checkout's two consents (docs/decisions/0044-mails-with-consent.md), small and out of the way
 * above the total: the newsletter, asked for once the order is placed, and, for a signed-in customer,
 * the cart's reminder, saved as soon as it is ticked.
 */

const NEWSLETTER_FAILED =
  'We could not sign you up for the newsletter just now. You can subscribe at the foot of any page.';

/**
 * After an order placed with "Send me the newsletter" ticked: its address signed up. What the server
 * answers (a link to confirm is mailed, say) or a failure is a quiet toast: the order goes on either way.
 */
export function subscribeAfterOrder(email: string): void {
  subscribe({ kind: 'newsletter', email }).then(
    (answer) => toast(answer.message),
    () => toast(NEWSLETTER_FAILED),
  );
}

/** "Send me the newsletter", unticked until the shopper ticks it. */
export function NewsletterChoice({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return <ConsentBox label="Send me the newsletter" checked={checked} onChange={onChange} />;
}

/**
 * "Remind me of this cart if I leave it", for a signed-in customer: ticked while the reminder is given
 * (or waits for the customer to confirm it by the link mailed to an address not verified yet), and
 * given or withdrawn as soon as it is changed. Not shown when the customer's consents cannot be read.
 */
export function CartReminderChoice() {
  const { on, pending, isPending, isError } = useCartReminders();
  const save = useSetCartReminders();
  const onAuthFailure = useAuthFailure();
  if (isError) return null;
  const checked = save.isPending ? Boolean(save.variables) : on || pending;

  const onChange = (given: boolean) => {
    if (save.isPending) return;
    save.mutate(given, {
      onError: async (error) => {
        if (!(await onAuthFailure(error))) toast.error(failureMessage(error));
      },
    });
  };

  return (
    <ConsentBox
      label="Remind me of this cart if I leave it"
      {...(pending ? { hint: 'Confirm it with the link we mailed you.' } : {})}
      checked={checked}
      disabled={isPending}
      onChange={onChange}
    />
  );
}

const TYPE_THE_ADDRESS_FIRST = 'Type your e-mail address above first: the reminder goes there.';

/**
 * "Remind me of this cart if I leave it", for a guest: their cart lives in their browser, so ticking it
 * sends the cart's teas with the address typed above, for one reminder; unticking withdraws it. The
 * answer, or what is wrong (no address yet), shows under the box.
 */
export function GuestCartReminderChoice({ email, lines }: { email: string; lines: GuestCartReminderInput['lines'] }) {
  /** The address the cart was kept for: unticking withdraws it there, whatever the field says since. */
  const [keptFor, setKeptFor] = useState<string | null>(null);
  const [note, setNote] = useState<string>();
  const keep = useKeepGuestCart();

  const onChange = (remind: boolean) => {
    if (keep.isPending) return;
    const address = remind ? email.trim() : keptFor;
    if (remind && emailProblem(address ?? '')) {
      setNote(TYPE_THE_ADDRESS_FIRST);
      return;
    }
    if (!address) return;
    keep.mutate(remind ? { email: address, remind, lines } : { email: address, remind }, {
      onSuccess: (answer) => {
        setKeptFor(remind ? address : null);
        setNote(answer.message);
      },
      onError: (error) => setNote(failureMessage(error)),
    });
  };
  const checked = keep.isPending ? Boolean(keep.variables?.remind) : keptFor !== null;

  return (
    <ConsentBox
      label="Remind me of this cart if I leave it"
      {...(note ? { hint: note } : {})}
      checked={checked}
      disabled={keep.isPending}
      onChange={onChange}
    />
  );
}
