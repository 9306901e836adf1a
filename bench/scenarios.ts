/** What `npm run bench` measures on each database: the scenarios, and the steps of a customer who buys. */
import type autocannon from './load-generator.ts';
import type { Load } from './measure.ts';

/** Where the bench's checkouts send their orders, field by field. */
export const BENCH_DELIVERY = {
  fullName: 'Bea Bench',
  country: 'US',
  line1: '1 Bench Street',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  phone: '+1 217 555 0100',
};

/** The Accept-Encoding header Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd';
/** Orders a second placed while the catalogue is read, in the scenario that mixes them. */
const ORDERS_ALONGSIDE = 20;
const SEARCHES = Array.from({ length: 200 }, (_, i) => `/api/products?q=${encodeURIComponent(String(i * 37))}`);
/** Searches as shoppers type them, misspelt: words of the bench's tea names with a letter doubled or left out. */
const TYPOS = [
  'mornnig',
  'gardn',
  'mistt',
  'peek',
  'vally',
  'silvr',
  'goldenn',
  'jaed',
  'rivr',
  'clowd',
  'ambr',
  'leef',
];
const TYPED_SEARCHES = Array.from(
  { length: 200 },
  (_, i) =>
    `/api/products?q=${encodeURIComponent(`${TYPOS[i % TYPOS.length]} ${TYPOS[(i * 5 + 1) % TYPOS.length]}${i >= 144 ? ` ${i}` : ''}`)}`,
);
/** The catalogue's filters as shoppers combine them (docs/product.md, "Filters"): 40 price bands, in stock, rated. */
const FILTERED = Array.from(
  { length: 40 },
  (_, i) =>
    `minPrice=${i}&maxPrice=${i + 12}&inStock=true${i % 2 ? '&rating=3' : ''}${i % 3 ? '' : '&category=Green%20Tea'}`,
);

/** Who asks and for what: the signed-in bench customer's and owner's cookies, the buyers', teas with reviews and teas whose pages are read. */
export interface BenchShop {
  cookie: string;
  owner: string;
  buyers: string[];
  reviewedTeas: string[];
  teaPages: string[];
}

/**
 * The scenarios, given who asks, the well-stocked teas and the shop's address (a write with a session
 * cookie names the page it comes from, as a browser's does).
 */
export const scenarios = (
  { cookie, owner, buyers, reviewedTeas, teaPages }: BenchShop,
  { stocked, pouches, shippingMethodId }: { stocked: string[]; pouches: string[]; shippingMethodId: string },
  origin: string,
): [string, Load][] => [
  ['GET /api/health', { paths: ['/api/health'] }],
  // The public lists are each measured also against a bare route sending their very bytes (`sameBytes`).
  ['GET /api/products (first page)', { paths: ['/api/products'], sameBytes: true }],
  // What a browser asks: the same page, compressed (kept so, once, beside the page).
  [
    'GET /api/products (first page, br)',
    { paths: ['/api/products'], headers: { 'accept-encoding': BROWSER }, sameBytes: true },
  ],
  ['GET /api/products?q= (200 terms)', { paths: SEARCHES, sameBytes: true }],
  ['GET /api/products?q= (200 searches with typos)', { paths: TYPED_SEARCHES, sameBytes: true }],
  ['GET /api/products?category=', { paths: ['/api/products?category=Green%20Tea'], sameBytes: true }],
  [
    'GET /api/products?minPrice=&maxPrice=&inStock=… (40 filters)',
    { paths: FILTERED.map((q) => `/api/products?${q}`) },
  ],
  ['GET /api/products/facets?… (40 filters)', { paths: FILTERED.map((q) => `/api/products/facets?${q}`) }],
  ['GET /api/reviews (first page)', { paths: ['/api/reviews?limit=6'], sameBytes: true }],
  [
    'GET /api/reviews (first page, br)',
    { paths: ['/api/reviews?limit=6'], headers: { 'accept-encoding': BROWSER }, sameBytes: true },
  ],
  [
    `GET /api/reviews?productId= (${reviewedTeas.length} teas)`,
    { paths: reviewedTeas.map((id) => `/api/reviews?productId=${id}&limit=3`), sameBytes: true },
  ],
  // A tea's page as a visitor opens it, drawn by the server with the tea in it, and the tea as the page's script reads it.
  [`GET /products/{id} (${teaPages.length} teas, the drawn page)`, { paths: teaPages.map((id) => `/products/${id}`) }],
  [`GET /api/products/{id} (${teaPages.length} teas)`, { paths: teaPages.map((id) => `/api/products/${id}`) }],
  // A customer's own orders: the page My Orders asks for, and the API's default page of 50.
  [
    'GET /api/purchase?limit=10 (signed in, My Orders)',
    { paths: ['/api/purchase?limit=10&offset=0'], headers: { cookie } },
  ],
  ['GET /api/purchase (signed in, 50 orders)', { paths: ['/api/purchase'], headers: { cookie } }],
  // The owner's dashboard over every order of the shop: one owner reading it, then the shop's four administrators at once.
  ['GET /api/dashboard (one owner)', { paths: ['/api/dashboard'], headers: { cookie: owner }, connections: 1 }],
  [
    'GET /api/dashboard?days=90 (one owner)',
    { paths: ['/api/dashboard?days=90'], headers: { cookie: owner }, connections: 1 },
  ],
  ['GET /api/dashboard (4 at once)', { paths: ['/api/dashboard'], headers: { cookie: owner }, connections: 4 }],
  // The catalogue as customers browse it while others buy: every order changes a tea's stock, which the
  // list in memory shows (docs/decisions/0016-caches.md).
  [
    `GET /api/products (first page) while ${ORDERS_ALONGSIDE} orders a second are placed`,
    {
      paths: ['/api/products'],
      browsing: buyers,
      alongside: { paths: [], flow: () => placeAndPay(buyers, stocked, origin).slice(0, 1), rate: ORDERS_ALONGSIDE },
    },
  ],
  // The buyers take turns, each ordering one of the stocked teas (one account's orders are placed one
  // at a time, by design); each has opened a page of the shop before.
  [
    `POST /api/purchase (${buyers.length} customers, ${stocked.length} teas)`,
    { paths: [], flow: () => placeAndPay(buyers, stocked, origin).slice(0, 1), browsing: buyers },
  ],
  [
    'place and pay an order (3 requests; per order)',
    { paths: [], flow: () => placeAndPay(buyers, stocked, origin), perFlow: 3, browsing: buyers },
  ],
  [
    'fill a cart of 3 lines and check out (4 requests; per order)',
    {
      paths: [],
      // A tea's tin and its pouch, and a second tea's pouch: two sizes of one tea draw on one stock.
      flow: cartFlow(
        buyers,
        [
          { productId: stocked[0]! },
          { productId: stocked[0]!, sizeId: pouches[0]! },
          { productId: stocked[1]!, sizeId: pouches[1]! },
        ],
        origin,
        shippingMethodId,
      ),
      perFlow: 4,
      browsing: buyers,
    },
  ],
];

