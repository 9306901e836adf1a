import { type Caffeine, fahrenheit, type HarvestSeason, type TeaFacts } from '@teatree/shared/schemas/tea-facts';

/* A tea's facts in the words its page shows them in (docs/decisions/0040-tea-facts.md). */

export const SEASON_NAMES: Record<HarvestSeason, string> = {
  spring: 'Spring',
  summer: 'Summer',
  autumn: 'Autumn',
  winter: 'Winter',
};

export const CAFFEINE_NAMES: Record<Caffeine, string> = { none: 'None', low: 'Low', medium: 'Medium', high: 'High' };

/** A caffeine level as a choice names it: "Caffeine-free", "Low", "Medium", "High". */
export const CAFFEINE_LABELS: Record<Caffeine, string> = { ...CAFFEINE_NAMES, none: 'Caffeine-free' };

/** Whether the tea has any fact to show: lists, and teas added before facts, have none. */
export function hasFacts(facts: TeaFacts | undefined): facts is TeaFacts {
  if (!facts) return false;
  return Object.values(facts).some((value) => (Array.isArray(value) ? value.length > 0 : value !== null));
}

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/** "Anhui, China"; either alone when only one is known. */
export const originText = (facts: TeaFacts) =>
  [facts.originRegion, facts.originCountry].filter(Boolean).join(', ') || null;

/** "Spring 2026", "Spring" or "2026". */
export const harvestText = (facts: TeaFacts) =>
  facts.harvestDate
    ? // "Picked 14 April 2026": a day, read in no time zone.
      `Picked ${new Date(`${facts.harvestDate}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`
    : joined(facts.harvestSeason && SEASON_NAMES[facts.harvestSeason], facts.harvestYear?.toString() ?? null);

/** "Low caffeine"; a tea with none is "Caffeine-free". */
export function caffeineText(caffeine: Caffeine | null): string | null {
  if (caffeine === null) return null;
  return caffeine === 'none' ? 'Caffeine-free' : `${CAFFEINE_NAMES[caffeine]} caffeine`;
}

/** "3 g per cup (250 ml)". */
export const gramsText = (grams: number) => `${grams} g per cup (250 ml)`;

/** "80 °C / 176 °F". */
export const temperatureText = (celsius: number) => `${celsius} °C / ${fahrenheit(celsius)} °F`;

/** "45 s", "3 min", "2 min 30 s". */
export function steepText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** "1 infusion", "3 infusions". */
export const infusionsText = (count: number) => `${count} ${count === 1 ? 'infusion' : 'infusions'}`;
