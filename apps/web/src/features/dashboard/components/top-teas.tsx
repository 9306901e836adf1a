import type { DashboardTea } from '@teatree/shared/schemas/dashboard';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { money } from '../format';

type Measure = 'revenue' | 'units';

type TopTeasProps = {
  teas: DashboardTea[];
  /** What the bars measure. */
  measure: Measure;
  days: number;
};

const MEASURES: Record<Measure, { id: string; title: string }> = {
  revenue: { id: 'top-revenue-heading', title: 'Top teas by revenue' },
  units: { id: 'top-units-heading', title: 'Top teas by tins sold' },
};

const unitsText = (units: number) => `${units} ${units === 1 ? 'tin' : 'tins'}`;

/** A ranked list of teas, each with a bar as long as its share of the first. */
export function TopTeas({ teas, measure, days }: TopTeasProps) {
  const { id, title } = MEASURES[measure];
  const best = Math.max(1, ...teas.map((tea) => tea[measure]));
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 surface p-5">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {teas.length === 0 ? (
        <p className="rounded-field bg-base-200/70 px-3 py-4 text-center text-sm text-base-content/70">
          Nothing sold in the last {days} days.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {teas.map((tea, index) => {
            const value = tea[measure];
            const share = Math.max(2, Math.round((Math.max(0, value) / best) * 100));
            return (
              <li key={tea.productId ?? tea.name} className="flex flex-col gap-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="flex min-w-0 items-baseline gap-2">
                    <span className="font-semibold text-amber-ink">{index + 1}.</span>
                    {tea.productId ? (
                      <Link
                        className="truncate font-medium text-primary hover:underline"
                        to={paths.product.getHref(tea.productId)}
                      >
                        {tea.name}
                      </Link>
                    ) : (
                      <span className="truncate font-medium">{tea.name}</span>
                    )}
                  </span>
                  <span className="shrink-0 text-base-content/80">
                    {measure === 'revenue' ? (
                      <>
                        <strong className="text-base-content">{money(tea.revenue)}</strong> · {unitsText(tea.units)}
                      </>
                    ) : (
                      <>
                        <strong className="text-base-content">{unitsText(tea.units)}</strong> · {money(tea.revenue)}
                      </>
                    )}
                  </span>
                </div>
                <div className="h-2 overflow-hidden rounded-full bg-base-200" aria-hidden="true">
                  <div
                    className={`h-full rounded-full ${measure === 'revenue' ? 'bg-primary' : 'bg-accent'}`}
                    style={{ width: `${share}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
