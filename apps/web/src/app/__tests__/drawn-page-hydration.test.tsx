import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { admin } from '../../testing/render';
import ProductsRoute from '../routes/products';
import { drawPage, removePage, screenAt, takeOver } from './drawn-page';

/*
 * A drawn page is drawn before anyone is known (docs/decisions/0017-pages-answer-at-once.md). React
 * may yield while it takes a large page over, and the session may answer meanwhile: the parts taken
 * over after that must still render as drawn, or React finds the markup changed and draws the page
 * again (a hydration error). Here the session has answered before React starts, the latest it can.
 */
const catalogue = (client: QueryClient) =>
  screenAt('/products', <Route path="/products" element={<ProductsRoute />} />, client);

beforeEach(() => {
  // The catalogue's list never answers: the page stays on its skeleton, as drawn.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  removePage();
  vi.unstubAllGlobals();
});

it("takes the catalogue over as drawn when the admin's session answered first, then shows the admin's controls", async () => {
  const drawn = drawPage(catalogue);
  expect(screen.queryByRole('link', { name: /Add a new tea/ })).toBeNull();

  // As the shop's boot does it (src/boot.tsx): in a transition, in slices.
  const mismatches = await takeOver(drawn, catalogue, admin);

  expect(mismatches).toEqual([]);
  expect(await screen.findByRole('link', { name: /Add a new tea/ })).toBeInTheDocument();
});
