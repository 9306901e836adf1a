import type { ReactNode } from 'react';

type ChartFigureProps = {
  title: string;
  /** A sentence under the title: what the chart sums up. */
  summary?: ReactNode;
  /** The table's column headings, then its rows: what the chart shows, for screen readers. */
  columns: [string, string];
  rows: [string, string][];
  children: ReactNode;
};

/**
 * A chart in a card, with its numbers again as a table that screen readers read instead of the
 * picture (the canvas is hidden from them).
 */
export function ChartFigure({ title, summary, columns, rows, children }: ChartFigureProps) {
  return (
    <figure className="flex min-w-0 flex-col gap-3 surface p-4 sm:p-5">
      <figcaption>
        <h3 className="font-semibold text-base-content">{title}</h3>
        {summary && <p className="text-sm text-base-content/70">{summary}</p>}
      </figcaption>
      {children}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
