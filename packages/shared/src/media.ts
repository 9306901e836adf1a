/**
 * Product photos are stored by the server in a few widths and served at immutable URLs of the form
 * `/media/{id}/{width}.webp`. A page asks for the width it needs through srcset, so a card never
 * downloads the large picture. Photos from elsewhere (any other URL) are used as they are.
 */
export const MEDIA_WIDTHS = [400, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

const MEDIA_URL = /^\/media\/([A-Za-z0-9_-]+)\/\d+\.webp$/;

export function mediaUrl(id: string, width: MediaWidth = 1200): string {
  return `/media/${id}/${width}.webp`;
}

/** The width a tea's photo takes on its own page: the page's picture and the server's preload of it ask alike. */
export const TEA_PAGE_PHOTO_SIZES = '(min-width: 1024px) 480px, 100vw';

/**
 * An HTTP `Link` header that starts a tea page's photo downloading with the page itself, at the width
 * the page will ask for, instead of once the tea's details have arrived.
 */
export function photoPreloadLink(photo: string, sizes: string): string {
  const { src, srcSet } = photoSources(photo);
  const choice = srcSet ? `; imagesrcset="${srcSet}"; imagesizes="${sizes}"` : '';
  return `<${encodeURI(src)}>; rel=preload; as=image${choice}; fetchpriority=high`;
}

export function photoSources(photo: string): { src: string; srcSet?: string } {
  const match = MEDIA_URL.exec(photo);
  if (!match?.[1]) return { src: photo };
  const id = match[1];
  return {
    src: mediaUrl(id, 400),
    srcSet: MEDIA_WIDTHS.map((w) => `${mediaUrl(id, w)} ${w}w`).join(', '),
  };
}

/** Photo uploads (POST /api/media, administrators): the largest file the server takes. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The formats a shop photo may come in, with the file names and types a browser gives such a file. */
export const PHOTO_FORMATS = {
  jpeg: { extensions: ['jpg', 'jpeg'], mime: ['image/jpeg'] },
  png: { extensions: ['png'], mime: ['image/png'] },
  webp: { extensions: ['webp'], mime: ['image/webp'] },
  avif: { extensions: ['avif'], mime: ['image/avif'] },
} as const satisfies Record<string, { extensions: readonly string[]; mime: readonly string[] }>;

/** The file chooser's `accept`: every type above. */
export const PHOTO_TYPES = Object.values(PHOTO_FORMATS)
  .flatMap((format) => format.mime)
  .join(',');

export const photoMessages = {
  tooLarge: 'This picture is larger than 5 MB',
} as const;
