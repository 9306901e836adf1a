import { EXPORT_DAYS_MAX, ordersExportQuery } from '@teatree/shared/schemas/dashboard';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { HiOutlineArrowDownTray } from 'react-icons/hi2';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-errors';
import { downloadOrders } from '../api/export-orders';

type Errors = { from?: string; to?: string };

/**
 * The books: every order line of a range of the shop's days as a CSV file for a spreadsheet. It opens
 * on this month so far.
 */
export function ExportForm({ today, timeZone }: { today: string; timeZone: string }) {
  const [range, setRange] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ordersExportQuery.safeParse(range);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const name = await downloadOrders(parsed.data);
      toast.success(`Downloaded ${name}`);
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) setErrors(failure.fields);
      toast.error(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  // Both ends of the range are days of the shop up to today, each with its own error.
  const dateField = (field: keyof Errors) => ({
    type: 'date',
    value: range[field],
    max: today,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setRange({ ...range, [field]: event.target.value }),
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="export-heading" className="flex flex-col gap-4 surface p-5">
      <div>
        <h3 id="export-heading" className="font-semibold">
          Export orders
        </h3>
        <p className="text-sm text-base-content/70">
          One row per tea of every order placed in the range ({timeZone} days, both included, at most {EXPORT_DAYS_MAX}
          ), as a CSV file for your spreadsheet or accountant.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <TextField label="From" {...dateField('from')} />
        <TextField label="To" {...dateField('to')} />
        <button type="submit" className="btn btn-primary gap-2 sm:mt-8" disabled={busy}>
          <HiOutlineArrowDownTray className="size-5" aria-hidden="true" />
          {busy ? 'Preparing…' : 'Download CSV'}
        </button>
      </div>
    </form>
  );
}
