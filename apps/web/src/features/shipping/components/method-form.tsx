import type { MethodInput, ShippingMethod } from '@teatree/shared/schemas/shipping';
import type { RateKind } from '@teatree/shared/shipping';
import { useState } from 'react';
import { HiOutlinePlus, HiOutlineTrash } from 'react-icons/hi2';
import { type Choice, ChoiceCards } from '../../../components/ui/choice-cards';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { asNumber, optionalNumber } from '../../../lib/typed-number';
import { useSaveMethod } from '../api/setup';
import { gramsText } from '../rate-text';
import { showRefusal } from '../refusal';
import { NameField } from './name-field';

/** A band as the form holds it: where it ends ('' for no end) and its price, as typed. */
type BandRow = { to: string; price: string };

const KINDS: Choice<RateKind>[] = [
  { value: 'flat', label: 'Flat rate', hint: 'One price, whatever the parcel.' },
  { value: 'weight', label: 'By weight', hint: 'The teas’ weight plus the packaging.' },
  { value: 'value', label: 'By order value', hint: 'The teas’ subtotal.' },
];

function startRows(method: ShippingMethod | null): BandRow[] {
  if (method && method.rate.kind !== 'flat') {
    return method.rate.bands.map((band) => ({
      to: band.to === null ? '' : String(band.to),
      price: String(band.price),
    }));
  }
  return [
    { to: '500', price: '' },
    { to: '', price: '' },
  ];
}

type MethodFormProps = {
  zoneId: string;
  zoneName: string;
  /** The method to change, or null for a new one. */
  method: ShippingMethod | null;
  open: boolean;
  onClose: () => void;
};

/**
 * A shipping method: its name, its rate (flat, or bands of weight or of value, each band starting where
 * the one before ends), free over an amount, how long it takes, collected or posted, on or off.
 */
