import type { MethodInput, ShippingMethod } from '@teatree/shared/schemas/shipping';
import type { RateKind } from '@teatree/shared/shipping';
import { type ComponentProps, useState } from 'react';
import { CheckboxLine } from '../../../components/ui/checkbox-line';
import { type Choice, ChoiceCards } from '../../../components/ui/choice-cards';
import { FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { asNumber, optionalNumber } from '../../../lib/typed-number';
import { useSaveMethod } from '../api/setup';
import { gramsText } from '../rate-text';
import { showRefusal } from '../refusal';
import { NameField } from './name-field';
import { AddRowButton, RemoveRowButton, RowInput } from './row-controls';

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

/** The fields the owner types in, kept as typed: the numbers are read from them on saving. */
type Texts = Record<'flat' | 'packaging' | 'freeOver' | 'minDays' | 'maxDays', string>;

function startTexts(method: ShippingMethod | null): Texts {
  return {
    flat: method?.rate.kind === 'flat' ? String(method.rate.price) : '',
    packaging: method?.rate.kind === 'weight' ? String(method.rate.packagingGrams) : '0',
    freeOver: method?.freeOver === null || !method ? '' : String(method.freeOver),
    minDays: method?.days ? String(method.days.min) : '',
    maxDays: method?.days ? String(method.days.max) : '',
  };
}

/**
 * How each typed field is asked, all but its value: its label, its keyboard and its hint or example, and
 * the fields of the server's refusal whose message it shows (the first there).
 */
const TEXT_FIELDS: Record<
  keyof Texts,
  Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'error'> & { errorAt: readonly string[] }
> = {
  flat: { label: 'Price ($)', inputMode: 'decimal', placeholder: '4.90', errorAt: ['rate.price'] },
  packaging: {
    label: 'Packaging (g)',
    inputMode: 'numeric',
    hint: "Added to every parcel's weight: the box and its padding.",
    errorAt: ['rate.packagingGrams'],
  },
  freeOver: {
    label: 'Free over ($, optional)',
    inputMode: 'decimal',
    hint: 'Teas worth this much or more ship free.',
    errorAt: ['freeOver'],
  },
  minDays: { label: 'Fewest days (optional)', inputMode: 'numeric', errorAt: ['days.min', 'days'] },
  maxDays: { label: 'Most days (optional)', inputMode: 'numeric', errorAt: ['days.max'] },
};

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
  const [texts, setTexts] = useState<Texts>(() => startTexts(method));
  const [rows, setRows] = useState<BandRow[]>(() => startRows(method));
  const [collect, setCollect] = useState(method?.collect ?? false);
  const [enabled, setEnabled] = useState(method?.enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unit = kind === 'weight' ? 'g' : '$';
  const { flat, packaging, freeOver, minDays, maxDays } = texts;

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

  /** One typed field by its name: how it looks, what was typed in it and what the server said of it. */
  const textField = (field: keyof Texts) => {
    const { errorAt, ...look } = TEXT_FIELDS[field];
    return (
      <TextField
        {...look}
        value={texts[field]}
        onChange={(event) => setTexts((typed) => ({ ...typed, [field]: event.target.value }))}
        error={errorAt.reduce<string | undefined>((message, at) => message ?? errors[at], undefined)}
      />
    );
  };

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
        textField('flat')
      ) : (
        <div className="flex flex-col gap-3">
          {kind === 'weight' && textField('packaging')}
          <fieldset>
            <legend className="mb-1.5 font-medium">Bands</legend>
            <ol className="flex flex-col gap-2">
              {rows.map((row, i) => {
                const from = bands[i]!.from;
                const fromText = typeof from !== 'number' ? '…' : kind === 'weight' ? gramsText(from) : `$${from}`;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a band is its place in the list
                  <li key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                    <RowInput
                      label={`${i === 0 ? 'Up to' : `Over ${fromText}, up to`} (${unit}; empty: no limit)`}
                      inputMode="decimal"
                      value={row.to}
                      aria-invalid={Boolean(errors[`rate.bands.${i}.to`])}
                      onChange={(to) => setRow(i, { to })}
                    />
                    <RowInput
                      label="Price ($)"
                      inputMode="decimal"
                      value={row.price}
                      aria-invalid={Boolean(errors[`rate.bands.${i}.price`])}
                      onChange={(price) => setRow(i, { price })}
                    />
                    <RemoveRowButton
                      label={`Remove band ${i + 1}`}
                      disabled={rows.length === 1}
                      onClick={() => setRows(rows.filter((_, j) => j !== i))}
                    />
                  </li>
                );
              })}
            </ol>
            {bandsError && <p className="mt-1.5 text-sm font-medium text-error">{bandsError}</p>}
            <AddRowButton disabled={rows.length >= 20} onClick={() => setRows([...rows, { to: '', price: '' }])}>
              Add a band
            </AddRowButton>
          </fieldset>
        </div>
      )}
      {textField('freeOver')}
      <div className="grid grid-cols-2 gap-3">
        {textField('minDays')}
        {textField('maxDays')}
      </div>
      <CheckboxLine label="Collected at the shop (nothing is posted)" checked={collect} onChange={setCollect} />
      <CheckboxLine toggle label="Offered to shoppers" checked={enabled} onChange={setEnabled} />
    </FormDialog>
  );
}