/** A bench buyer's request: its JSON body, sent from the shop's page (`origin`) with the buyer's cookie. */
function asBuyer(req: autocannon.Request, origin: string, cookie: string, body: object): autocannon.Request {
  return { ...req, headers: { 'content-type': 'application/json', origin, cookie }, body: JSON.stringify(body) };
}

/**
 * A customer's cart, repeated by each connection as one of the bench buyers: three lines put in the
 * cart, then one checkout (one order of three lines, all the stock taken in one transaction). A cart
 * is its customer's: a buyer is taken from the free ones for a whole round and given back after the
 * checkout, so no two connections fill one cart. Runs take turns between the two halves of the
 * buyers, so a run never meets the checkouts a run before it left on their way.
 */
function cartFlow(
  buyers: string[],
  lines: { productId: string; sizeId?: string }[],
  origin: string,
  shippingMethodId: string,
): () => autocannon.Request[] {
  let run = 0;
  return () => {
    const half = run++ % 2;
    const free = buyers.filter((_, i) => i % 2 === half);
    type Steps = { cookie?: string };
    const add = (line: { productId: string; sizeId?: string }, first: boolean): autocannon.Request => ({
      method: 'POST',
      path: '/api/cart/items',
      setupRequest: (req, context: Steps) => {
        if (first) context.cookie = free.shift();
        return asBuyer(req, origin, context.cookie!, { ...line, quantity: 1 });
      },
    });
    return [
      ...lines.map((line, i) => add(line, i === 0)),
      {
        method: 'POST',
        path: '/api/cart/checkout',
        // Delivered by the demo shop's Standard, priced and taxed as every checkout is.
        setupRequest: (req, context: Steps) =>
          asBuyer(req, origin, context.cookie!, { address: BENCH_DELIVERY, shippingMethodId }),
        onResponse: (_status, _body, context: Steps) => {
          if (context.cookie) free.push(context.cookie);
        },
      },
    ] as autocannon.Request[];
  };
}

/** The test provider's card that pays (docs/decisions/0007-payments.md). */
export const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

/**
 * A customer's three steps, repeated by each connection, each time as the next of the bench buyers:
 * place an order, prepare its payment, confirm the test card (which pays it). Each buyer orders the
 * stocked tea of their number.
 */
function placeAndPay(buyers: string[], stocked: string[], origin: string): autocannon.Request[] {
  let nextBuyer = 0;
  type Steps = { cookie?: string; productId?: string; orderId?: string; clientSecret?: string };
  return [
    {
      method: 'POST',
      path: '/api/purchase',
      setupRequest: (req, context: Steps) => {
        if (!context.cookie) {
          const buyer = nextBuyer++ % buyers.length;
          context.cookie = buyers[buyer]!;
          context.productId = stocked[buyer % stocked.length]!;
        }
        return asBuyer(req, origin, context.cookie, {
          productId: context.productId,
          quantity: 1,
          address: '1 Bench Street',
        });
      },
      onResponse: (_status, body, context: Steps) => {
        context.orderId = (JSON.parse(body) as { insertedId?: string }).insertedId;
      },
    },
    {
      method: 'POST',
      path: '/api/create-payment-intent',
      setupRequest: (req, context: Steps) => asBuyer(req, origin, context.cookie!, { orderId: context.orderId }),
      onResponse: (_status, body, context: Steps) => {
        context.clientSecret = (JSON.parse(body) as { clientSecret?: string }).clientSecret;
      },
    },
    {
      method: 'POST',
      path: '/api/test-payments/confirm',
      setupRequest: (req, context: Steps) =>
        asBuyer(req, origin, context.cookie!, { clientSecret: context.clientSecret, card: TEST_CARD }),
    },
  ] as autocannon.Request[];
}
