import { photoPreloadLink, TEA_PAGE_PHOTO_SIZES } from '@teatree/shared/media';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';

/** A tea's page: /products/{id}, as the web app's router has it (case and a trailing slash aside). */
const TEA_PAGE = /^\/products\/([A-Za-z0-9_-]+)\/?$/i;

/**
 * The `Link` header a tea's page is sent with: its photo and its details (`GET /api/products/{id}`,
 * asked for as the page's own request asks, with the visitor's cookies), so the browser fetches both
 * beside the page's scripts rather than after them (docs/decisions/0017-pages-answer-at-once.md).
 * It reads the catalogue kept in memory as it is; while none is (just after a change), the page goes
 * without, and a photo changed a moment ago only costs the visitor a download the page does not use.
 */
export function teaPagePreload(catalogue: CatalogueSnapshot) {
  return (pathname: string): string | undefined => {
    const id = TEA_PAGE.exec(pathname)?.[1];
    const tea = id === undefined ? undefined : catalogue.peek(id);
    if (!tea) return undefined;
    const details = `</api/products/${encodeURIComponent(tea._id)}>; rel=preload; as=fetch; crossorigin=use-credentials`;
    return `${photoPreloadLink(tea.photo, TEA_PAGE_PHOTO_SIZES)}, ${details}`;
  };
}
