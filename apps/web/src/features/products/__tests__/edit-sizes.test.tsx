import { CATEGORIES } from '@teatree/shared/constants';
import { type Category, categoryChoiceMessage } from '@teatree/shared/schemas/category';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectSent } from '../../../testing/fake-server';
import { admin, renderAt } from '../../../testing/render';
import { oneTin, oneTinTea } from '../../../testing/tea-fixture';
import { retype } from '../../../testing/user-steps';
import { AddProductForm } from '../components/add-product-form';
import { EditProductForm } from '../components/edit-product-form';

/** Spring Sencha in ten 100 g tins and a 250 g pouch, its creator's address whole as the owner reads it. */
const tea = oneTinTea(10, {
  sizes: [
    oneTin(10),
    {
      id: 's_pouch',
      label: '250 g pouch',
      grams: 250,
      price: 27.5,
      minOrder: 2,
      sku: 'SEN-250',
      quantity: 4,
      pricePer100g: 11,
    },
  ],
  email: 'ada@example.com',
});

/** The owner's categories, as GET /api/categories answers them. */
const categoriesOf = (names: readonly string[]): Category[] =>
  names.map((name, i) => ({ _id: `cat_${i + 1}`, name, position: i + 1, teas: 1 }));

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}\\b`) });

describe("the owner's Sizes and Stock sections on a tea's edit", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the Quantity and the stock together, moves the default, and sends the sizes agreeing with Price and Minimum order', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (init.method !== 'PATCH') return Response.json(input === '/api/categories' ? categoriesOf(CATEGORIES) : null);
      sent.push(JSON.parse(String(init.body)));
      if (sent.length === 1) {
        return Response.json(
          {
            error: 'ValidationError',
            message: 'Check the sizes',
            fields: { 'sizes.1.sku': 'SKU must be at most 64 characters' },
          },
          { status: 400 },
        );
      }
      return Response.json({ ...tea, price: 27.5, minOrder: 2, defaultSizeId: 's_pouch', stock: 600 });
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderAt(
      '/',
      <Route path="/" element={<EditProductForm product={tea} onSaved={onSaved} cancelAction={null} />} />,
      {
        session: admin,
      },
    );

    expect(within(group('Size 1')).getByLabelText('Size name')).toHaveValue('100 g tin');
    expect(within(group('Size 1')).getByRole('radio', { name: 'Default size' })).toBeChecked();
    expect(within(group('Size 2')).getByLabelText('Price ($)')).toHaveValue(27.5);
    expect(screen.getByLabelText('Stock (g)')).toHaveValue(1000);
    expect(screen.getByText('1 kg: enough for 10 × 100 g or 4 × 250 g')).toBeInTheDocument();
    // The default size is never retired; nor is the last size.
    expect(within(group('Size 1')).getByRole('button', { name: 'Retire 100 g tin' })).toBeDisabled();

    // Six tins of the default size make 600 g.
    await retype(user, screen.getByLabelText('Quantity'), '6');
    expect(screen.getByLabelText('Stock (g)')).toHaveValue(600);

    // The pouch becomes the default: its price and minimum are now Price and Minimum order, the tin's go to its row.
    await user.click(within(group('Size 2')).getByRole('radio', { name: 'Default size' }));
    expect(screen.getByLabelText('Price (USD)')).toHaveValue(27.5);
    expect(screen.getByLabelText('Minimum order')).toHaveValue(2);
    expect(within(group('Size 1')).getByLabelText('Price ($)')).toHaveValue(12.4);
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectSent(sent, 1, {
      price: 27.5,
      minOrder: 2,
      sizes: [
        { id: 's_tin', label: '100 g tin', grams: 100, price: 12.4, minOrder: 1, isDefault: false },
        { id: 's_pouch', label: '250 g pouch', grams: 250, price: 27.5, minOrder: 2, sku: 'SEN-250', isDefault: true },
      ],
      stock: 600,
      quantity: 2,
    });
    // The server's word on a size's field shows beside that field.
    await waitFor(() =>
      expect(within(group('Size 2')).getByLabelText('SKU (optional)')).toHaveAccessibleDescription(
        'SKU must be at most 64 characters',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('adds a size below the others, moves it up, and retires it again', async () => {
    const user = userEvent.setup();
    renderAt(
      '/',
      <Route path="/" element={<EditProductForm product={tea} onSaved={() => {}} cancelAction={null} />} />,
      {
        session: admin,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Add a size' }));
    await user.type(within(group('Size 3')).getByLabelText('Size name'), '25 g sample');
    await user.type(within(group('Size 3')).getByLabelText('Weight (g)'), '25');
    expect(screen.getByText('1 kg: enough for 10 × 100 g, 4 × 250 g or 40 × 25 g')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move 25 g sample up' }));
    expect(within(group('Size 2')).getByLabelText('Size name')).toHaveValue('25 g sample');
    // Several sizes: a tea stocked by the piece has one, so that choice waits.
    expect(screen.getByRole('radio', { name: 'By the piece' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Retire 25 g sample' }));
    expect(screen.getAllByRole('group', { name: /^Size \d/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});

describe("the Category select of the owner's product form", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The shop's categories in the owner's order; the PATCH bodies sent land in the list answered. */
  function serveCategories(names: readonly string[]) {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (input === '/api/categories') return Response.json(categoriesOf(names));
      if (init.method !== 'PATCH') return Response.json(null);
      sent.push(JSON.parse(String(init.body)));
      return Response.json({ ...tea, category: 'Oolong' });
    });
    return sent;
  }

  const options = () =>
    within(screen.getByRole('combobox', { name: 'Category' }))
      .getAllByRole('option')
      .map((option) => option.textContent);

  it("offers the shop's categories in the owner's order, and saves one the owner added", async () => {
    const user = userEvent.setup();
    const sent = serveCategories(['Oolong', ...CATEGORIES]);
    const onSaved = vi.fn();
    renderAt(
      '/',
      <Route path="/" element={<EditProductForm product={tea} onSaved={onSaved} cancelAction={null} />} />,
      { session: admin },
    );

    await waitFor(() => expect(options()).toEqual(['Choose a category', 'Oolong', ...CATEGORIES]));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Green Tea');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Oolong');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent).toEqual([{ category: 'Oolong' }]));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it("refuses no category with the shop's categories named: the first four as before, and any the owner added", async () => {
    const user = userEvent.setup();
    serveCategories(CATEGORIES);
    const { unmount } = renderAt('/', <Route path="/" element={<AddProductForm user={admin} />} />, {
      session: admin,
    });
    await waitFor(() => expect(options()).toEqual(['Choose a category', ...CATEGORIES]));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
        'Category must be one of Organic, Green Tea, Black Tea, White Tea',
      ),
    );
    unmount();

    const names = [...CATEGORIES, 'Oolong'];
    serveCategories(names);
    renderAt('/', <Route path="/" element={<AddProductForm user={admin} />} />, { session: admin });
    await waitFor(() => expect(options()).toEqual(['Choose a category', ...names]));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).toHaveAccessibleDescription(categoryChoiceMessage(names)));
    expect(category).toHaveAttribute('aria-invalid', 'true');
  });
});
