import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';

type RouteModule = { default: ComponentType };

/** Each screen is its own chunk, so the home page downloads only what it shows. */
const page = (load: () => Promise<RouteModule>): RouteObject['lazy'] => {
  return async () => ({ Component: (await load()).default });
};

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        // Errors and the first chunk's spinner render inside the layout, so the navbar stays put.
        errorElement: <RouteError />,
        HydrateFallback: PageSpinner,
        children: [
          { index: true, lazy: page(() => import('./routes/home')) },
          { path: paths.products.path, lazy: page(() => import('./routes/products')) },
          { path: paths.purchase.path, lazy: page(() => import('./routes/purchase')) },
          { path: paths.review.path, lazy: page(() => import('./routes/review')) },
          { path: paths.blog.path, lazy: page(() => import('./routes/blog')) },
          { path: paths.about.path, lazy: page(() => import('./routes/about')) },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.product.path, lazy: page(() => import('./routes/product-purchase')) },
              { path: paths.myReview.path, lazy: page(() => import('./routes/my-review')) },
              { path: paths.profile.path, lazy: page(() => import('./routes/profile')) },
              { path: paths.myOrders.path, lazy: page(() => import('./routes/my-orders')) },
              { path: paths.payment.path, lazy: page(() => import('./routes/payment')) },
            ],
          },
          {
            // ARCHITECTURE.md point 6: adding teas is for admins, as its menu entry is.
            element: <RequireAdmin />,
            children: [
              { path: paths.addItems.path, lazy: page(() => import('./routes/add-items')) },
              { path: paths.editProduct.path, lazy: page(() => import('./routes/edit-product')) },
              { path: paths.users.path, lazy: page(() => import('./routes/users')) },
              { path: paths.manageOrder.path, lazy: page(() => import('./routes/manage-order')) },
              { path: paths.manageReview.path, lazy: page(() => import('./routes/manage-review')) },
              { path: paths.outbox.path, lazy: page(() => import('./routes/outbox')) },
            ],
          },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
  {
    element: <AuthLayout />,
    children: [
      {
        errorElement: <RouteError />,
        HydrateFallback: PageSpinner,
        children: [
          { path: paths.login.path, lazy: page(() => import('./routes/login')) },
          { path: paths.signup.path, lazy: page(() => import('./routes/signup')) },
          { path: paths.resetPassword.path, lazy: page(() => import('./routes/reset-password')) },
        ],
      },
    ],
  },
]);
