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

export function photoSources(photo: string): { src: string; srcSet?: string } {
  const match = MEDIA_URL.exec(photo);
  if (!match?.[1]) return { src: photo };
  const id = match[1];
  return {
    src: mediaUrl(id, 400),
    srcSet: MEDIA_WIDTHS.map((w) => `${mediaUrl(id, w)} ${w}w`).join(', '),
  };
}
