import { type AddressField, addressFormat, countryOptions } from '@teatree/shared/schemas/address';
import { useEffect, useMemo } from 'react';
import { type FieldError, get, useFormContext } from 'react-hook-form';
import { TextField } from '../ui/form-field';
import { OptionalLabel } from '../ui/optional-label';
import { Options, SelectField } from '../ui/select-field';

/** What the browser's autofill knows each field as. */
const AUTOCOMPLETE: Record<AddressField | 'country' | 'phone', string> = {
  fullName: 'name',
  country: 'country',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  phone: 'tel',
};

type AddressFieldsProps = {
  /** The shop's country (GET /api/config, `country`): first in the country list. */
  shopCountry: string;
  /** Where the address sits in the form's values: '' at the top, or e.g. 'address.' for `{ address: {…} }`. */
  prefix?: string;
  /** A line under the phone field ("Only for the courier…"). */
  phoneHint?: string;
};

/**
 * A delivery address's fields, by the rules of its country (docs/decisions/0030-delivery-addresses.md):
 * the country first, then the country's fields in its order and words ("State", "ZIP code"), the
 * region a list where the post keeps one, no postcode where the country has none, then the phone. For
 * a react-hook-form form (inside its FormProvider) checked by deliveryAddressInput; each field shows
 * its own error, the browser's or the server's (`address.postalCode`).
 */
export function AddressFields({ shopCountry, prefix = '', phoneHint }: AddressFieldsProps) {
  const {
    register,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext();
  const name = (field: string) => `${prefix}${field}`;
  const errorOf = (field: string) => (get(errors, name(field)) as FieldError | undefined)?.message;
  const countries = useMemo(() => countryOptions(shopCountry), [shopCountry]);
  const country = (watch(name('country')) as string | undefined) || shopCountry;
  const format = addressFormat(country) ?? addressFormat(shopCountry);

  // A region of another country's list means nothing here: it is cleared when the country changes.
  const regionName = name('region');
  useEffect(() => {
    const region = getValues(regionName) as string | undefined;
    if (region && format?.regions.length && !format.regions.some((option) => option.value === region)) {
      setValue(regionName, '');
    }
  }, [format, getValues, setValue, regionName]);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <SelectField
          label="Country"
          autoComplete={AUTOCOMPLETE.country}
          error={errorOf('country')}
          {...register(name('country'))}
        >
          <Options choices={countries} />
        </SelectField>
      </div>
      {format?.fields.map((field) => {
        const label = field.required ? (
          field.label
        ) : (
          <OptionalLabel>{field.label.replace(/ \(optional\)$/, '')}</OptionalLabel>
        );
        const wide = field.name === 'fullName' || field.name === 'line1' || field.name === 'line2';
        if (field.name === 'region' && format.regions.length > 0) {
          return (
            <SelectField
              key={field.name}
              label={label}
              autoComplete={AUTOCOMPLETE.region}
              error={errorOf('region')}
              {...register(name('region'))}
            >
              <option value="">Choose…</option>
              <Options choices={format.regions} />
            </SelectField>
          );
        }
        return (
          <div key={field.name} className={wide ? 'sm:col-span-2' : undefined}>
            <TextField
              label={label}
              autoComplete={AUTOCOMPLETE[field.name]}
              error={errorOf(field.name)}
              hint={
                field.name === 'postalCode' && format.postcodeExample
                  ? `For example ${format.postcodeExample}`
                  : undefined
              }
              {...register(name(field.name))}
            />
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <TextField
          label="Phone"
          type="tel"
          autoComplete={AUTOCOMPLETE.phone}
          error={errorOf('phone')}
          hint={phoneHint}
          {...register(name('phone'))}
        />
      </div>
    </div>
  );
}
