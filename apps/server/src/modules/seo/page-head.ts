import { BRAND } from '@teatree/shared/messages';
import type { Product as Tea } from '@teatree/shared/schemas/product';
import { absolute, jsonLdScript, shopOnHomePage, teaAddress, teaBreadcrumbs, teaProduct } from './structured-data.ts';

/**
 * The tags in a page's `<head>` that search engines and link previews read: its own description, its
 * canonical address, Open Graph and Twitter card tags with a picture, and JSON-LD where the page has
 * structured data (docs/decisions/0026-found-by-search-engines.md). Social sites and many crawlers do
 * not run scripts: these are in the HTML the server sends, not added by the web app.
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's address on the shop, e.g. `/products/prd_…`. */
  address: string;
  /** A picture for link previews; the shop's share card when the page has none of its own. */
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: object[];
}

/** The share card, drawn by the web build (apps/web/scripts/share-card.mjs): 1200 × 630 px. */
export const SHARE_CARD = '/share.png';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** At most about 160 characters, cut between words: what search results show of a description. */
export function shortDescription(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,.;:]+$/, '')}…`;
}

export function headTags(head: PageHead, origin: string): string {
  const url = absolute(origin, head.address);
  const image = absolute(origin, head.image ?? SHARE_CARD);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeAttribute(content)}" />`;
  return [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    meta('property', 'og:site_name', BRAND),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...(head.jsonLd ?? []).map(jsonLdScript),
  ].join('');
}

const DESCRIPTION = /<meta name="description" content="([^"]*)"\s*\/?>/;
const TITLE = /<title>([^<]*)<\/title>/;

const htmlText = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** A drawn page with these tags in its `<head>`, in place of the site-wide description it was built with. */
export function withHead(html: string, head: PageHead, origin: string): string {
  const tags = headTags(head, origin);
  return html.replace(DESCRIPTION, '').replace('</head>', () => `${tags}</head>`);
}

/** A tea's page: its name, its own description, its photo, and the tea as a product with its trail. */
export function teaPageHead(tea: Tea, origin: string): PageHead {
  return {
    title: `${tea.name} · ${BRAND}`,
    description: shortDescription(`${tea.name}: ${tea.description}`),
    address: teaAddress(tea._id),
    image: tea.photo,
    type: 'product',
    jsonLd: [teaProduct(tea, origin), teaBreadcrumbs(tea, origin)],
  };
}

/**
 * A page drawn at build time (home, products, blog…): its title and description as drawn, at its
 * address; the home page also says who the shop is and how to search it.
 */
export function drawnPageHead(html: string, address: string, origin: string, contactEmail: string): PageHead {
  return {
    title: htmlText(TITLE.exec(html)?.[1] ?? BRAND),
    description: htmlText(DESCRIPTION.exec(html)?.[1] ?? ''),
    address,
    jsonLd: address === '/' ? shopOnHomePage(origin, contactEmail) : undefined,
  };
}
