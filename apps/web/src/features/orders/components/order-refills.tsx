import { consentMessages, type RefillItem } from '@teatree/shared/schemas/consent';
import { useId, useState } from 'react';
import { HiOutlineBellSlash } from 'react-icons/hi2';
import { Link } from '../../../components/ui/link';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { formatDate } from '../../../lib/dates';
import { failureMessage } from '../../../lib/form-errors';
import { useMoveRefillReminder, useRefills } from '../api/refills';
import { Card, CardHeading } from './order-page-card';

/** "Dec 2, 2026" for one of the shop's days (YYYY-MM-DD), read at noon so no time zone moves it. */
const writeDay = (day: string) => formatDate(`${day}T12:00:00`);

const pad = (n: number) => String(n).padStart(2, '0');
/** Today in this browser, as a date field writes it. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A day the server may take: written whole, from today on (a year half typed is not one yet). */
const takes = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today();

/** A tea's reminder day, moved with its date field: sent as soon as a whole day from today on is chosen. */
function RemindOnField({ orderId, refill }: { orderId: string; refill: RefillItem }) {
  const id = useId();
  const [value, setValue] = useState(refill.remindOn);
  const [error, setError] = useState<string>();
  const move = useMoveRefillReminder();
  const onAuthFailure = useAuthFailure();

  const send = async (remindOn: string) => {
    setError(undefined);
    try {
      await move.mutateAsync({ orderId, refillId: refill._id, remindOn });
      toast.success(`We will remind you about ${refill.name} on ${writeDay(remindOn)}`);
    } catch (failure) {
      const onField = failure instanceof ApiError && failure.status === 400 ? failure.fields.remindOn : undefined;
      if (onField) setError(onField);
      else if (!(await onAuthFailure(failure))) toast.error(failureMessage(failure));
    }
  };

  return (
    <div className="flex flex-col gap-1.5 sm:w-52 sm:shrink-0">
      <label htmlFor={id} className="text-sm font-medium">
        Change the reminder day<span className="sr-only"> for {refill.name}</span>
      </label>
      <input
        id={id}
        type="date"
        name="remindOn"
        min={today()}
        className={`input input-sm w-full bg-base-100 text-base ${error ? 'input-error' : ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-busy={move.isPending || undefined}
        value={value}
        onChange={(event) => {
          const day = event.currentTarget.value;
          setValue(day);
          if (error) setError(undefined);
          if (takes(day) && day !== refill.remindOn) void send(day);
        }}
        onBlur={() => {
          if (value !== refill.remindOn && !takes(value)) setError(consentMessages.remindOn);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Refills on a delivered order's page (docs/decisions/0044-mails-with-consent.md): when each tea should
 * run out, at the cups a day the customer drinks, and the day its reminder is mailed, which they may
 * move. Nothing shows while the list comes, when it is empty (no tea with a brewing guide) or refused
 * (a guest's order opened by its key).
 */
export function OrderRefills({ orderId }: { orderId: string }) {
  const { data } = useRefills(orderId);
  if (!data || data.refills.length === 0) return null;
  const cups = data.cupsPerDay === 1 ? '1 cup' : `${data.cupsPerDay} cups`;

  return (
    <Card labelledBy="order-refills-heading">
      <CardHeading id="order-refills-heading">Refills</CardHeading>
      <p className="-mt-2 mb-4 text-sm text-base-content/75">At {cups} of tea a day, as your profile says.</p>
      {!data.remindersOn && (
        <p className="mb-4 flex items-start gap-2 rounded-field bg-base-200/70 px-4 py-3 text-sm">
          <HiOutlineBellSlash className="mt-0.5 size-4 shrink-0 text-base-content/70" aria-hidden="true" />
          <span>
            Refill reminders are off:{' '}
            <Link to={paths.profile.getHref()} className="link link-primary">
              turn them on in My Profile
            </Link>
          </span>
        </p>
      )}
      <ul aria-labelledby="order-refills-heading" className="flex flex-col divide-y divide-base-300">
        {data.refills.map((refill) => (
          <li
            key={refill._id}
            className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-end sm:justify-between sm:gap-6"
          >
            <div className="min-w-0">
              <p className="break-words font-semibold leading-snug">{refill.name}</p>
              {refill.sizeLabel && <p className="text-sm font-medium text-base-content/85">{refill.sizeLabel}</p>}
              <p className="mt-1 text-sm text-base-content/75">Should run out around {writeDay(refill.runsOutOn)}</p>
              <p className="text-sm">Reminder on {writeDay(refill.remindOn)}</p>
              {refill.sentAt && (
                <p className="text-sm text-base-content/70">Reminder sent {formatDate(refill.sentAt)}</p>
              )}
            </div>
            <RemindOnField orderId={orderId} refill={refill} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
