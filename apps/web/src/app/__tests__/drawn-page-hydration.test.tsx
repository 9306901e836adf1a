import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';
import { admin } from '../../testing/render';
import ProductsRoute from '../routes/products';

/*
 * A drawn page is drawn before anyone is known (docs/decisions/0017-pages-answer-at-once.md). React
 * may yield while it takes a large page over, and the session may answer meanwhile: the parts taken
 * over after that must still render as drawn, or React finds the markup changed and draws the page
 * again (a hydration error). Here the session has answered before React starts, the latest it can.
 */
const catalogue = (client = createQueryClient()) => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={['/products']}>
      <Routes>
        <Route path="/products" element={<ProductsRoute />} />
      </Routes>
    </MemoryRouter>
  </QueryClientProvider>
);

let root: Root | undefined;
beforeEach(() => {
  // The catalogue's list never answers: the page stays on its skeleton, as drawn.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

it("takes the catalogue over as drawn when the admin's session answered first, then shows the admin's controls", async () => {
  const drawn = document.createElement('div');
  drawn.innerHTML = renderToString(catalogue());
  document.body.append(drawn);
  expect(screen.queryByRole('link', { name: /Add a new tea/ })).toBeNull();

  const client = createQueryClient();
  client.setQueryData(queryKeys.session, admin);
  const mismatches: unknown[] = [];
  await act(async () => {
    // As the shop's boot does it (src/boot.tsx): in a transition, in slices.
    startTransition(() => {
      root = hydrateRoot(drawn, catalogue(client), { onRecoverableError: (error) => void mismatches.push(error) });
    });
  });

  expect(mismatches).toEqual([]);
  expect(await screen.findByRole('link', { name: /Add a new tea/ })).toBeInTheDocument();
});
