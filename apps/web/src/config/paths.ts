/** Every route of docs/product.md, "Screens and routes" (plus the password reset and the mail outbox), so links and the router agree on one spelling. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  products: {
    path: '/products',
    getHref: (page?: number) => (page && page > 1 ? `/products?page=${page}` : '/products'),
  },
  product: { path: '/products/:id', getHref: (id: string) => `/products/${encodeURIComponent(id)}` },
  editProduct: {
    path: '/products/:id/edit',
    getHref: (id: string) => `/products/${encodeURIComponent(id)}/edit`,
  },
  purchase: { path: '/purchase', getHref: () => '/purchase' },
  cart: { path: '/cart', getHref: () => '/cart' },
  myReview: { path: '/myreview/:id', getHref: (id: string) => `/myreview/${encodeURIComponent(id)}` },
  review: { path: '/review', getHref: () => '/review' },
  blog: { path: '/blog', getHref: () => '/blog' },
  about: { path: '/about', getHref: () => '/about' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  shippingAndReturns: { path: '/shipping-and-returns', getHref: () => '/shipping-and-returns' },
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
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  verified: { path: '/verified', getHref: () => '/verified' },
  // The pages a consent's mailed links open (docs/decisions/0044-mails-with-consent.md): ?token=…
  subscribeConfirm: { path: '/subscribe/confirm', getHref: () => '/subscribe/confirm' },
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  profile: { path: '/profile', getHref: () => '/profile' },
  addItems: { path: '/addItems', getHref: () => '/addItems' },
  myOrders: { path: '/myOrders', getHref: () => '/myOrders' },
  // A guest's order page carries its key to the order's other page (docs/decisions/0027-guest-orders.md).
  order: {
    path: '/orders/:id',
    getHref: (id: string, key = orderKeyInAddress()) => withOrderKey(`/orders/${encodeURIComponent(id)}`, key),
  },
  payment: {
    path: '/payment/:id',
    getHref: (id: string, key = orderKeyInAddress()) => withOrderKey(`/payment/${encodeURIComponent(id)}`, key),
  },
  users: { path: '/users', getHref: () => '/users' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  manageOrder: {
    path: '/manageOrder',
    /** With an order's id: that order alone, to ship or settle it. */
    getHref: (orderId?: string) => (orderId ? `/manageOrder?order=${encodeURIComponent(orderId)}` : '/manageOrder'),
  },
  manageReview: { path: '/manageReview', getHref: () => '/manageReview' },
  outbox: { path: '/outbox', getHref: () => '/outbox' },
  inbox: { path: '/inbox', getHref: () => '/inbox' },
  shipping: { path: '/shipping', getHref: () => '/shipping' },
  promotions: { path: '/promotions', getHref: () => '/promotions' },
  categories: { path: '/categories', getHref: () => '/categories' },
  newsletter: { path: '/newsletter', getHref: () => '/newsletter' },
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
