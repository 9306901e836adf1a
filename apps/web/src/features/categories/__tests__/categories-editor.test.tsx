import { type Category, categoryMessages } from '@teatree/shared/schemas/category';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../components/ui/toast';
import { expectSent, fieldRefusal } from '../../../testing/fake-server';
import { admin, renderAt } from '../../../testing/render';
import { retype } from '../../../testing/user-steps';
import { CategoriesEditor } from '../components/categories-editor';

afterEach(() => {
  vi.unstubAllGlobals();
});

const named = (names: string[], teas: Record<string, number> = {}): Category[] =>
  names.map((name, i) => ({ _id: `cat_${name}`, name, position: i + 1, teas: teas[name] ?? 0 }));

const TEAS = { Organic: 3, 'Green Tea': 4, 'Black Tea': 2, 'White Tea': 1 };
const shop = named(['Organic', 'Green Tea', 'Black Tea', 'White Tea', 'Oolong'], TEAS);

type Sent = { url: string; method: string; body: unknown };

/**
 * Stands in for the server: GET /api/categories answers `list`; every write is kept and answered by
 * `reply` (by default as the server would, for a write it takes).
 */
function serve(list: Category[] = shop, reply?: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return Response.json(url.startsWith('/api/categories') ? list : []);
    const write = { url, method, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(write);
    if (reply) return reply(write);
    return method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json(list);
  });
  return sent;
}

function show() {
  return renderAt(
    '/categories',
    <Route
      path="/categories"
      element={
        <>
          <CategoriesEditor />
          <Toasts />
        </>
      }
    />,
    { session: admin },
  );
}

/** The list's rows, as their names read. */
async function rowNames() {
  const list = await screen.findByRole('list', { name: 'Your categories' });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p')?.textContent);
}

/** The screen, the server standing in as `serve` has it, once the list has come: what the screen sends. */
async function showServed(list: Category[] = shop, reply?: (sent: Sent) => Response) {
  const sent = serve(list, reply);
  show();
  await rowNames();
  return sent;
}

const isRed = (toast: HTMLElement) => toast.closest('.bg-error') !== null;

