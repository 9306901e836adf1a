import { z } from 'zod';
import { requiredText } from './fields.ts';

/**
 * What a tea drinker asks of a tea (docs/decisions/0040-tea-facts.md): where it grew, when it was
 * picked, its cultivar, its caffeine, what it tastes of, and how to brew it. Every fact is optional;
 * a tea without them reads as before.
 */

export const CAFFEINE_LEVELS = ['none', 'low', 'medium', 'high'] as const;
export type Caffeine = (typeof CAFFEINE_LEVELS)[number];
export const HARVEST_SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type HarvestSeason = (typeof HARVEST_SEASONS)[number];

export const TASTING_NOTES_MAX = 10;
export const TASTING_NOTE_MAX = 40;

export const teaFactMessages = {
  originCountry: 'Country must be at most 60 characters',
  originRegion: 'Region or garden must be at most 80 characters',
  cultivar: 'Cultivar must be at most 60 characters',
  harvestYear: 'Harvest year must be a year from 1900 to this year',
  harvestDate: 'Harvest date must be a day (YYYY-MM-DD), not after today',
  tastingNotes: `Give at most ${TASTING_NOTES_MAX} tasting notes, each of 1 to ${TASTING_NOTE_MAX} characters`,
  brewGrams: 'Grams per cup must be from 0.5 to 20, in halves',
  brewTempC: 'Water temperature must be a whole number from 40 to 100 °C',
  brewSeconds: 'Steeping time must be from 10 seconds to an hour',
  brewInfusions: 'Infusions must be a whole number from 1 to 20',
} as const;

const text = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .max(max, { error })
    .nullable()
    .default(null)
    .transform((value) => value || null);

/**
 * Today where the day is furthest ahead (UTC+14): a harvest date the owner writes as "today" in their own
 * calendar is never refused as a day to come.
 */
const tomorrowAnywhere = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

const whole = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error }).nullable().default(null);

/** The facts as the owner gives them on Add Items and Edit; what is left out is not known. */
export const teaFactsInput = z
  .object({
    originCountry: text(60, teaFactMessages.originCountry),
    originRegion: text(80, teaFactMessages.originRegion),
    harvestSeason: z
      .enum(HARVEST_SEASONS, { error: `Harvest season must be one of ${HARVEST_SEASONS.join(', ')}` })
      .nullable()
      .default(null),
    harvestYear: whole(1900, 9999, teaFactMessages.harvestYear).refine(
      (year) => year === null || year <= new Date().getUTCFullYear(),
      { error: teaFactMessages.harvestYear },
    ),
    /** The day it was picked, when the owner knows it: a first flush's date, say. Never after today. */
    harvestDate: z.iso
      .date({ error: teaFactMessages.harvestDate })
      .refine((day) => day <= tomorrowAnywhere(), {
        error: teaFactMessages.harvestDate,
      })
      .nullable()
      .default(null),
    cultivar: text(60, teaFactMessages.cultivar),
    caffeine: z
      .enum(CAFFEINE_LEVELS, { error: `Caffeine must be one of ${CAFFEINE_LEVELS.join(', ')}` })
      .nullable()
      .default(null),
    tastingNotes: z
      .array(
        requiredText(teaFactMessages.tastingNotes).max(TASTING_NOTE_MAX, { error: teaFactMessages.tastingNotes }),
        { error: teaFactMessages.tastingNotes },
      )
      .max(TASTING_NOTES_MAX, { error: teaFactMessages.tastingNotes })
      .default([]),
    brewGrams: z
      .number({ error: teaFactMessages.brewGrams })
      .min(0.5, { error: teaFactMessages.brewGrams })
      .max(20, { error: teaFactMessages.brewGrams })
      .refine((grams) => Number.isInteger(grams * 2), { error: teaFactMessages.brewGrams })
      .nullable()
      .default(null),
    brewTempC: whole(40, 100, teaFactMessages.brewTempC),
    brewSeconds: whole(10, 3600, teaFactMessages.brewSeconds),
    brewInfusions: whole(1, 20, teaFactMessages.brewInfusions),
  })
  .strict();
export type TeaFactsInput = z.input<typeof teaFactsInput>;

/** The facts as a tea's page reads them: every key there, null (or no notes) where it is not known. */
export const teaFacts = z.object({
  originCountry: z.string().nullable(),
  originRegion: z.string().nullable(),
  harvestSeason: z.enum(HARVEST_SEASONS).nullable(),
  harvestYear: z.number().nullable(),
  harvestDate: z.string().nullable(),
  cultivar: z.string().nullable(),
  caffeine: z.enum(CAFFEINE_LEVELS).nullable(),
  tastingNotes: z.array(z.string()),
  brewGrams: z.number().nullable(),
  brewTempC: z.number().nullable(),
  brewSeconds: z.number().nullable(),
  brewInfusions: z.number().nullable(),
});
export type TeaFacts = z.infer<typeof teaFacts>;

export const NO_FACTS: TeaFacts = teaFactsInput.parse({});

/** °F beside °C on the brewing guide: 80 °C is 176 °F. */
export const fahrenheit = (celsius: number) => Math.round((celsius * 9) / 5 + 32);
