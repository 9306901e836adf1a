import { BRAND } from '@teatree/shared/messages';
import type { Product as Tea } from '@teatree/shared/schemas/product';
import type { BreadcrumbList, Offer, Organization, Product, WebSite, WithContext } from 'schema-dts';

/**
 * What search engines read of the shop's pages (docs/decisions/0026-found-by-search-engines.md), in
 * schema.org's vocabulary as JSON-LD: the types come from `schema-dts`, so a property schema.org does
 * not have, or a value of the wrong kind, fails the typecheck. Addresses are absolute, on the shop's
 * own address (PUBLIC_URL).
 */

/** The `<script type="application/ld+json">` for one object, safe inside HTML: no `</script>` can end it early. */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

export const absolute = (origin: string, address: string) => new URL(address, `${origin}/`).href;

/** A tea's page on the shop, as the web app's router has it. */
export const teaAddress = (id: string) => `/products/${encodeURIComponent(id)}`;

/** A tea as Google's product results read it: its offer (price, currency, stock) and, once reviewed, its rating. */
export function teaProduct(tea: Tea, origin: string): WithContext<Product> {
  const url = absolute(origin, teaAddress(tea._id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: tea.name,
    description: tea.description,
    // Every photo of its gallery, the first being its photo (docs/decisions/0042-several-photos.md).
    image: (tea.photos ?? [tea.photo]).map((photo) => absolute(origin, photo)),
    url,
    sku: tea._id,
    category: tea.category,
    brand: { '@type': 'Brand', name: tea.brand },
    offers: sizeOffers(tea, url, origin),
    ...(tea.rating !== null && tea.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: tea.rating,
            reviewCount: tea.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * One Offer per size on sale (docs/decisions/0032-sizes-and-stock-by-weight.md), each with its own
 * price, weight and availability. Not an AggregateOffer: Google's merchant listings read only Offer
 * (AggregateOffer is for product snippets alone), and a low–high range could not say that the pouch is
 * sold out while the tin is in stock. A size is sold out when the stock holds fewer than its minimum.
 */
function sizeOffers(tea: Tea, url: string, origin: string): Offer[] {
  const sizes =
    tea.sizes.length > 0
      ? tea.sizes
      : [
          {
            id: tea.defaultSizeId,
            label: '',
            grams: 0,
            price: tea.price,
            minOrder: tea.minOrder,
            sku: null,
            quantity: tea.quantity,
            pricePer100g: 0,
          },
        ];
  return sizes.map((size) => ({
    '@type': 'Offer',
    url,
    ...(size.label && { name: `${tea.name}, ${size.label}` }),
    ...(size.sku && { sku: size.sku }),
    price: size.price.toFixed(2),
    priceCurrency: 'USD',
    ...(tea.stockedBy === 'weight' &&
      size.grams > 0 && {
        eligibleQuantity: { '@type': 'QuantitativeValue', value: size.grams, unitCode: 'GRM' },
      }),
    availability:
      size.quantity >= Math.max(1, size.minOrder) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@id': `${absolute(origin, '/')}#organization` },
  }));
}

/** Home › Products › the tea: the trail search results show above a tea's page. */
export function teaBreadcrumbs(tea: Tea, origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: absolute(origin, '/') },
      { '@type': 'ListItem', position: 2, name: 'Products', item: absolute(origin, '/products') },
      { '@type': 'ListItem', position: 3, name: tea.name, item: absolute(origin, teaAddress(tea._id)) },
    ],
  };
}

/** The shop itself, on its home page: who sells, and how to search its teas. */
export function shopOnHomePage(
  origin: string,
  contactEmail: string,
): [WithContext<Organization>, WithContext<WebSite>] {
  const home = absolute(origin, '/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${home}#organization`,
      name: BRAND,
      url: home,
      logo: absolute(origin, '/logo.png'),
      email: contactEmail,
      foundingDate: '1995',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: BRAND,
      url: home,
      publisher: { '@id': `${home}#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absolute(origin, '/products')}?q={search_term_string}` },
        // schema-dts has no name for Google's `query-input`, which SearchAction carries in its examples.
        ...({ 'query-input': 'required name=search_term_string' } as object),
      },
    },
  ];
}
