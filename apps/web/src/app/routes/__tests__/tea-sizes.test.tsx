import type { Product } from '@teatree/shared/schemas/product';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import { oneTinTea } from '../../../testing/tea-fixture';
import { retype } from '../../../testing/user-steps';
import ProductPurchaseRoute from '../product-purchase';

const size = (id: string, label: string, grams: number, price: number, minOrder: number, quantity: number) => ({
  id,
  label,
  grams,
  price,
  minOrder,
  sku: null,
  quantity,
  pricePer100g: Math.round((price * 100 * 100) / grams) / 100,
});

/** 400 g left: sixteen samples, four tins, one pouch (below the pouch's minimum of 2). */
const tea = oneTinTea(4, {
  sizes: [
    size('s_sample', '25 g sample', 25, 4, 1, 16),
    size('s_tin', '100 g tin', 100, 12.4, 1, 4),
    size('s_pouch', '250 g pouch', 250, 27.5, 2, 1),
  ],
  fromPrice: 4,
});

/** The tea's page as a visitor opens it: the server answers the tea, and no reviews yet. */
function showTea(product: Product) {
  vi.stubGlobal('fetch', async (input: string) =>
    Response.json(input === `/api/products/${product._id}` ? product : []),
  );
  return renderAt(`/products/${product._id}`, <Route path="/products/:id" element={<ProductPurchaseRoute />} />);
}

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe("a tea's sizes on its page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers each size with its price per 100 g, the default first, a sold-out size shown and not chosen', async () => {
    const user = userEvent.setup();
    showTea(tea);
    const sizes = await screen.findByRole('group', { name: 'Size' });
    expect(within(sizes).getAllByRole('radio')).toHaveLength(3);
    expect(within(sizes).getByRole('radio', { name: '100 g tin' })).toBeChecked();
    expect(within(sizes).getByRole('radio', { name: '25 g sample' })).toHaveAccessibleDescription(
      /\$4\.00.*\$16\.00 \/ 100 g/,
    );
    const pouch = within(sizes).getByRole('radio', { name: '250 g pouch' });
    expect(pouch).toBeDisabled();
    expect(pouch).toHaveAccessibleDescription(/\$11\.00 \/ 100 g.*Sold out/);
    expect(figure('In stock')).toHaveTextContent('4');

    // The sample chosen: its price, its count and its minimum; the cart takes that size.
    await user.click(within(sizes).getByRole('radio', { name: '25 g sample' }));
    expect(figure('Price')).toHaveTextContent('$4.00');
    expect(figure('In stock')).toHaveTextContent('16');
    const howMany = screen.getByLabelText('How many');
    await retype(user, howMany, '17');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Only 16 of Spring Sencha left')).toBeInTheDocument();
    await retype(user, howMany, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('teatree.cart') ?? '[]')).toEqual([
        { productId: 'p1', sizeId: 's_sample', name: 'Spring Sencha', quantity: 3 },
      ]),
    );
  });

  it('names the one size of a tea that has one, with its price per 100 g, and counts tins', async () => {
    const [, tin] = tea.sizes;
    showTea({ ...tea, sizes: [tin!], fromPrice: 12.4 });
    expect(await screen.findByText('100 g tin')).toBeInTheDocument();
    expect(screen.getByText('· $12.40 / 100 g', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Size' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tins')).toHaveValue(1);
  });
});
