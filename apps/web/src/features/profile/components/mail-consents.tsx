import { ACCOUNT_CONSENT_KINDS, type ConsentItem, type ConsentList } from '@teatree/shared/schemas/consent';
import { useRef } from 'react';
import { HiOutlineBellSlash } from 'react-icons/hi2';
import { BusyIcon } from '../../../components/ui/busy-icon';
import { QueryView } from '../../../components/ui/query-view';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { failureMessage } from '../../../lib/form-errors';
import { useConsents, useWithdrawConsent } from '../api/consents';
import { AccountConsent, consentStanding } from './account-consent';

const ALERTS_HEADING = 'mail-alerts-heading';

/** "Sencha (100 g tin)", or the tea alone when any of its sizes will do. */
const alertName = (alert: ConsentItem) =>
  `${alert.productName ?? 'A tea no longer sold'}${alert.sizeLabel ? ` (${alert.sizeLabel})` : ''}`;

/** A sold-out tea the customer asked to be told about, withdrawn with one press. */
function BackInStockAlert({ alert, onGone }: { alert: ConsentItem; onGone: () => void }) {
  const withdraw = useWithdrawConsent();
  const onAuthFailure = useAuthFailure();
  const busy = useRef(false);
  const name = alertName(alert);

  const onWithdraw = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      await withdraw.mutateAsync(alert._id);
      toast.success(`We will not mail you when ${name} is back`);
      onGone();
    } catch (failure) {
      if (await onAuthFailure(failure)) return;
      toast.error(failureMessage(failure));
      // Gone already (its mail went out, or another tab withdrew it): the list shows what is left.
      if (failure instanceof ApiError && failure.status === 404) onGone();
    } finally {
      busy.current = false;
    }
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="break-words font-medium">{name}</p>
        <p className={`text-sm ${alert.status === 'pending' ? 'font-medium text-amber-ink' : 'text-base-content/70'}`}>
          {consentStanding(alert)}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-outline btn-error btn-sm shrink-0 gap-2 self-start sm:self-auto"
        aria-label={`Withdraw the alert for ${name}`}
        aria-disabled={withdraw.isPending || undefined}
        onClick={() => void onWithdraw()}
      >
        <BusyIcon busy={withdraw.isPending} icon={HiOutlineBellSlash} className="size-4" />
        Withdraw
      </button>
    </li>
  );
}

function ConsentLists({ list }: { list: ConsentList }) {
  const alerts = list.consents.filter((consent) => consent.kind === 'back_in_stock');
  // An alert withdrawn takes its button with it: the focus goes to the alerts' heading.
  const focusHeading = () => requestAnimationFrame(() => document.getElementById(ALERTS_HEADING)?.focus());

  return (
    <div className="flex flex-col gap-6">
      <ul aria-label="Mails for your account" className="flex flex-col divide-y divide-base-300">
        {ACCOUNT_CONSENT_KINDS.map((kind) => (
          <AccountConsent
            key={kind}
            kind={kind}
            consent={list.consents.find((consent) => consent.kind === kind)}
            cupsPerDay={list.cupsPerDay}
          />
        ))}
      </ul>
      <div className="flex flex-col gap-2 border-t border-base-300 pt-5">
        <h3 id={ALERTS_HEADING} tabIndex={-1} className="font-sans text-base font-semibold focus:outline-none">
          Back-in-stock alerts
        </h3>
        {alerts.length === 0 ? (
          <p className="text-sm text-base-content/75">
            None. On a sold-out tea’s page you can ask for one mail when it is back.
          </p>
        ) : (
          <ul aria-labelledby={ALERTS_HEADING} className="flex flex-col divide-y divide-base-300">
            {alerts.map((alert) => (
              <BackInStockAlert key={alert._id} alert={alert} onGone={focusHeading} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * Mails you agreed to (docs/decisions/0044-mails-with-consent.md): the newsletter, cart reminders and
 * refill reminders, each a switch saying when it was given, then each back-in-stock alert, withdrawn
 * with one press. Every change takes effect at once.
 */
export function MailConsents() {
  const consents = useConsents();
  return (
    <section aria-labelledby="mail-consents-heading" className="surface p-6 sm:p-8">
      <h2 id="mail-consents-heading" className="mb-1 text-2xl font-semibold">
        Mails you agreed to
      </h2>
      <p className="mb-6 text-base-content/75">
        What we may mail you besides your orders. Change your mind at any time, here or with the link in each mail.
      </p>
      <QueryView
        query={consents}
        subject="your mail choices"
        skeletonClassName="flex flex-col gap-4"
        skeleton={['a', 'b', 'c'].map((key) => <div key={key} className="skeleton h-14 w-full" />)}
      >
        {(list) => <ConsentLists list={list} />}
      </QueryView>
    </section>
  );
}
