import { SkeletonItem } from './skeleton-item';

/** The shape of a table's rows, as skeleton classes. */
export type RowShape = {
  /** The shape that leads each row (a photo, a number), as skeleton classes. */
  lead: string;
  /** The widths of the two text lines beside it. */
  lines: [title: string, detail: string];
  /** The shapes at the end of each row (a price, a badge, buttons). */
  trailing: string[];
};

type TableSkeletonProps = RowShape & { rows: number };

/** A table's rows while they load: the same card on every width, shaped like the rows to come. */
export function TableSkeleton({ rows, lead, lines, trailing }: TableSkeletonProps) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4 surface p-4">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity but their place
        <div key={i} className="flex items-center gap-4">
          <SkeletonItem lead={lead} lines={[`h-4 ${lines[0]}`, `h-3 ${lines[1]}`]} />
          {trailing.map((shape) => (
            <div key={shape} className={`skeleton ${shape}`} />
          ))}
        </div>
      ))}
    </div>
  );
}
