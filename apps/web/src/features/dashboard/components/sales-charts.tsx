import type { Dashboard } from '@teatree/shared/schemas/dashboard';
import { useMemo } from 'react';
import { axisCount, axisMoney, dayName, money, shortDay } from '../format';
import { Chart, type ChartProps } from './chart';
import { ChartFigure } from './chart-figure';

const GREEN = '#2f6b3a';
const AMBER = '#c8872e';
const LEAF = '#7fb069';

/** "Black Tea" as "Black" under a bar: four names fit under a phone's chart. */
const categoryLabel = (category: string) => category.replace(/ Tea$/, '');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const countText = (n: number) => plural(n, 'order');

// What a chart counts: its name in the table and the legend, its axis, its values written out, and how it is drawn.
const revenueMeasure = { kind: 'bars', name: 'Revenue', format: axisMoney, valueText: money } as const;
const ordersMeasure = { kind: 'line', name: 'Paid orders', format: axisCount, valueText: countText } as const;

type SpanChartProps = ChartProps & {
  title: string;
  summary: string;
  /** A value as the table and the hover legend write it. */
  valueText: (value: number) => string;
};

/** One chart of the span in its card, its points again as the card's table: a label and its value a row. */
function SpanChart({ title, summary, ...chart }: SpanChartProps) {
  const { labels, values, pointName, name, labelText, valueText } = chart;
  const rows = labels.map((label, i): [string, string] => [
    labelText ? labelText(label) : label,
    valueText(values[i] ?? 0),
  ]);
  return (
    <ChartFigure title={title} summary={summary} columns={[pointName, name]} rows={rows}>
      <Chart {...chart} />
    </ChartFigure>
  );
}

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
  const perDay = (values: number[]) => ({
    labels: dates,
    values,
    pointName: 'Day',
    labelText: dayName,
    shortLabel: shortDay,
  });

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SpanChart
        title="Daily revenue"
        summary={`${money(Math.round(spanRevenue * 100) / 100)} over the last ${days} days, refunds taken off.`}
        {...perDay(revenue)}
        {...revenueMeasure}
        color={GREEN}
      />
      <SpanChart
        title="Daily paid orders"
        summary={`${countText(spanOrders)} paid over the last ${days} days.`}
        {...perDay(orders)}
        {...ordersMeasure}
        color={AMBER}
      />
      <div className="lg:col-span-2">
        <SpanChart
          title="Revenue by category"
          summary={`Over the last ${days} days, refunds taken off.`}
          labels={categoryNames}
          values={categoryRevenue}
          {...revenueMeasure}
          pointName="Category"
          shortLabel={categoryLabel}
          color={LEAF}
          height={200}
        />
      </div>
    </div>
  );
}
