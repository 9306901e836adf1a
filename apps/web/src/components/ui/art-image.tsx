type ArtImageProps = {
  /** One of the shop's own drawings (src/assets/art). */
  src: string;
  /** Empty for a drawing that only sets the mood, where the words beside it say what matters. */
  alt?: string;
  /** The drawing's own width and height, so the page keeps its room before it comes. */
  size: [width: number, height: number];
  /** The first screen's drawing: fetched ahead of the rest. Any other is fetched as it nears the screen. */
  first?: boolean;
  className?: string;
};

/** A drawing of the shop's on a page (a banner, a partner's logo, an iced tea), at its own proportions. */
export function ArtImage({ alt = '', size: [width, height], first = false, ...image }: ArtImageProps) {
  return (
    <img
      alt={alt}
      width={width}
      height={height}
      {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
      {...image}
    />
  );
}
