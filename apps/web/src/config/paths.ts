/** The routes whose link is their address, whatever the page that links to them. */
const fixedRoutes = {
  home: '/',
  purchase: '/purchase',
  cart: '/cart',
  review: '/review',
  blog: '/blog',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  shippingAndReturns: '/shipping-and-returns',
  resetPassword: '/reset-password',
  verified: '/verified',
  // The pages a consent's mailed links open (docs/decisions/0044-mails-with-consent.md): ?token=…
  subscribeConfirm: '/subscribe/confirm',
  unsubscribe: '/unsubscribe',
  profile: '/profile',
  addItems: '/addItems',
  myOrders: '/myOrders',
  users: '/users',
  dashboard: '/dashboard',
  manageReview: '/manageReview',
  outbox: '/outbox',
  inbox: '/inbox',
  shipping: '/shipping',
  promotions: '/promotions',
  categories: '/categories',
  newsletter: '/newsletter',
} as const;

type FixedRoutes = { [Name in keyof typeof fixedRoutes]: FixedRoute<(typeof fixedRoutes)[Name]> };
type FixedRoute<Path extends string> = { readonly path: Path; readonly getHref: () => string };

const fixed = Object.fromEntries(
  Object.entries(fixedRoutes).map(([name, path]) => [name, { path, getHref: () => path }]),
) as FixedRoutes;

/** Every route of docs/product.md, "Screens and routes" (plus the password reset and the mail outbox), so links and the router agree on one spelling. */
export const paths = {
  ...fixed,
  products: {
    path: '/products',
    getHref: (page?: number) => (page && page > 1 ? `/products?page=${page}` : '/products'),
  },
  product: { path: '/products/:id', getHref: (id: string) => `/products/${encodeURIComponent(id)}` },
  editProduct: {
    path: '/products/:id/edit',
    getHref: (id: string) => `/products/${encodeURIComponent(id)}/edit`,
  },
  myReview: { path: '/myreview/:id', getHref: (id: string) => `/myreview/${encodeURIComponent(id)}` },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo && redirectTo !== '/' ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
  },
  signup: {
    path: '/signup',
    getHref: (redirectTo?: string) =>
      redirectTo && redirectTo !== '/' ? `/signup?redirectTo=${encodeURIComponent(redirectTo)}` : '/signup',
  },
  // A guest's order page carries its key to the order's other page (docs/decisions/0027-guest-orders.md).
  order: {
    path: '/orders/:id',
    getHref: (id: string, key = orderKeyInAddress()) => withOrderKey(`/orders/${encodeURIComponent(id)}`, key),
  },
  payment: {
    path: '/payment/:id',
    getHref: (id: string, key = orderKeyInAddress()) => withOrderKey(`/payment/${encodeURIComponent(id)}`, key),
  },
  manageOrder: {
    path: '/manageOrder',
    /** With an order's id: that order alone, to ship or settle it. */
    getHref: (orderId?: string) => (orderId ? `/manageOrder?order=${encodeURIComponent(orderId)}` : '/manageOrder'),
  },
} as const;

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
  return key ? `${href}?key=${encodeURIComponent(key)}` : href;
}
