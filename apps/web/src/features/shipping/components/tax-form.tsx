import type { TaxSetup } from '@teatree/shared/schemas/shipping';
import { TAX_CLASS_NAMES, TAX_CLASSES, type TaxClass } from '@teatree/shared/tax';
import { useId, useState } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/toast';
import { asNumber } from '../../../lib/typed-number';
import { useSaveTax } from '../api/setup';
import { showRefusal } from '../refusal';
import { CountryOptions } from './country-options';
import { AddRowButton, RemoveRowButton, RowInput, RowSelect } from './row-controls';

type RateRow = { country: string; region: string; taxClass: TaxClass; rate: string };

/**
 * The shop's tax (docs/decisions/0033-shipping-and-tax.md): whether its prices include tax, the class
 * the shipping is taxed in, and a rate per country (or region) and class, saved whole.
 */
export function TaxForm({ tax, shopCountry }: { tax: TaxSetup; shopCountry: string }) {
  const id = useId();
  const save = useSaveTax();
  const [included, setIncluded] = useState(tax.pricesIncludeTax);
  const [shippingClass, setShippingClass] = useState<TaxClass>(tax.shippingClass);
  const [rows, setRows] = useState<RateRow[]>(() => tax.rates.map((rate) => ({ ...rate, rate: String(rate.rate) })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setRow = (i: number, change: Partial<RateRow>) =>
    setRows(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  const classOptions = TAX_CLASSES.map((taxClass) => (
    <option key={taxClass} value={taxClass}>
      {TAX_CLASS_NAMES[taxClass]}
    </option>
  ));
  const rowError = (i: number) => Object.entries(errors).find(([field]) => field.startsWith(`rates.${i}`))?.[1];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      {
        pricesIncludeTax: included,
        shippingClass,
        rates: rows.map((row) => ({ ...row, rate: asNumber(row.rate) })),
      },
      {
        onSuccess: () => toast.success('Tax is saved'),
        onError: (error) => showRefusal(error, setErrors),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-6" noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="sr-only">
        Tax
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-medium">The prices of the teas</legend>
        <label className="flex items-center gap-3">
          <input
            type="radio"
            name={`${id}-included`}
            className="radio radio-primary radio-sm"
            checked={!included}
            onChange={() => setIncluded(false)}
          />
          Exclude tax: it is added at checkout
        </label>
        <label className="flex items-center gap-3">
          <input
            type="radio"
            name={`${id}-included`}
            className="radio radio-primary radio-sm"
            checked={included}
            onChange={() => setIncluded(true)}
          />
          Include tax: the receipt shows the tax they contain
        </label>
      </fieldset>
      <label className="flex max-w-sm flex-col gap-1.5">
        <span className="font-medium">Shipping is taxed as</span>
        <select
          className="select w-full bg-base-100"
          value={shippingClass}
          onChange={(event) => setShippingClass(event.target.value as TaxClass)}
        >
          {classOptions}
        </select>
      </label>
      <fieldset>
        <legend className="mb-1.5 font-medium">Rates</legend>
        <p className="mb-3 text-sm text-base-content/75">
          A country's rate for each class; a region's (a US state's code, such as NY) where it differs. A class without
          a rate is not taxed there.
        </p>
        {rows.length === 0 && <p className="mb-2 text-sm text-base-content/70">No rates yet: nothing is taxed.</p>}
        <ol className="flex flex-col gap-3">
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a rate is its place in the list while it is edited
            <li key={i} className="rounded-field border border-base-300 p-3">
              <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[2fr_1fr_1.5fr_1fr_auto]">
                <RowSelect
                  label="Country"
                  className="col-span-2 flex flex-col gap-1 text-sm sm:col-span-1"
                  value={row.country}
                  onChange={(country) => setRow(i, { country })}
                >
                  <CountryOptions shopCountry={shopCountry} />
                </RowSelect>
                <RowInput
                  label="Region"
                  value={row.region}
                  placeholder="All"
                  maxLength={80}
                  onChange={(region) => setRow(i, { region })}
                />
                <RowSelect
                  label="Class"
                  value={row.taxClass}
                  onChange={(taxClass) => setRow(i, { taxClass: taxClass as TaxClass })}
                >
                  {classOptions}
                </RowSelect>
                <RowInput
                  label="Rate (%)"
                  inputMode="decimal"
                  value={row.rate}
                  aria-invalid={Boolean(rowError(i))}
                  onChange={(rate) => setRow(i, { rate })}
                />
                <RemoveRowButton
                  label={`Remove rate ${i + 1}`}
                  onClick={() => setRows(rows.filter((_, j) => j !== i))}
                />
              </div>
              {rowError(i) && <p className="mt-1.5 text-sm font-medium text-error">{rowError(i)}</p>}
            </li>
          ))}
        </ol>
        <AddRowButton
          onClick={() => setRows([...rows, { country: shopCountry, region: '', taxClass: 'reduced', rate: '' }])}
        >
          Add a rate
        </AddRowButton>
      </fieldset>
      <div>
        <SubmitButton busy={save.isPending} className="btn btn-primary">
          Save tax
        </SubmitButton>
      </div>
    </form>
  );
}
