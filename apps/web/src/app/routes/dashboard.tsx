import { DASHBOARD_SPANS, type DashboardSpan, type LowStockBy } from '@teatree/shared/schemas/dashboard';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { Link } from '../../components/ui/link';
import { QueryView } from '../../components/ui/query-view';
import { paths } from '../../config/paths';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';
import { Block } from '../../features/dashboard/components/block';
import { ExportForm } from '../../features/dashboard/components/export-form';
import { FigureCards, FigureCardsSkeleton } from '../../features/dashboard/components/figure-cards';
import { PromotionTakings } from '../../features/dashboard/components/promotion-takings';
import { SalesCharts } from '../../features/dashboard/components/sales-charts';
import { TopTeas } from '../../features/dashboard/components/top-teas';
import {
  LowStockList,
  NewestReviews,
  ToShipList,
  WaitingForStockList,
} from '../../features/dashboard/components/work-lists';
import { longDay } from '../../features/dashboard/format';

function readSpan(value: string | null): DashboardSpan {
  return DASHBOARD_SPANS.find((span) => String(span) === value) ?? 30;
}

/** How teas running low are judged (?lowStock=days); by the count unless the owner chose the days. */
function readLowStockBy(value: string | null): LowStockBy {
  return value === 'days' ? 'days' : 'count';
}

/**
 * The owner's dashboard (admin, docs/decisions/0014-dashboard.md): how the shop is doing, what needs
 * doing, what sells, and the books.
 */
export default function DashboardRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const days = readSpan(searchParams.get('days'));
  const lowStockBy = readLowStockBy(searchParams.get('lowStock'));
  const dashboard = useDashboard(days, lowStockBy);
  /** One choice of the address changed, the others kept. */
  const choose = (key: 'days' | 'lowStock', value: string | null) =>
    setSearchParams((was) => {
      const next = new URLSearchParams(was);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });
  const { data, isPlaceholderData } = dashboard;

  const spanPicker = (
    <fieldset className="join">
      <legend className="sr-only">Span of the charts</legend>
      {DASHBOARD_SPANS.map((span) => (
        <button
          key={span}
          type="button"
          className={`btn join-item btn-sm ${span === days ? 'btn-primary' : 'btn-outline btn-primary bg-base-100'}`}
          aria-pressed={span === days}
          onClick={() => choose('days', span === 30 ? null : String(span))}
        >
          {span} days
        </button>
      ))}
    </fieldset>
  );

  return (
    <PageFrame
      id="dashboard-heading"
      eyebrow="Shop admin"
      title="Dashboard"
      align="start"
      intro={
        <p>
          How the shop is doing, what waits for you, and what sells.
          {data && ` ${longDay(data.today)}, ${data.timeZone} time.`}
        </p>
      }
    >
      <QueryView
        query={dashboard}
        subject="the dashboard"
        skeletonClassName="flex flex-col gap-6"
        skeleton={
          <>
            <FigureCardsSkeleton />
            <div className="skeleton h-72 rounded-box" />
          </>
        }
      >
        {(data) => (
          <div className="flex flex-col gap-12">
            <Block id="takings-heading" title="Takings">
              <FigureCards figures={data.figures} />
            </Block>

            <Block id="needs-doing-heading" title="What needs doing">
              <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
                <ToShipList toShip={data.toShip} timeZone={data.timeZone} />
                <LowStockList
                  lowStock={data.lowStock}
                  by={lowStockBy}
                  onBy={(by) => choose('lowStock', by === 'count' ? null : by)}
                />
                <NewestReviews reviews={data.reviews} timeZone={data.timeZone} />
                <WaitingForStockList waiting={data.waitingForStock} />
              </div>
            </Block>

            <div
              className={`flex flex-col gap-12 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
              aria-busy={isPlaceholderData}
            >
              <Block id="trends-heading" title={`The last ${data.days} days`} aside={spanPicker}>
                <SalesCharts data={data} />
              </Block>

              <Block id="sells-heading" title="What sells">
                <div className="grid gap-4 lg:grid-cols-2">
                  <TopTeas teas={data.topByRevenue} measure="revenue" days={data.days} />
                  <TopTeas teas={data.topByUnits} measure="units" days={data.days} />
                </div>
                <PromotionTakings promotions={data.promotions} days={data.days} />
              </Block>
            </div>

            <Block id="books-heading" title="Books">
              <ExportForm today={data.today} timeZone={data.timeZone} />
              <p className="text-sm text-base-content/70">
                Every order, one at a time, is on{' '}
                <Link className="link link-primary" to={paths.manageOrder.getHref()}>
                  Manage Orders
                </Link>
                .
              </p>
            </Block>
          </div>
        )}
      </QueryView>
    </PageFrame>
  );
}
