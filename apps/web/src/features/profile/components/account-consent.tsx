import {
  type AccountConsentKind,
  CONSENT_LABELS,
  type ConsentItem,
  type ConsentList,
  CUPS_PER_DAY_MAX,
  cupsPerDayField,
  REFILL_NOTICE_DAYS,
} from '@teatree/shared/schemas/consent';
import { useId, useRef, useState } from 'react';
import { controlProps, FieldMessage } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { formatDate } from '../../../lib/dates';
import { failureMessage } from '../../../lib/form-errors';
import { useSetConsent } from '../api/consents';

export const CHECK_YOUR_MAIL = 'Check your mail to confirm: we sent you a link';
export const WAITING_FOR_CONFIRMATION = 'Waiting for you to confirm the link we mailed';

const ABOUT: Record<AccountConsentKind, string> = {
  newsletter: 'News from the shop: new harvests, teas back in stock and the odd offer.',
  cart_reminders: 'One mail when you leave teas in your cart.',
  refill_reminders: `A mail ${REFILL_NOTICE_DAYS} days before a tea you bought should run out.`,
};

const SAID: Record<AccountConsentKind, { on: string; off: string }> = {
  newsletter: { on: 'You get the newsletter', off: 'You no longer get the newsletter' },
  cart_reminders: { on: 'Cart reminders are on', off: 'Cart reminders are off' },
  refill_reminders: { on: 'Refill reminders are on', off: 'Refill reminders are off' },
};

/** "Given on Dec 2, 2026", or that the mailed link waits to be followed. */
export function consentStanding(consent: ConsentItem): string {
  return consent.status === 'pending' ? WAITING_FOR_CONFIRMATION : `Given on ${formatDate(consent.givenAt)}`;
}

/** The cups a day as typed, when they are a whole number from 1 to 20; otherwise why not. */
function readCups(value: string): { cups: number } | { problem: string } {
  const read = cupsPerDayField.safeParse(value.trim() === '' ? Number.NaN : Number(value));
  return read.success ? { cups: read.data } : { problem: read.error.issues[0]?.message ?? '' };
}

type AccountConsentProps = {
  kind: AccountConsentKind;
  /** The consent as the server has it; none when it was never given or was withdrawn. */
  consent: ConsentItem | undefined;
  /** The refill reminders' cups a day (only their row asks for them). */
  cupsPerDay: number;
};

/**
 * One consent for the whole account, as a switch: turned on it is given (the newsletter then waits for
 * its mailed link when the address is not verified yet), turned off it is withdrawn at once. Refill
 * reminders take the cups of tea a day beside it, sent with the switch or on their own once it is on.
 */
export function AccountConsent({ kind, consent, cupsPerDay }: AccountConsentProps) {
  const id = useId();
  const cupsField = useRef<HTMLInputElement>(null);
  const switchField = useRef<HTMLInputElement>(null);
  const set = useSetConsent();
  const onAuthFailure = useAuthFailure();
  const busy = useRef(false);
  const [cups, setCups] = useState(String(cupsPerDay));
  const [cupsError, setCupsError] = useState<string>();
  const withCups = kind === 'refill_reminders';
  const label = CONSENT_LABELS[kind];
  // While a change is on its way the switch shows what was asked for.
  const on = set.isPending && set.variables ? set.variables.change.given : consent !== undefined;

  const refuseCups = (why: string) => {
    setCupsError(why);
    cupsField.current?.focus();
  };

  const save = async (given: boolean, cupsPerDayNow?: number) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const list: ConsentList = await set.mutateAsync({
        kind,
        change: cupsPerDayNow === undefined ? { given } : { given, cupsPerDay: cupsPerDayNow },
      });
      const now = list.consents.find((item) => item.kind === kind);
      setCups(String(list.cupsPerDay));
      if (now?.status === 'pending') toast.success(CHECK_YOUR_MAIL);
      else if (given && cupsPerDayNow !== undefined && consent) {
        toast.success(
          `Refill reminders now count ${list.cupsPerDay === 1 ? '1 cup' : `${list.cupsPerDay} cups`} a day`,
        );
      } else toast.success(given ? SAID[kind].on : SAID[kind].off);
    } catch (failure) {
      const onCups = failure instanceof ApiError && failure.status === 400 ? failure.fields.cupsPerDay : undefined;
      if (onCups) refuseCups(onCups);
      else if (!(await onAuthFailure(failure))) toast.error(failureMessage(failure));
    } finally {
      busy.current = false;
    }
  };

  const onSwitch = (given: boolean) => {
    if (!withCups || !given) return void save(given);
    const read = readCups(cups);
    if ('problem' in read) return refuseCups(read.problem);
    setCupsError(undefined);
    void save(true, read.cups);
  };

  /** The cups changed while refill reminders are on: saved at once (when the field is left, or on Enter). */
  const onCupsDone = () => {
    const read = readCups(cups);
    if ('problem' in read) return setCupsError(read.problem);
    setCupsError(undefined);
    if (consent && !set.isPending && read.cups !== cupsPerDay) void save(true, read.cups);
  };

  const describedBy = [`${id}-about`, consent && `${id}-standing`].filter(Boolean).join(' ');
  const cupsHint = consent
    ? 'How fast your tea runs out, and so when we remind you.'
    : 'Saved with refill reminders when you turn them on.';

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <label htmlFor={`${id}-switch`} className="font-semibold">
            {label}
          </label>
          <p id={`${id}-about`} className="text-sm text-base-content/75">
            {ABOUT[kind]}
          </p>
          {consent && (
            <p
              id={`${id}-standing`}
              className={`text-sm ${consent.status === 'pending' ? 'font-medium text-amber-ink' : 'text-base-content/70'}`}
            >
              {consentStanding(consent)}
            </p>
          )}
        </div>
        <input
          ref={switchField}
          id={`${id}-switch`}
          type="checkbox"
          role="switch"
          className="toggle toggle-primary mt-0.5 shrink-0"
          checked={on}
          aria-checked={on}
          aria-describedby={describedBy}
          aria-busy={set.isPending || undefined}
          onChange={(event) => onSwitch(event.currentTarget.checked)}
        />
      </div>
      {withCups && (
        <div className="flex flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={`${id}-cups`} className="text-sm font-medium">
              Cups of tea a day
            </label>
            <input
              ref={cupsField}
              {...controlProps(`${id}-cups`, cupsError, cupsHint)}
              name="cupsPerDay"
              type="number"
              inputMode="numeric"
              min={1}
              max={CUPS_PER_DAY_MAX}
              step={1}
              className={`input input-sm w-20 bg-base-100 text-base tabular-nums ${cupsError ? 'input-error' : ''}`}
              value={cups}
              onChange={(event) => {
                setCups(event.currentTarget.value);
                if (cupsError) setCupsError(undefined);
              }}
              // Left for the switch itself: the switch sends them, or turns the reminders off.
              onBlur={(event) => event.relatedTarget !== switchField.current && onCupsDone()}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onCupsDone();
                }
              }}
            />
          </div>
          <FieldMessage id={`${id}-cups`} error={cupsError} hint={cupsHint} />
        </div>
      )}
    </li>
  );
}
