import type { DashboardFigure, FigurePeriod } from '@teatree/shared/schemas/dashboard';
import { money, type Trend, trendOf } from '../format';

const PERIODS: Record<FigurePeriod, { title: string; before: string }> = {
  today: { title: 'Today', before: 'yesterday by this time' },
  week: { title: 'Last 7 days', before: 'the 7 days before' },
  month: { title: 'Last 30 days', before: 'the 30 days before' },
};

const TREND_STYLE: Record<Trend['direction'], string> = {
  up: 'bg-success/10 text-success',
  down: 'bg-error/10 text-error',
  flat: 'bg-base-200 text-base-content/70',
};
const ARROW: Record<Trend['direction'], string> = { up: '↑', down: '↓', flat: '→' };

function TrendBadge({ current, previous, before }: { current: number; previous: number; before: string }) {
  const trend = trendOf(current, previous);
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-semibold ${TREND_STYLE[trend.direction]}`}
    >
      <span aria-hidden="true">{ARROW[trend.direction]}</span>
      {trend.text}
      <span className="sr-only"> against {before}</span>
    </span>
  );
}

/**
 * The figures under a period's revenue, each with its trend and what it counts: they agree with one
 * another, refunds included (docs/decisions/0014-dashboard.md).
 */
const SMALL_FIGURES = [
  { key: 'orders', label: 'Paid orders', text: String, counts: 'refunded ones too' },
  { key: 'averageOrder', label: 'Average order', text: money, counts: 'revenue ÷ paid orders' },
] as const;

function PeriodCard({ figure }: { figure: DashboardFigure }) {
  const { title, before } = PERIODS[figure.period];
  const { previous } = figure;
  return (
    <section aria-label={title} className="flex flex-col gap-4 surface p-5" data-period={figure.period}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-amber-ink">{title}</h3>
        <span className="text-xs text-base-content/70">against {before}</span>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-3">
        <div className="col-span-2 flex flex-col gap-1 border-b border-base-300/70 pb-3">
          <dt className="text-sm text-base-content/70">
            Revenue <span className="text-xs">· payments less refunds</span>
          </dt>
          <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-serif text-3xl font-semibold text-base-content">{money(figure.revenue)}</span>
            <TrendBadge current={figure.revenue} previous={previous.revenue} before={before} />
          </dd>
          {/* docs/decisions/0033-shipping-and-tax.md: what the teas sold for, apart from the tax and the shipping. */}
          <dd className="text-sm text-base-content/75 tabular-nums">
            {money(figure.withoutTaxAndShipping)} without tax and shipping
            <span className="block text-xs text-base-content/70">
              Tax {money(figure.tax)} · Shipping {money(figure.shipping)}
            </span>
          </dd>
        </div>
        {SMALL_FIGURES.map(({ key, label, text, counts }) => (
          <div key={key} className="flex flex-col gap-1">
            <dt className="text-sm text-base-content/70">
              {label} <span className="block text-xs">{counts}</span>
            </dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="text-lg font-semibold">{text(figure[key])}</span>
              <TrendBadge current={figure[key]} previous={previous[key]} before={before} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Revenue, paid orders and average order for today, 7 and 30 days, each with its trend. */
export function FigureCards({ figures }: { figures: DashboardFigure[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {figures.map((figure) => (
        <PeriodCard key={figure.period} figure={figure} />
      ))}
    </div>
  );
}

export function FigureCardsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {Object.keys(PERIODS).map((key) => (
        <div key={key} className="skeleton h-48 rounded-box" />
      ))}
    </div>
  );
}
