import { QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '@teatree/shared/schemas/auth';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toasts } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';

/** Shows where the router is, so a test can read a redirect as a visitor would land on it. */
export function WhereAmI() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

export const customer: SessionUser = {
  id: 'u1',
  name: 'Cora Customer',
  email: 'cora@example.com',
  emailVerified: true,
  role: 'user',
};
export const admin: SessionUser = { ...customer, id: 'u2', name: 'Ada Admin', role: 'admin' };

/**
 * Renders `ui` at `path` inside the app's providers, the session already known (`null`: signed out),
 * as the page has it once GET /api/auth/get-session answered.
 */
export function renderAt(path: string, routes: ReactElement, { session = null as SessionUser | null } = {}) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.session, session);
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

/**
 * Renders `page` at `path` as `renderAt` does, the toasts drawn beside it as the app draws them, so a test
 * can read what a toast says.
 */
export function renderWithToasts(path: string, page: ReactElement, options: { session?: SessionUser | null } = {}) {
  return renderAt(
    path,
    <Route
      path={path}
      element={
        <>
          {page}
          <Toasts />
        </>
      }
    />,
    options,
  );
}
