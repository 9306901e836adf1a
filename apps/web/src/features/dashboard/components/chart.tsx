import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './chart.css';

/*
 * The dashboard's charts, drawn by uPlot on a canvas (docs/decisions/0014-dashboard.md, "Charts"): about
 * 21 KB gzipped, it is imported by this file alone, so it downloads with the dashboard and with no other
 * screen. Each chart is decoration for sighted readers; the figure around it carries a table with the
 * same numbers for screen readers (ChartFigure).
 */

const INK = '#5c4f45';
const GRID = '#eee6d6';
const FONT = '12px "Inter Variable", ui-sans-serif, system-ui, sans-serif';
/** The least room an x-axis date gets, in CSS pixels; narrower charts label fewer days. */
const LABEL_ROOM = 64;

export type ChartProps = {
  kind: 'bars' | 'line';
  /** One label a point, oldest or largest first. */
  labels: string[];
  values: number[];
  /** The series' name in the hover legend. */
  name: string;
  /** A value as the axis writes it. */
  format: (value: number) => string;
  /** A value as the hover legend writes it (by default as the axis does). */
  valueText?: (value: number) => string;
  /** A label as the hover legend writes it (by default as it is). */
  labelText?: (label: string) => string;
  /** A label as the x-axis writes it (shorter than in the legend, if need be). */
  shortLabel?: (label: string) => string;
  /** The hover legend's name for a point: "Day", "Category". */
  pointName: string;
  color: string;
  height?: number;
};

/** A handful of points (the categories) are always named each. */
const FEW = 6;

/** Which points the x-axis names: a handful all, more as many as fit, spaced evenly and always including the last. */
function labelledPoints(count: number, width: number): number[] {
  const fits = count <= FEW ? count : Math.max(1, Math.floor(width / LABEL_ROOM));
  const step = Math.max(1, Math.ceil(count / fits));
  const points: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) points.unshift(i);
  return points;
}

const same = (label: string) => label;

export function Chart({
  kind,
  labels,
  values,
  name,
  format,
  valueText = format,
  labelText = same,
  shortLabel = same,
  pointName,
  color,
  height = 220,
}: ChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const count = labels.length;
    const width = () => Math.max(200, target.clientWidth);
    const bars = kind === 'bars';
    const options: uPlot.Options = {
      width: width(),
      height,
      cursor: { points: { show: !bars }, drag: { x: false, y: false } },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      legend: { show: true, live: true },
      scales: {
        x: { time: false, range: bars ? [-0.5, count - 0.5] : [0, Math.max(1, count - 1)] },
        y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          stroke: INK,
          font: FONT,
          size: 36,
          grid: { show: false },
          ticks: { stroke: GRID, size: 6 },
          splits: (u) => labelledPoints(count, u.bbox.width / devicePixelRatio),
          values: (_u, splits) => splits.map((i) => shortLabel(labels[i] ?? '')),
        },
        {
          stroke: INK,
          font: FONT,
          size: 64,
          grid: { stroke: GRID, width: 1 },
          ticks: { show: false },
          values: (_u, splits) => splits.map(format),
        },
      ],
      series: [
        { label: pointName, value: (_u, i) => (i == null ? '–' : labelText(labels[i] ?? '')) },
        {
          label: name,
          stroke: color,
          width: bars ? 0 : 2,
          fill: bars ? color : `${color}22`,
          points: { show: !bars && count <= 31, size: 5, fill: color },
          paths: bars ? uPlot.paths.bars!({ size: [0.7, 48], gap: 1 }) : undefined,
          value: (_u, v) => (v == null ? '–' : valueText(v)),
        },
      ],
    };
    const plot = new uPlot(options, [labels.map((_, i) => i), values], target);
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [kind, labels, values, name, format, valueText, labelText, shortLabel, pointName, color, height]);

  return <div ref={box} aria-hidden="true" className="dashboard-chart w-full" />;
}
