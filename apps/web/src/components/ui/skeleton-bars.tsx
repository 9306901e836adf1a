type SkeletonBarsProps = {
  /** Each bar's size, top to bottom, as skeleton classes: "h-4 w-1/2". */
  bars: readonly string[];
  /** The block that holds them: its layout and its card. */
  className: string;
};

/** A block of bars standing for its words while they load: a heading, a line or two, a button. */
export function SkeletonBars({ bars, className }: SkeletonBarsProps) {
  return (
    <div className={className} aria-hidden="true">
      {bars.map((size, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity but their place
        <div key={at} className={`skeleton ${size}`} />
      ))}
    </div>
  );
}
