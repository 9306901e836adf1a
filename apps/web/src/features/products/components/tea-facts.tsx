import type { TeaFacts } from '@teatree/shared/schemas/tea-facts';
import { type ReactNode, useId } from 'react';
import type { IconType } from 'react-icons';
import { HiOutlineArrowPath, HiOutlineBeaker, HiOutlineClock, HiOutlineScale } from 'react-icons/hi2';
import {
  caffeineText,
  gramsText,
  harvestText,
  hasFacts,
  infusionsText,
  originText,
  steepText,
  temperatureText,
} from '../utils/tea-facts-text';

/*
 * What a tea drinker asks of a tea, on its page under the description (docs/decisions/0040-tea-facts.md):
 * where it grew, when it was picked, its cultivar, its caffeine and what it tastes of, then how to brew
 * it. Only the facts the owner gave show; a tea without any shows nothing at all.
 */

type Figure = { label: string; value: string; Icon: IconType };

/** The brewing guide's figures the tea has: the leaf, the water, the time and the infusions. */
function brewingFigures(facts: TeaFacts): Figure[] {
  const figures: (Figure | null)[] = [
    facts.brewGrams === null ? null : { label: 'Leaf', value: gramsText(facts.brewGrams), Icon: HiOutlineScale },
    facts.brewTempC === null
      ? null
      : { label: 'Water', value: temperatureText(facts.brewTempC), Icon: HiOutlineBeaker },
    facts.brewSeconds === null ? null : { label: 'Steep', value: steepText(facts.brewSeconds), Icon: HiOutlineClock },
    facts.brewInfusions === null
      ? null
      : { label: 'Infusions', value: infusionsText(facts.brewInfusions), Icon: HiOutlineArrowPath },
  ];
  return figures.filter((figure) => figure !== null);
}

function BrewingGuide({ figures }: { figures: Figure[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-box bg-leaf-50 p-4 sm:p-5" data-testid="brewing-guide">
      <h3 id={headingId} className="mb-3 font-semibold">
        How to brew
      </h3>
      <ul className="grid grid-cols-2 gap-4">
        {figures.map(({ label, value, Icon }) => (
          <li key={label} className="flex items-start gap-2">
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="flex flex-col">
              <span className="text-xs text-base-content/70">{label}</span>
              <span className="font-semibold tabular-nums">{value}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "About this tea": the tea's facts as a list of terms, and its brewing guide; nothing when none is known. */
export function TeaFactsSection({ facts }: { facts: TeaFacts | undefined }) {
  const headingId = useId();
  if (!hasFacts(facts)) return null;
  const caffeine = caffeineText(facts.caffeine);
  const rows: [string, ReactNode][] = [];
  const origin = originText(facts);
  const harvest = harvestText(facts);
  if (origin) rows.push(['Origin', origin]);
  if (harvest) rows.push(['Harvest', harvest]);
  if (facts.cultivar) rows.push(['Cultivar', facts.cultivar]);
  if (caffeine) rows.push(['Caffeine', caffeine]);
  if (facts.tastingNotes.length > 0) {
    rows.push([
      'Tasting notes',
      <ul key="notes" className="flex flex-wrap gap-1.5">
        {[...new Set(facts.tastingNotes)].map((note) => (
          <li key={note} className="badge badge-sm badge-primary badge-soft">
            {note}
          </li>
        ))}
      </ul>,
    ]);
  }
  const figures = brewingFigures(facts);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5 surface p-5 sm:p-8">
      <h2 id={headingId} className="text-xl font-semibold">
        About this tea
      </h2>
      {rows.length > 0 && (
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map(([term, value]) => (
            <div key={term} className={`flex flex-col gap-1 ${term === 'Tasting notes' ? 'sm:col-span-2' : ''}`}>
              <dt className="text-sm text-base-content/70">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {figures.length > 0 && <BrewingGuide figures={figures} />}
    </section>
  );
}
