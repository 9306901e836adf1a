import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '@teatree/shared/schemas/auth';
import { act } from '@testing-library/react';
import { type ReactElement, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Routes } from 'react-router';
import { createQueryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

/*
 * A drawn page (docs/decisions/0017-pages-answer-at-once.md): drawn before anyone is known, then taken
 * over by the shop's boot (src/boot.tsx) once the session has answered, the latest it can.
 */

/** The screen `route` shows at `address`, with the answers `client` holds. */
export const screenAt = (address: string, route: ReactElement, client: QueryClient) => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={[address]}>
      <Routes>{route}</Routes>
    </MemoryRouter>
  </QueryClientProvider>
);

let root: Root | undefined;

/** The page as the build draws it, with no session known, put in the document. */
export function drawPage(page: (client: QueryClient) => ReactElement): HTMLElement {
  const drawn = document.createElement('div');
  drawn.innerHTML = renderToString(page(createQueryClient()));
  document.body.append(drawn);
  return drawn;
}

/**
 * Takes the drawn page over as the shop's boot does it, in a transition, in slices, the session having
 * answered: the markup React found changed (a hydration error each), none when the page rendered as drawn.
 */
export async function takeOver(drawn: HTMLElement, page: (client: QueryClient) => ReactElement, session: SessionUser) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.session, session);
  const mismatches: unknown[] = [];
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(drawn, page(client), { onRecoverableError: (error) => void mismatches.push(error) });
    });
  });
  return mismatches;
}

/** The page taken over is gone, and the document empty, for the next test. */
export function removePage() {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
}
