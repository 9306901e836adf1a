import type { Dashboard } from '@teatree/shared/schemas/dashboard';
import { useMemo } from 'react';
import { axisCount, axisMoney, dayName, money, shortDay } from '../format';
import { Chart } from './chart';
import { ChartFigure } from './chart-figure';

const GREEN = '#2f6b3a';
const AMBER = '#c8872e';
const LEAF = '#7fb069';

/** "Black Tea" as "Black" under a bar: four names fit under a phone's chart. */
const categoryLabel = (category: string) => category.replace(/ Tea$/, '');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const countText = (n: number) => plural(n, 'order');

/** Daily revenue, daily paid orders and revenue by category over the chosen span. */
export function SalesCharts({ data }: { data: Dashboard }) {
  const { daily, categories, days } = data;
  const dates = useMemo(() => daily.map((day) => day.date), [daily]);
  const revenue = useMemo(() => daily.map((day) => day.revenue), [daily]);
  const orders = useMemo(() => daily.map((day) => day.orders), [daily]);
  const categoryNames = useMemo(() => categories.map((entry) => entry.category), [categories]);
  const categoryRevenue = useMemo(() => categories.map((entry) => entry.revenue), [categories]);
  const spanRevenue = revenue.reduce((sum, value) => sum + value, 0);
  const spanOrders = orders.reduce((sum, value) => sum + value, 0);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        title="Daily revenue"
        summary={`${money(Math.round(spanRevenue * 100) / 100)} over the last ${days} days, refunds taken off.`}
        columns={['Day', 'Revenue']}
        rows={daily.map((day) => [dayName(day.date), money(day.revenue)])}
      >
        <Chart
          kind="bars"
          labels={dates}
          values={revenue}
          name="Revenue"
          format={axisMoney}
          valueText={money}
          pointName="Day"
          labelText={dayName}
          shortLabel={shortDay}
          color={GREEN}
        />
      </ChartFigure>
      <ChartFigure
        title="Daily paid orders"
        summary={`${countText(spanOrders)} paid over the last ${days} days.`}
        columns={['Day', 'Paid orders']}
        rows={daily.map((day) => [dayName(day.date), countText(day.orders)])}
      >
        <Chart
          kind="line"
          labels={dates}
          values={orders}
          name="Paid orders"
          format={axisCount}
          valueText={countText}
          pointName="Day"
          labelText={dayName}
          shortLabel={shortDay}
          color={AMBER}
        />
      </ChartFigure>
      <div className="lg:col-span-2">
        <ChartFigure
          title="Revenue by category"
          summary={`Over the last ${days} days, refunds taken off.`}
          columns={['Category', 'Revenue']}
          rows={categories.map((entry) => [entry.category, money(entry.revenue)])}
        >
          <Chart
            kind="bars"
            labels={categoryNames}
            values={categoryRevenue}
            name="Revenue"
            format={axisMoney}
            valueText={money}
            pointName="Category"
            shortLabel={categoryLabel}
            color={LEAF}
            height={200}
          />
        </ChartFigure>
      </div>
    </div>
  );
}