export function MethodForm({ zoneId, zoneName, method, open, onClose }: MethodFormProps) {
  const save = useSaveMethod();
  const [name, setName] = useState(method?.name ?? '');
  const [kind, setKind] = useState<RateKind>(method?.rate.kind ?? 'flat');
  const [flat, setFlat] = useState(method?.rate.kind === 'flat' ? String(method.rate.price) : '');
  const [packaging, setPackaging] = useState(method?.rate.kind === 'weight' ? String(method.rate.packagingGrams) : '0');
  const [rows, setRows] = useState<BandRow[]>(() => startRows(method));
  const [freeOver, setFreeOver] = useState(method?.freeOver === null || !method ? '' : String(method.freeOver));
  const [minDays, setMinDays] = useState(method?.days ? String(method.days.min) : '');
  const [maxDays, setMaxDays] = useState(method?.days ? String(method.days.max) : '');
  const [collect, setCollect] = useState(method?.collect ?? false);
  const [enabled, setEnabled] = useState(method?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unit = kind === 'weight' ? 'g' : '$';

  const bands = rows.map((row, i) => ({
    from: i === 0 ? 0 : asNumber(rows[i - 1]!.to),
    to: optionalNumber(row.to),
    price: asNumber(row.price),
  }));

  const toInput = (): MethodInput => ({
    name,
    rate:
      kind === 'flat'
        ? { kind, price: asNumber(flat) }
        : kind === 'weight'
          ? { kind, packagingGrams: asNumber(packaging), bands }
          : { kind, bands },
    freeOver: optionalNumber(freeOver),
    days:
      minDays.trim() === '' && maxDays.trim() === ''
        ? null
        : { min: asNumber(minDays), max: asNumber(maxDays || minDays) },
    collect,
    enabled,
  });

  const submit = () => {
    setErrors({});
    save.mutate(
      { zoneId, methodId: method?.id, method: toInput() },
      {
        onSuccess: () => {
          toast.success(method ? `${name.trim()} is saved` : `${name.trim()} is added to ${zoneName}`);
          onClose();
        },
        onError: (error) => showRefusal(error, setErrors),
      },
    );
  };

  const bandsError =
    errors['rate.bands'] ?? Object.entries(errors).find(([field]) => field.startsWith('rate.bands.'))?.[1];
  const setRow = (i: number, change: Partial<BandRow>) =>
    setRows(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));

  return (
    <FormDialog
      open={open}
      busy={save.isPending}
      onClose={onClose}
      title={method ? `Edit ${method.name}` : `New method for ${zoneName}`}
      description={`How parcels to ${zoneName} travel, and what the shopper pays for it.`}
      submitLabel="Save method"
      onSubmit={submit}
    >
      <NameField value={name} onChange={setName} error={errors.name} placeholder="Standard" />
      <ChoiceCards
        legend="Rate"
        choices={KINDS}
        value={kind}
        onChange={setKind}
        error={errors['rate.kind']}
        columns={3}
      />
      {kind === 'flat' ? (
        <TextField
          label="Price ($)"
          inputMode="decimal"
          value={flat}
          onChange={(event) => setFlat(event.target.value)}
          error={errors['rate.price']}
          placeholder="4.90"
        />
      ) : (
        <div className="flex flex-col gap-3">
          {kind === 'weight' && (
            <TextField
              label="Packaging (g)"
              inputMode="numeric"
              value={packaging}
              onChange={(event) => setPackaging(event.target.value)}
              error={errors['rate.packagingGrams']}
              hint="Added to every parcel's weight: the box and its padding."
            />
          )}
          <fieldset>
            <legend className="mb-1.5 font-medium">Bands</legend>
            <ol className="flex flex-col gap-2">
              {rows.map((row, i) => {
                const from = bands[i]!.from;
                const fromText = typeof from !== 'number' ? '…' : kind === 'weight' ? gramsText(from) : `$${from}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a band is its place in the list
                  <li key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                    <label className="flex flex-col gap-1 text-sm">
                      <span className="text-base-content/75">
                        {i === 0 ? 'Up to' : `Over ${fromText}, up to`} ({unit}; empty: no limit)
                      </span>
                      <input
                        className="input w-full bg-base-100"
                        inputMode="decimal"
                        value={row.to}
                        aria-invalid={Boolean(errors[`rate.bands.${i}.to`])}
                        onChange={(event) => setRow(i, { to: event.target.value })}
                      />
                    </label>
                    <label className="flex flex-col gap-1 text-sm">
                      <span className="text-base-content/75">Price ($)</span>
                      <input
                        className="input w-full bg-base-100"
                        inputMode="decimal"
                        value={row.price}
                        aria-invalid={Boolean(errors[`rate.bands.${i}.price`])}
                        onChange={(event) => setRow(i, { price: event.target.value })}
                      />
                    </label>
                    <button
                      type="button"
                      className="btn btn-ghost btn-square"
                      aria-label={`Remove band ${i + 1}`}
                      disabled={rows.length === 1}
                      onClick={() => setRows(rows.filter((_, j) => j !== i))}
                    >
                      <HiOutlineTrash aria-hidden="true" className="size-5" />
                    </button>
                  </li>
                );
              })}
            </ol>
            {bandsError && <p className="mt-1.5 text-sm font-medium text-error">{bandsError}</p>}
            <button
              type="button"
              className="btn btn-ghost btn-sm mt-2 text-primary"
              disabled={rows.length >= 20}
              onClick={() => setRows([...rows, { to: '', price: '' }])}
            >
              <HiOutlinePlus aria-hidden="true" className="size-4" /> Add a band
            </button>
          </fieldset>
        </div>
      )}
      <TextField
        label="Free over ($, optional)"
        inputMode="decimal"
        value={freeOver}
        onChange={(event) => setFreeOver(event.target.value)}
        error={errors.freeOver}
        hint="Teas worth this much or more ship free."
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Fewest days (optional)"
          inputMode="numeric"
          value={minDays}
          onChange={(event) => setMinDays(event.target.value)}
          error={errors['days.min'] ?? errors.days}
        />
        <TextField
          label="Most days (optional)"
          inputMode="numeric"
          value={maxDays}
          onChange={(event) => setMaxDays(event.target.value)}
          error={errors['days.max']}
        />
      </div>
      <label className="flex items-center gap-3">
        <input
          type="checkbox"
          className="checkbox checkbox-primary"
          checked={collect}
          onChange={(event) => setCollect(event.target.checked)}
        />
        <span>Collected at the shop (nothing is posted)</span>
      </label>
      <label className="flex items-center gap-3">
        <input
          type="checkbox"
          className="toggle toggle-primary"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <span>Offered to shoppers</span>
      </label>
    </FormDialog>
  );
}
