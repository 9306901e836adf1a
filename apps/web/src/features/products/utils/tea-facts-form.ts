import { NO_FACTS, type TeaFacts, teaFactsInput } from '@teatree/shared/schemas/tea-facts';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/*
 * A tea's facts as the Add Items and Edit forms hold them (docs/decisions/0040-tea-facts.md): each field
 * as typed (text), the tasting notes as one comma-separated line. The shared `teaFactsInput` rule reads
 * them once they are turned into what the API takes, so its messages are the server's own.
 */

/** The facts' fields, in the order the form shows them. */
export const FACT_FIELDS = [
  'originCountry',
  'originRegion',
  'harvestSeason',
  'harvestYear',
  'harvestDate',
  'cultivar',
  'caffeine',
  'tastingNotes',
  'brewGrams',
  'brewTempC',
  'brewSeconds',
  'brewInfusions',
] as const;
export type FactField = (typeof FACT_FIELDS)[number];

/** What the owner types: every fact a line of text, empty when it is not known. */
export type FactsFormValues = Record<FactField, string>;

export const emptyFactsForm = (): FactsFormValues => factsFormOf(NO_FACTS);

/** A tea's saved facts as the form shows them (none yet on a tea added before them). */
export function factsFormOf(facts: TeaFacts = NO_FACTS): FactsFormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    originCountry: text(facts.originCountry),
    originRegion: text(facts.originRegion),
    harvestSeason: text(facts.harvestSeason),
    harvestYear: text(facts.harvestYear),
    harvestDate: text(facts.harvestDate),
    cultivar: text(facts.cultivar),
    caffeine: text(facts.caffeine),
    tastingNotes: facts.tastingNotes.join(', '),
    brewGrams: text(facts.brewGrams),
    brewTempC: text(facts.brewTempC),
    brewSeconds: text(facts.brewSeconds),
    brewInfusions: text(facts.brewInfusions),
  };
}

const blank = (text: string) => text.trim() === '';
const textOrNull = (text: string) => (blank(text) ? null : text);
const numberOrNull = (text: string) => (blank(text) ? null : Number(text));

/** "honey, , stone fruit " → ["honey", "stone fruit"]. */
export const splitNotes = (line: string) =>
  line
    .split(',')
    .map((note) => note.trim())
    .filter(Boolean);

/** The typed facts as the API takes them, before the shared rule reads them: an empty field is null. */
export function factsInputOf(form: FactsFormValues) {
  return {
    originCountry: textOrNull(form.originCountry),
    originRegion: textOrNull(form.originRegion),
    harvestSeason: textOrNull(form.harvestSeason),
    harvestYear: numberOrNull(form.harvestYear),
    harvestDate: textOrNull(form.harvestDate),
    cultivar: textOrNull(form.cultivar),
    caffeine: textOrNull(form.caffeine),
    tastingNotes: splitNotes(form.tastingNotes),
    brewGrams: numberOrNull(form.brewGrams),
    brewTempC: numberOrNull(form.brewTempC),
    brewSeconds: numberOrNull(form.brewSeconds),
    brewInfusions: numberOrNull(form.brewInfusions),
  };
}

const factsText = z.object(
  Object.fromEntries(FACT_FIELDS.map((key) => [key, z.string()])) as Record<FactField, z.ZodString>,
);

/**
 * The form's `facts`: the typed text in, the facts the API takes out. A refusal names the field it is
 * about (`facts.brewTempC`), one message a field, as the server's 400 does.
 */
export const factsFormField = factsText.transform((form, ctx): TeaFacts => {
  const read = teaFactsInput.safeParse(factsInputOf(form));
  if (read.success) return read.data;
  for (const issue of read.error.issues) {
    ctx.addIssue({ code: 'custom', path: [String(issue.path[0])], message: issue.message });
  }
  return z.NEVER;
});

/** Whether two sets of facts say the same: an edit sends the facts only when they changed. */
export function sameFacts(a: TeaFacts, b: TeaFacts): boolean {
  return FACT_FIELDS.every((key) =>
    key === 'tastingNotes' ? a.tastingNotes.join('\n') === b.tastingNotes.join('\n') : a[key] === b[key],
  );
}

/**
 * The server's word on one tasting note (`facts.tastingNotes.3`) shown on the one field that holds them
 * all (`facts.tastingNotes`); other errors are passed on as they are.
 */
export function withFactFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = { ...error.fields };
  for (const [key, message] of Object.entries(error.fields)) {
    const [root, field, ...rest] = key.split('.');
    if (root === 'facts' && field && rest.length > 0) fields[`facts.${field}`] ??= message;
  }
  return new ApiError(error.status, error.code, error.message, fields, error.reason);
}
