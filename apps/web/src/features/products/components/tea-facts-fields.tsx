import { CAFFEINE_LEVELS, fahrenheit, HARVEST_SEASONS, TASTING_NOTES_MAX } from '@teatree/shared/schemas/tea-facts';
import { type ComponentProps, useId } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useWatch } from 'react-hook-form';
import { controlProps, FieldFrame, TextField } from '../../../components/ui/form-field';
import { Options, SelectField } from '../../../components/ui/select-field';
import type { FactField } from '../utils/tea-facts-form';
import { CAFFEINE_NAMES, SEASON_NAMES, steepText } from '../utils/tea-facts-text';
import { FormSection, type ProductFormOutput, type ProductFormValues } from './product-form-parts';

/*
 * The Tea facts section of Add Items and Edit (docs/decisions/0040-tea-facts.md): where the tea grew,
 * when it was picked, its cultivar, its caffeine, what it tastes of, and how to brew it. Every field
 * may stay empty; the tea's page shows only what is given.
 */

type TeaFactsFieldsProps = {
  register: UseFormRegister<ProductFormValues>;
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  errors: FieldErrors<ProductFormValues>['facts'];
};

/** A typed number, or null while the field holds none. */
function typedNumber(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const THIS_YEAR = new Date().getFullYear();

export function TeaFactsFields({ register, control, errors }: TeaFactsFieldsProps) {
  const field = (name: FactField) => ({ error: errors?.[name]?.message, ...register(`facts.${name}`) });
  const number = (name: FactField, step: string, min: string, max: string) => ({
    type: 'number',
    inputMode: step === '1' ? ('numeric' as const) : ('decimal' as const),
    step,
    min,
    max,
    ...field(name),
  });
  const seconds = typedNumber(useWatch({ control, name: 'facts.brewSeconds' }));

  return (
    <FormSection title="Tea facts (optional)">
      <p className="text-sm text-base-content/75">
        What a tea drinker asks: where it grew, when it was picked, how to brew it. Leave out what you do not know.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Country" autoComplete="off" {...field('originCountry')} />
        <TextField label="Region or garden" autoComplete="off" {...field('originRegion')} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-medium">Harvest</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FactSelect label="Season" values={HARVEST_SEASONS} names={SEASON_NAMES} {...field('harvestSeason')} />
          <TextField label="Year" {...number('harvestYear', '1', '1900', String(THIS_YEAR))} />
        </div>
        <TextField label="Picked on (if known)" type="date" {...field('harvestDate')} />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Cultivar" autoComplete="off" {...field('cultivar')} />
        <FactSelect label="Caffeine" values={CAFFEINE_LEVELS} names={CAFFEINE_NAMES} {...field('caffeine')} />
      </div>
      <TextField
        label="Tasting notes"
        autoComplete="off"
        hint={`Up to ${TASTING_NOTES_MAX}, separated by commas: honey, stone fruit`}
        {...field('tastingNotes')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-medium">Brewing guide</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Grams per cup (250 ml)" {...number('brewGrams', '0.5', '0.5', '20')} />
          <TemperatureField control={control} {...number('brewTempC', '1', '40', '100')} />
          <TextField
            label="Steeping time (seconds)"
            hint={
              <span aria-live="polite" data-testid="steep-meaning">
                {seconds !== null && Number.isInteger(seconds) && seconds > 0
                  ? steepText(seconds)
                  : 'How long each infusion steeps: 150 is 2 min 30 s.'}
              </span>
            }
            {...number('brewSeconds', '1', '10', '3600')}
          />
          <TextField
            label="Infusions"
            hint="How many times the leaves are steeped."
            {...number('brewInfusions', '1', '1', '20')}
          />
        </div>
      </fieldset>
    </FormSection>
  );
}

type FactSelectProps<Value extends string> = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  values: readonly Value[];
  names: Record<Value, string>;
};

/** A fact picked from a list, each choice by its name, "—" first for a fact not given. */
function FactSelect<Value extends string>({ values, names, ...select }: FactSelectProps<Value>) {
  return (
    <SelectField {...select}>
      <option value="">—</option>
      <Options values={values} names={names} />
    </SelectField>
  );
}

type TemperatureFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  control: TeaFactsFieldsProps['control'];
  error: string | undefined;
};

/** The water's temperature in °C, and beside it, as it is typed, in °F. */
function TemperatureField({ control, error, ...input }: TemperatureFieldProps) {
  const id = useId();
  const celsius = typedNumber(useWatch({ control, name: 'facts.brewTempC' }));
  const inFahrenheit = celsius === null ? null : `= ${fahrenheit(celsius)} °F`;
  return (
    <FieldFrame id={id} label="Water temperature (°C)" error={error}>
      <div className="flex items-center gap-3">
        <input
          className={`input w-full bg-base-100 text-base ${error ? 'input-error' : ''}`}
          {...controlProps(id, error, inFahrenheit)}
          {...input}
        />
        <output
          id={`${id}-hint`}
          aria-live="polite"
          data-testid="fahrenheit"
          className="shrink-0 text-sm whitespace-nowrap text-base-content/70 tabular-nums"
        >
          {inFahrenheit}
        </output>
      </div>
    </FieldFrame>
  );
}
