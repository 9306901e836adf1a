import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@teatree/shared/schemas/product';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProductQueryOptions } from '../../../features/products/api/get-product';
import { customer, renderAt } from '../../../testing/render';
import { oneTin, oneTinTea } from '../../../testing/tea-fixture';
import { drawPage, removePage, screenAt, takeOver } from '../../__tests__/drawn-page';
import ProductPurchaseRoute from '../product-purchase';

const tea = oneTinTea(4);

/** The tea's page, the server answering the tea and nothing else (no reviews yet). */
function showTea(product: Product, session: typeof customer | null) {
  vi.stubGlobal('fetch', async (input: string) =>
    Response.json(input === `/api/products/${product._id}` ? product : []),
  );
  return renderAt(`/products/${product._id}`, <Route path="/products/:id" element={<ProductPurchaseRoute />} />, {
    session,
  });
}

/** The quantity fields a shopper sees: those not folded in a closed disclosure. */
const shownQuantities = () =>
  screen.getAllByRole('spinbutton').filter((field) => !field.closest('details:not([open])'));

const buyBox = () => screen.getByRole('article', { name: 'Spring Sencha' });

describe("a tea's page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a verified customer one quantity, with Add to cart and Buy now, and the purchase form folded below', async () => {
    const user = userEvent.setup();
    showTea(tea, customer);
    const tins = await screen.findByLabelText('Tins');
    expect(shownQuantities()).toEqual([tins]);
    expect(within(buyBox()).getByRole('button', { name: 'Add to cart' })).toHaveClass('btn-primary');
    expect(within(buyBox()).getByRole('button', { name: 'Buy now' })).toBeInTheDocument();

    // The original's form is below, under "Order this tea", in a disclosure closed at first.
    const order = screen.getByRole('region', { name: 'Order this tea' });
    const folded = order.querySelector('details');
    expect(folded).not.toBeNull();
    expect(folded).not.toHaveAttribute('open');
    expect(within(folded!).getByText('Order this tea with the purchase form').tagName).toBe('SUMMARY');
    expect(within(folded!).getByLabelText('Quantity')).toHaveValue(1);
    expect(within(folded!).getByRole('button', { name: 'Purchase' })).toBeInTheDocument();

    await user.click(within(folded!).getByText('Order this tea with the purchase form'));
    expect(folded).toHaveAttribute('open');
    expect(shownQuantities()).toHaveLength(2);
  });

  it('gives a visitor one Buy now, in the buy box, and the way to sign in below', async () => {
    showTea(tea, null);
    await screen.findByLabelText('Tins');
    expect(screen.getAllByRole('button', { name: 'Buy now' })).toHaveLength(1);
    expect(within(buyBox()).getByRole('button', { name: 'Buy now' })).toBeInTheDocument();
    const order = screen.getByRole('region', { name: 'Order this tea' });
    expect(within(order).getByRole('link', { name: 'Sign in to order' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fproducts%2Fp1',
    );
    expect(order.querySelector('details')).toBeNull();
    expect(shownQuantities()).toHaveLength(1);
  });

  it('offers a customer who must verify their e-mail Add to cart, no Buy now and no form', async () => {
    showTea(tea, { ...customer, emailVerified: false });
    await screen.findByLabelText('Tins');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Quantity')).not.toBeInTheDocument();
  });

  it('says a sold-out tea is sold out in its buy box, with no quantity, Add to cart, Buy now or form', async () => {
    showTea({ ...tea, quantity: 0, sizes: [oneTin(0)] }, customer);
    const notice = await screen.findByRole('region', { name: 'Sold out for now' });
    expect(buyBox()).toContainElement(notice);
    expect(screen.queryAllByRole('spinbutton')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order this tea' })).not.toBeInTheDocument();
    expect(within(buyBox()).getByText('In stock').nextElementSibling).toHaveTextContent('Sold out');
  });
});

describe("a tea's page drawn before anyone is known", () => {
  afterEach(removePage);

  const page = (client: QueryClient) => {
    client.setQueryData(getProductQueryOptions(tea._id).queryKey, tea);
    return screenAt('/products/p1', <Route path="/products/:id" element={<ProductPurchaseRoute />} />, client);
  };

  it('is taken over as drawn when the session answered first, then offers Buy now', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const drawn = drawPage(page);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
    expect(screen.getByText('Checking who is ordering')).toBeInTheDocument();

    const mismatches = await takeOver(drawn, page, customer);
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Buy now' })).toBeInTheDocument();
    expect(screen.getByText('Order this tea with the purchase form')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
