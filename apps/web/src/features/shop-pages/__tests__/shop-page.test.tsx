import type { ShopPage } from '@teatree/shared/schemas/shop-page';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../components/ui/toast';
import { expectSent } from '../../../testing/fake-server';
import { admin, customer, renderAt } from '../../../testing/render';
import { retype } from '../../../testing/user-steps';
import { ShopPageContent } from '../components/shop-page-content';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page: ShopPage = {
  slug: 'shipping-and-returns',
  title: 'Shipping and returns',
  body: 'We pack every order by hand.\nMost leave within two days.\n\n## Returns\n- Unopened tins\n- <b>Pouches</b>',
  // Midday, so it is the 14th in every time zone the tests may run in.
  updatedAt: '2026-03-14T12:00:00.000Z',
};

type Sent = { url: string; method: string; body: unknown };

/** Stands in for the server: GET answers `shown` (or fails with `getStatus`), a PUT `status` and `answer`. */
function serve({ status = 200, answer = page as unknown, shown = page, getStatus = 200 } = {}) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') {
      return getStatus === 200
        ? Response.json(shown)
        : Response.json({ error: 'NotFound', message: 'There is no such page' }, { status: getStatus });
    }
    sent.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return Response.json(answer, { status });
  });
  return sent;
}

function show(session = admin as typeof admin | null) {
  return renderAt(
    '/shipping-and-returns',
    <Route
      path="/shipping-and-returns"
      element={
        <>
          <ShopPageContent slug="shipping-and-returns" />
          <Toasts />
        </>
      }
    />,
    { session },
  );
}

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit this page' }));
  return screen.getByLabelText('Page text');
}

describe('A shop page', () => {
  it('shows its title, when it was updated and its words as text', async () => {
    serve();
    show(null);

    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping and returns' })).toBeInTheDocument();
    expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated Mar 14, 2026');
    const first = screen.getByText(/We pack every order by hand\./);
    expect(first.tagName).toBe('P');
    expect(first.querySelector('br')).not.toBeNull();
    expect(first).toHaveTextContent('We pack every order by hand.Most leave within two days.');
    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Unopened tins', '<b>Pouches</b>']);
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows no date before the owner first saves it, and no Edit button to a customer', async () => {
    serve({ shown: { ...page, updatedAt: null } });
    show(customer);

    await screen.findByRole('heading', { level: 1, name: 'Shipping and returns' });
    expect(screen.queryByText(/^Updated/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit this page' })).not.toBeInTheDocument();
  });

  it('says when it could not be loaded, and tries again', async () => {
    serve({ getStatus: 404 });
    show(null);

    expect(await screen.findByText('This page could not be loaded just now.')).toBeInTheDocument();
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping and returns' })).toBeInTheDocument();
  });
});

describe('Editing a shop page', () => {
  it('saves the new words, says so and shows them, the focus back on the Edit button', async () => {
    const user = userEvent.setup();
    const saved = { ...page, body: '## Delivery\nFree over $40.', updatedAt: '2026-04-02T12:00:00.000Z' };
    const sent = serve({ answer: saved });
    show();

    const text = await openEditor();
    expect(text).toHaveFocus();
    expect(text).toHaveValue(page.body);
    expect(text).toHaveAccessibleDescription(
      'A blank line starts a paragraph; ## starts a heading; - starts a list item.',
    );
    await retype(user, text, '## Delivery{Enter}Free over $40.');
    await user.click(screen.getByRole('button', { name: 'Save page' }));

    await expectSent(sent, 1, {
      url: '/api/pages/shipping-and-returns',
      method: 'PUT',
      body: { body: '## Delivery\nFree over $40.' },
    });
    expect(await screen.findByText('The page is saved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByText('Free over $40.')).toBeInTheDocument();
    expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated Apr 2, 2026');
    expect(screen.queryByLabelText('Page text')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit this page' })).toHaveFocus();
  });

  it('gives up a change on Cancel, sending nothing', async () => {
    const user = userEvent.setup();
    const sent = serve();
    show();

    await user.type(await openEditor(), ' More words.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByLabelText('Page text')).not.toBeInTheDocument();
    expect(screen.queryByText(/More words/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit this page' })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('shows the server’s message about the words under the field, and keeps the form', async () => {
    const user = userEvent.setup();
    const message = 'Write the page before saving it';
    serve({ status: 400, answer: { error: 'ValidationError', message, fields: { body: message } } });
    show();

    const text = await openEditor();
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Save page' }));

    await waitFor(() => expect(text).toHaveAccessibleDescription(message));
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save page' })).toBeInTheDocument();
  });

  it('says any other refusal in a red toast', async () => {
    const user = userEvent.setup();
    const message = 'Only an administrator can do this';
    serve({ status: 403, answer: { error: 'Forbidden', message } });
    show();

    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Save page' }));

    const toast = await screen.findByText(message);
    expect(toast.closest('.bg-error')).not.toBeNull();
    expect(screen.getByLabelText('Page text')).toHaveAttribute('aria-invalid', 'false');
  });
});
