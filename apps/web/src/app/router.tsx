import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireBuyer } from './guards/require-buyer';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { type LazyScreen, lazyScreen } from './lazy-screen';

/*
 * Each screen is its own chunk, so the home page downloads only what it shows. The routes are
 * declared as elements (React Router's declarative mode): the shop loads no data through the router,
 * and its data-router machinery would add about 17 KB gzipped to every visitor's first script.
 */
const Home = lazyScreen(() => import('./routes/home'));
const Products = lazyScreen(() => import('./routes/products'));
const Purchase = lazyScreen(() => import('./routes/purchase'));
const Review = lazyScreen(() => import('./routes/review'));
const Blog = lazyScreen(() => import('./routes/blog'));
const About = lazyScreen(() => import('./routes/about'));
const Terms = lazyScreen(() => import('./routes/terms'));
const Privacy = lazyScreen(() => import('./routes/privacy'));
const ShippingAndReturns = lazyScreen(() => import('./routes/shipping-and-returns'));
const ProductPurchase = lazyScreen(() => import('./routes/product-purchase'));
const Cart = lazyScreen(() => import('./routes/cart'));
const MyReview = lazyScreen(() => import('./routes/my-review'));
const Profile = lazyScreen(() => import('./routes/profile'));
const MyOrders = lazyScreen(() => import('./routes/my-orders'));
const Order = lazyScreen(() => import('./routes/order'));
const Payment = lazyScreen(() => import('./routes/payment'));
const NotFound = lazyScreen(() => import('./routes/not-found'));
const AdminScreen = lazyScreen(() => import('./admin-screens'));

/**
 * The administrators' screens (./admin-screens.tsx knows which screen each shows): only their addresses
 * are in every visitor's first script (docs/decisions/0018-home-page-scripts.md).
 */
export const adminPaths = [
  paths.dashboard.path,
  paths.addItems.path,
  paths.editProduct.path,
  paths.users.path,
  paths.manageOrder.path,
  paths.shipping.path,
  paths.promotions.path,
  paths.manageReview.path,
  paths.outbox.path,
  paths.inbox.path,
  paths.categories.path,
  paths.newsletter.path,
];
const Login = lazyScreen(() => import('./routes/login'));
const Signup = lazyScreen(() => import('./routes/signup'));
const ResetPassword = lazyScreen(() => import('./routes/reset-password'));
const Verified = lazyScreen(() => import('./routes/verified'));
// The pages a consent's mailed links open: drawn in the browser only, and kept from search engines.
const SubscribeConfirm = lazyScreen(() => import('./routes/subscribe-confirm'));
const Unsubscribe = lazyScreen(() => import('./routes/unsubscribe'));

/** A page the build draws in advance: the address it is drawn at, and the screen it shows there. */
export type DrawnPage = {
  address: string;
  /** Loaded before the page is hydrated (src/boot.tsx); the signed-in shell shows no screen yet. */
  Screen?: LazyScreen;
  /**
   * The addresses this page stands for with or without a query string, when their first render is
   * this very page whatever the query (the build checks it). Other pages are sent only for their
   * address without a query string: a list's first render depends on it (/products?page=2).
   */
  shellOf?: readonly string[];
};

/** Screens by the name of their route in `paths`, each shown at that route's address. */
type ScreensByRoute = Partial<Record<keyof typeof paths, LazyScreen>>;

const addressOf = (route: string) => paths[route as keyof typeof paths].path;

/** Pages drawn at their route's own address, each named after its route. */
function drawnAtTheirRoute(screens: ScreensByRoute): Record<string, DrawnPage> {
  return Object.fromEntries(
    Object.entries(screens).map(([route, Screen]) => [route, { address: addressOf(route), Screen }]),
  );
}

/** The router's entry for each screen, at its route's address. */
function routesOf(screens: ScreensByRoute) {
  return Object.entries(screens).map(([route, Screen]) => (
    <Route key={route} path={addressOf(route)} element={<Screen />} />
  ));
}

/**
 * The pages the build draws in advance (apps/web/scripts/prerender.mjs), each at its address ('/404'
 * stands for any address without a route, '/products/:id' for every tea). The drawn page names its
 * screen, so the browser can load that screen before it hydrates the page (src/boot.tsx). A tea's page
 * is drawn as it first shows, its skeleton, which no tea's name or number is part of. Every signed-in
 * screen first shows its guard's skeleton while the session is asked for: one page, 'account', stands
 * for them all (docs/decisions/0017-pages-answer-at-once.md).
 */
export const prerenderedScreens: Record<string, DrawnPage> = {
  ...drawnAtTheirRoute({
    home: Home,
    products: Products,
    product: ProductPurchase,
    purchase: Purchase,
    cart: Cart,
    review: Review,
    blog: Blog,
    about: About,
    terms: Terms,
    privacy: Privacy,
    login: Login,
    signup: Signup,
  }),
  account: {
    address: paths.myOrders.path,
    shellOf: [
      paths.myOrders.path,
      paths.myReview.path,
      paths.profile.path,
      paths.order.path,
      paths.payment.path,
      paths.dashboard.path,
      paths.addItems.path,
      paths.editProduct.path,
      paths.users.path,
      paths.manageOrder.path,
      paths.manageReview.path,
      paths.outbox.path,
      paths.inbox.path,
      paths.shipping.path,
      paths.promotions.path,
      paths.categories.path,
      paths.newsletter.path,
    ],
  },
  'not-found': { address: '/404', Screen: NotFound },
};

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Home />} />
        {routesOf({
          products: Products,
          purchase: Purchase,
          review: Review,
          blog: Blog,
          about: About,
          terms: Terms,
          privacy: Privacy,
          shippingAndReturns: ShippingAndReturns,
          cart: Cart,
        })}
        {/* docs/product.md, "Where the shop departs": a tea's page is open; its order form asks for sign-in. */}
        <Route path={paths.product.path} element={<ProductPurchase />} />
        <Route element={<RequireAuth />}>
          {routesOf({ myReview: MyReview, profile: Profile, myOrders: MyOrders })}
        </Route>
        {/* docs/decisions/0027-guest-orders.md: a guest's order opens with the key its link carries. */}
        <Route element={<RequireBuyer />}>{routesOf({ order: Order, payment: Payment })}</Route>
        {/* docs/product.md, departure 8: adding teas is for admins, as its menu entry is. */}
        <Route element={<RequireAdmin />}>
          {adminPaths.map((path) => (
            <Route key={path} path={path} element={<AdminScreen />} />
          ))}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route element={<AuthLayout />}>
        {routesOf({
          login: Login,
          signup: Signup,
          resetPassword: ResetPassword,
          verified: Verified,
          subscribeConfirm: SubscribeConfirm,
          unsubscribe: Unsubscribe,
        })}
      </Route>
    </Routes>
  );
}