describe('The Categories screen', () => {
  it('lists the categories in order with their teas, each end’s arrow and a used category’s Retire turned off', async () => {
    serve();
    show();

    expect(await rowNames()).toEqual(['Organic', 'Green Tea', 'Black Tea', 'White Tea', 'Oolong']);
    const list = screen.getByRole('list', { name: 'Your categories' });
    expect(list.tagName).toBe('OL');
    const rows = within(list).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('4 teas');
    expect(rows[3]).toHaveTextContent('1 tea');
    expect(rows[4]).toHaveTextContent('0 teas');

    expect(screen.getByRole('button', { name: 'Move Organic up' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move Organic down' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Move Oolong down' })).toHaveAttribute('aria-disabled', 'true');

    const kept = screen.getByRole('button', { name: 'Retire Green Tea' });
    expect(kept).toHaveAttribute('aria-disabled', 'true');
    expect(kept).toHaveAccessibleDescription('Used by 4 teas');
    expect(screen.getByRole('button', { name: 'Retire White Tea' })).toHaveAccessibleDescription('Used by 1 tea');
    expect(screen.getByRole('button', { name: 'Retire Oolong' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('Adding a category', () => {
  it('sends the name, says so, puts it at the end and empties the field', async () => {
    const user = userEvent.setup();
    const added: Category = { _id: 'cat_Herbal', name: 'Herbal', position: 6, teas: 0 };
    const sent = await showServed(shop, () => Response.json(added, { status: 201 }));

    const field = screen.getByLabelText('New category');
    await user.type(field, '  Herbal ');
    await user.click(screen.getByRole('button', { name: 'Add category' }));

    await expectSent(sent, 1, { url: '/api/categories', method: 'POST', body: { name: 'Herbal' } });
    expect(await screen.findByText('Herbal is added')).toBeInTheDocument();
    expect((await rowNames()).at(-1)).toBe('Herbal');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('shows a taken name under the field: its own check, and the server’s', async () => {
    const user = userEvent.setup();
    const message = categoryMessages.taken('Rooibos');
    const sent = await showServed(shop, () => Response.json(fieldRefusal('name', message), { status: 400 }));
    const field = screen.getByLabelText('New category');
    const add = screen.getByRole('button', { name: 'Add category' });

    // Nothing typed, and a name the list already has (as a shopper reads it), are said without asking.
    await user.click(add);
    expect(field).toHaveAccessibleDescription(categoryMessages.nameRequired);
    await user.type(field, 'green tea');
    await user.click(add);
    expect(field).toHaveAccessibleDescription(categoryMessages.taken('Green Tea'));
    expect(sent).toEqual([]);

    // One another owner added meanwhile: the server says it.
    await retype(user, field, 'Rooibos');
    await user.click(add);
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(sent).toHaveLength(1);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Rooibos');
  });
});

describe('Renaming a category', () => {
  it('saves the new name on Enter, says so, and gives the focus back to Rename', async () => {
    const user = userEvent.setup();
    const renamed = shop.map((c) => (c.name === 'Oolong' ? { ...c, name: 'Oolong Tea' } : c));
    const sent = await showServed(shop, () => Response.json(renamed));

    await user.click(screen.getByRole('button', { name: 'Rename Oolong' }));
    const field = screen.getByLabelText('New name for Oolong');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Oolong');
    await retype(user, field, 'Oolong Tea{Enter}');

    await expectSent(sent, 1, { url: '/api/categories/cat_Oolong', method: 'PATCH', body: { name: 'Oolong Tea' } });
    expect(await screen.findByText('Renamed to Oolong Tea')).toBeInTheDocument();
    expect(screen.queryByLabelText('New name for Oolong')).not.toBeInTheDocument();
    expect((await rowNames()).at(-1)).toBe('Oolong Tea');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename Oolong Tea' })).toHaveFocus());
  });

  it('gives up on Escape, sending nothing', async () => {
    const user = userEvent.setup();
    const sent = await showServed();

    await user.click(screen.getByRole('button', { name: 'Rename Black Tea' }));
    await user.type(screen.getByLabelText('New name for Black Tea'), ' Leaves{Escape}');

    expect(screen.queryByLabelText('New name for Black Tea')).not.toBeInTheDocument();
    expect(await rowNames()).toContain('Black Tea');
    expect(screen.getByRole('button', { name: 'Rename Black Tea' })).toHaveFocus();
    expect(sent).toEqual([]);
  });
});

describe('Moving a category', () => {
  it('sends its new place, shows the list the server answers, and keeps the focus on the arrow', async () => {
    const user = userEvent.setup();
    const sent = await showServed(shop, ({ body }) => {
      const { position } = body as { position: number };
      const names = ['Organic', 'Green Tea', 'Black Tea', 'White Tea'];
      names.splice(position - 1, 0, 'Oolong');
      return Response.json(named(names, TEAS));
    });

    const up = screen.getByRole('button', { name: 'Move Oolong up' });
    await user.click(up);
    await expectSent(sent, 1, { url: '/api/categories/cat_Oolong', method: 'PATCH', body: { position: 4 } });
    await waitFor(async () =>
      expect(await rowNames()).toEqual(['Organic', 'Green Tea', 'Black Tea', 'Oolong', 'White Tea']),
    );
    expect(screen.getByRole('button', { name: 'Move Oolong up' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move Oolong down' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('Oolong is now 4 of 5')).toHaveAttribute('role', 'status');

    // Down again, to the end: its row is the one put back, and the focus stays on its arrow, now off.
    await user.click(screen.getByRole('button', { name: 'Move Oolong down' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ position: 5 });
    await waitFor(async () => expect((await rowNames()).at(-1)).toBe('Oolong'));
    const down = screen.getByRole('button', { name: 'Move Oolong down' });
    await waitFor(() => expect(down).toHaveFocus());
    expect(down).toHaveAttribute('aria-disabled', 'true');

    // At the end, it goes no further.
    await user.click(down);
    expect(sent).toHaveLength(2);
  });
});

describe('Retiring a category', () => {
  it('is refused for a category teas use, and asks before retiring an unused one', async () => {
    const user = userEvent.setup();
    const sent = await showServed();

    await user.click(screen.getByRole('button', { name: 'Retire Green Tea' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retire Oolong' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Oolong?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retire category' }));

    await expectSent(sent, 1, { url: '/api/categories/cat_Oolong', method: 'DELETE', body: undefined });
    expect(await screen.findByText('Oolong is retired')).toBeInTheDocument();
    await waitFor(async () => expect(await rowNames()).toEqual(['Organic', 'Green Tea', 'Black Tea', 'White Tea']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your categories' })).toHaveFocus();
  });

  it('says the server’s refusal in a red toast when teas joined the category meanwhile', async () => {
    const user = userEvent.setup();
    const message = categoryMessages.inUse('Oolong', 2);
    const sent = await showServed(shop, () => Response.json({ error: 'Conflict', message }, { status: 409 }));

    await user.click(screen.getByRole('button', { name: 'Retire Oolong' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Retire Oolong?' })).getByRole('button', { name: 'Retire category' }),
    );

    await waitFor(() => expect(sent).toHaveLength(1));
    const toast = await screen.findByText(message);
    expect(isRed(toast)).toBe(true);
    expect(await rowNames()).toContain('Oolong');
  });
});
