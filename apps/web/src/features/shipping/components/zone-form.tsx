import { countryName, countryOptions } from '@teatree/shared/schemas/address';
import type { ShippingZone } from '@teatree/shared/schemas/shipping';
import { useId, useMemo, useState } from 'react';
import { HiOutlineXMark } from 'react-icons/hi2';
import { CheckboxLine } from '../../../components/ui/checkbox-line';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FieldFrame } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useSaveZone } from '../api/setup';
import { showRefusal } from '../refusal';
import { NameField } from './name-field';

type ZoneFormProps = {
  /** The zone to change, or null for a new one. */
  zone: ShippingZone | null;
  /** Every zone, for the countries already taken. */
  zones: readonly ShippingZone[];
  shopCountry: string;
  open: boolean;
  onClose: () => void;
};

/**
 * A zone's name and countries, or the rest of the world (docs/decisions/0033-shipping-and-tax.md). A
 * country another zone has is shown, and not offered; the server refuses it all the same.
 */
export function ZoneForm({ zone, zones, shopCountry, open, onClose }: ZoneFormProps) {
  const pickId = useId();
  const save = useSaveZone();
  const [name, setName] = useState(zone?.name ?? '');
  const [countries, setCountries] = useState<string[]>(zone?.countries ?? []);
  const [restOfWorld, setRestOfWorld] = useState(zone?.restOfWorld ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const takenBy = useMemo(() => {
    const taken = new Map<string, string>();
    for (const other of zones)
      if (other.id !== zone?.id) for (const code of other.countries) taken.set(code, other.name);
    return taken;
  }, [zones, zone]);
  const options = useMemo(() => countryOptions(shopCountry), [shopCountry]);
  const otherRest = zones.find((other) => other.restOfWorld && other.id !== zone?.id);
  const countriesError = Object.entries(errors).find(([field]) => field.startsWith('countries'))?.[1];

  const submit = () => {
    setErrors({});
    save.mutate(
      { zoneId: zone?.id, zone: { name, countries: restOfWorld ? [] : countries, restOfWorld } },
      {
        onSuccess: () => {
          toast.success(zone ? `Zone "${name.trim()}" is saved` : `Zone "${name.trim()}" is added`);
          onClose();
        },
        onError: (error) => showRefusal(error, setErrors),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      busy={save.isPending}
      onClose={onClose}
      title={zone ? `Edit ${zone.name}` : 'New zone'}
      description="The countries this zone's methods deliver to. A country is in one zone at most."
      submitLabel="Save zone"
      onSubmit={submit}
    >
      <NameField value={name} onChange={setName} error={errors.name} placeholder="Europe" />
      <CheckboxLine
        label="Rest of the world"
        description={
          otherRest ? `"${otherRest.name}" takes the rest of the world already.` : 'Every country no other zone names.'
        }
        checked={restOfWorld}
        disabled={Boolean(otherRest)}
        onChange={setRestOfWorld}
        error={errors.restOfWorld}
      />
      {!restOfWorld && (
        <FieldFrame id={pickId} label="Countries" error={countriesError}>
          <select
            id={pickId}
            className="select w-full bg-base-100"
            value=""
            aria-invalid={Boolean(countriesError)}
            onChange={(event) => {
              const code = event.target.value;
              if (code && !countries.includes(code)) setCountries([...countries, code]);
            }}
          >
            <option value="">Add a country…</option>
            {options.map((option) => (
              <option
                key={option.value}
                value={option.value}
                disabled={countries.includes(option.value) || takenBy.has(option.value)}
              >
                {option.label}
                {takenBy.has(option.value) ? ` (in ${takenBy.get(option.value)})` : ''}
              </option>
            ))}
          </select>
          {countries.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Countries of the zone">
              {countries.map((code) => (
                <li key={code} className="badge badge-lg gap-1 border-base-300 bg-base-200 pr-1">
                  {countryName(code)}
                  <button
                    type="button"
                    className="btn btn-ghost btn-circle btn-xs"
                    aria-label={`Remove ${countryName(code)}`}
                    onClick={() => setCountries(countries.filter((c) => c !== code))}
                  >
                    <HiOutlineXMark aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </FieldFrame>
      )}
    </FormDialog>
  );
}
