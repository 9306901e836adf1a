import { CART_REMINDER_HOURS_MAX, consentMessages, reminderSettings } from '@teatree/shared/schemas/consent';
import { type FormEvent, useId } from 'react';
import { controlProps, FieldMessage } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useSingleField } from '../../../hooks/use-single-field';
import { ApiError } from '../../../lib/api-client';
import { useAuthFailure } from '../../../lib/auth-failure';
import { failureMessage } from '../../../lib/form-errors';
import { useSaveReminderSettings } from '../api/newsletters';

const HINT = `How long a cart waits before its one reminder, in hours: decimals are fine (1.5 is an hour and a half), at most ${CART_REMINDER_HOURS_MAX}. Only customers who agreed to cart reminders get one.`;

/** "24 hours", "1 hour", "1.5 hours". */
const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** "Send a reminder after [24] hours", saved with its button (docs/decisions/0044-mails-with-consent.md). */
export function CartReminderForm({ hours }: { hours: number }) {
  const id = useId();
  const { ref, value, setValue, error, setError, refuse, change } = useSingleField(String(hours));
  const save = useSaveReminderSettings();
  const onAuthFailure = useAuthFailure();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const read = reminderSettings.safeParse({ cartReminderHours: value.trim() === '' ? Number.NaN : Number(value) });
    if (!read.success) return refuse(consentMessages.cartReminderHours);
    setError(undefined);
    try {
      const saved = await save.mutateAsync(read.data);
      setValue(String(saved.cartReminderHours));
      toast.success(`Cart reminders go out after ${hoursText(saved.cartReminderHours)}`);
    } catch (failure) {
      const onField =
        failure instanceof ApiError && failure.status === 400 ? failure.fields.cartReminderHours : undefined;
      if (onField) refuse(onField);
      else if (!(await onAuthFailure(failure))) toast.error(failureMessage(failure));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={id} className="font-medium">
          Send a reminder after<span className="sr-only"> this many hours</span>
        </label>
        <span className="flex items-center gap-2">
          <input
            ref={ref}
            {...controlProps(id, error, HINT)}
            name="cartReminderHours"
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            max={CART_REMINDER_HOURS_MAX}
            className={`input w-24 bg-base-100 text-base tabular-nums ${error ? 'input-error' : ''}`}
            value={value}
            onChange={(event) => change(event.currentTarget.value)}
          />
          <span aria-hidden="true">hours</span>
        </span>
        <button type="submit" className="btn btn-primary btn-sm" aria-disabled={save.isPending || undefined}>
          {save.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Save
        </button>
      </div>
      <FieldMessage id={id} error={error} hint={HINT} />
    </form>
  );
}
