/**
 * The key of a guest's order (docs/decisions/0027-guest-orders.md): its mailed link and the checkout
 * lead to the order's page or payment page with `?key=…`, and every call those pages make sends it
 * in the X-Order-Key header, never in the call's own address.
 */

const ORDER_PAGES = /^\/(orders|payment)\//;

/** The key in the page's address, on an order's page or payment page only. */
export function orderKeyInAddress(): string | null {
  if (typeof window === 'undefined' || !ORDER_PAGES.test(window.location.pathname)) return null;
  return new URLSearchParams(window.location.search).get('key') || null;
}

/** An order page's address carrying the page's key along, when the page has one. */
export function withOrderKey(href: string, key = orderKeyInAddress()): string {
  return key ? `${href}${href.includes('?') ? '&' : '?'}key=${encodeURIComponent(key)}` : href;
}
