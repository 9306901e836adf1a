import { lazy } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../config/paths';

/*
 * The administrators' screens, each its own chunk as every screen is, named here rather than in the
 * route table (./router.tsx): a visitor's first script carries their addresses only, and this module,
 * loaded once an administrator opens one of them, knows which screen each address shows
 * (docs/decisions/0018-home-page-scripts.md).
 */
const screens = [
  [paths.dashboard.path, lazy(() => import('./routes/dashboard'))],
  [paths.addItems.path, lazy(() => import('./routes/add-items'))],
  [paths.editProduct.path, lazy(() => import('./routes/edit-product'))],
  [paths.users.path, lazy(() => import('./routes/users'))],
  [paths.manageOrder.path, lazy(() => import('./routes/manage-order'))],
  [paths.shipping.path, lazy(() => import('./routes/shipping'))],
  [paths.promotions.path, lazy(() => import('./routes/promotions'))],
  [paths.manageReview.path, lazy(() => import('./routes/manage-review'))],
  [paths.outbox.path, lazy(() => import('./routes/outbox'))],
  [paths.inbox.path, lazy(() => import('./routes/inbox'))],
  [paths.categories.path, lazy(() => import('./routes/categories'))],
  [paths.newsletter.path, lazy(() => import('./routes/newsletter'))],
] as const;

/** The addresses this module has a screen for (the route table names the same: ./router.tsx, `adminPaths`). */
export const screenPaths = screens.map(([path]) => path);

/** The administrator's screen at this address. */
export default function AdminScreen() {
  const { pathname } = useLocation();
  const Screen = screens.find(([path]) => matchPath(path, pathname))?.[1];
  return Screen ? <Screen /> : null;
}
