type SkeletonItemProps = {
  /** The shape of its picture, as skeleton classes. */
  lead: string;
  /** The two lines beside it (a name, a detail), as skeleton classes. */
  lines: [title: string, detail: string];
};

/** Something with a picture and two lines of text, while it loads: a cart line, an order, a reviewer, a table row. */
export function SkeletonItem({ lead, lines: [title, detail] }: SkeletonItemProps) {
  return (
    <>
      <div className={`skeleton ${lead}`} />
      <div className="flex flex-1 flex-col gap-2">
        <div className={`skeleton ${title}`} />
        <div className={`skeleton ${detail}`} />
      </div>
    </>
  );
}
