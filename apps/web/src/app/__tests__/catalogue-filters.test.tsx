import type { CatalogueFacets } from '@teatree/shared/schemas/product';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueFilterPanel } from '../../features/products/components/catalogue-filter-panel';
import { NO_PANEL_FILTERS } from '../../features/products/utils/catalogue-search';
import { renderAt, WhereAmI } from '../../testing/render';
import { oneTinTea } from '../../testing/tea-fixture';
import { retype } from '../../testing/user-steps';
import ProductsRoute from '../routes/products';

afterEach(() => {
  vi.unstubAllGlobals();
});

const facets: CatalogueFacets = {
  total: 3,
  categories: [
    { value: 'Green Tea', count: 2 },
    { value: 'Black Tea', count: 1 },
    { value: 'Herbal', count: 0 },
  ],
  caffeine: [
    { value: 'none', count: 0 },
    { value: 'low', count: 1 },
    { value: 'medium', count: 2 },
    { value: 'high', count: 0 },
  ],
  origins: [
    { value: 'China', count: 2 },
    { value: 'Japan', count: 1 },
  ],
  ratings: [
    { value: 4, count: 1 },
    { value: 3, count: 2 },
    { value: 2, count: 3 },
    { value: 1, count: 3 },
  ],
  inStock: 2,
  price: { min: 4.5, max: 38 },
};

const teas = [
  oneTinTea(10, { _id: 'p1', name: 'Spring Sencha' }),
  oneTinTea(5, { _id: 'p2', name: 'Keemun', category: 'Black Tea' }),
  oneTinTea(0, { _id: 'p3', name: 'Dragon Well' }),
];

/** Stands in for the server: the list and its counts; every address asked lands in the list returned. */
function serve(answer: CatalogueFacets = facets) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    if (url.startsWith('/api/products/facets')) return Response.json(answer);
    if (url.startsWith('/api/products')) {
      return Response.json(teas, { headers: { 'X-Total-Count': String(teas.length) } });
    }
    return Response.json(null);
  });
  return asked;
}

function showCatalogue(path = '/products') {
  return renderAt(
    path,
    <Route
      path="/products"
      element={
        <>
          <ProductsRoute />
          <WhereAmI />
        </>
      }
    />,
  );
}

/** The first answer may be slow to draw on a busy machine. */
const slow = { timeout: 5000 };

const address = () => screen.getByRole('status', { name: 'location' }).textContent;

// The whole catalogue page renders in each: on a busy machine it takes a while.
describe("The catalogue's filters", { timeout: 20_000 }, () => {
  it('show each choice with how many teas it would list, greying those that would list none', async () => {
    serve();
    showCatalogue();

    const medium = await screen.findByRole('checkbox', { name: 'Medium, 2 teas' }, slow);
    expect(medium).toBeEnabled();
    expect(medium).not.toBeChecked();
    const caffeine = screen.getByRole('group', { name: 'Caffeine' });
    const levels = within(caffeine).getAllByRole('checkbox');
    expect(levels).toHaveLength(4);
    ['Caffeine-free, 0 teas', 'Low, 1 tea', 'Medium, 2 teas', 'High, 0 teas'].forEach((name, i) => {
      expect(levels[i]).toHaveAccessibleName(name);
    });
    expect(within(caffeine).getByRole('checkbox', { name: 'Caffeine-free, 0 teas' })).toBeDisabled();
    expect(within(caffeine).getByRole('checkbox', { name: 'High, 0 teas' })).toBeDisabled();

    const rating = screen.getByRole('group', { name: 'Rating' });
    expect(within(rating).getByRole('radio', { name: 'Any rating' })).toBeChecked();
    expect(within(rating).getByRole('radio', { name: '4 stars & up, 1 tea' })).not.toBeChecked();
    expect(within(rating).getByRole('radio', { name: '1 star & up, 3 teas' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Availability' })).getByRole('checkbox', {
        name: 'In stock only, 2 teas',
      }),
    ).toBeInTheDocument();
    const origin = screen.getByRole('group', { name: 'Origin' });
    expect(within(origin).getByRole('checkbox', { name: 'China, 2 teas' })).toBeInTheDocument();
    expect(within(origin).getByRole('checkbox', { name: 'Japan, 1 tea' })).toBeInTheDocument();
    const price = screen.getByRole('group', { name: 'Price' });
    expect(within(price).getByLabelText('From')).toHaveAttribute('placeholder', '4.50');
    expect(within(price).getByLabelText('To')).toHaveAttribute('placeholder', '38.00');

    // The owner's categories, in the owner's order, with their counts.
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Green Tea (2)', 'Black Tea (1)', 'Herbal (0)']);
  });

  it('keep a ticked box in the address, back on the first page, and ask the server for it', async () => {
    const user = userEvent.setup();
    const asked = serve();
    showCatalogue('/products?sort=name&page=2');

    await user.click(await screen.findByRole('checkbox', { name: 'Low, 1 tea' }, slow));
    expect(address()).toBe('/products?caffeine=low&sort=name');
    await user.click(screen.getByRole('checkbox', { name: 'Medium, 2 teas' }));
    expect(address()).toBe('/products?caffeine=low,medium&sort=name');
    await user.click(screen.getByRole('radio', { name: '4 stars & up, 1 tea' }));
    await user.click(screen.getByRole('checkbox', { name: 'Japan, 1 tea' }));
    expect(address()).toBe('/products?caffeine=low,medium&origin=Japan&rating=4&sort=name');

    await waitFor(() => {
      expect(asked).toContain('/api/products?caffeine=low%2Cmedium&origin=Japan&rating=4&limit=20&offset=0&sort=name');
      expect(asked).toContain('/api/products/facets?caffeine=low%2Cmedium&origin=Japan&rating=4');
    }, slow);
    expect(screen.getByRole('checkbox', { name: 'Low, 1 tea' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Low, 1 tea' }));
    expect(address()).toBe('/products?caffeine=medium&origin=Japan&rating=4&sort=name');
    await user.click(screen.getByRole('radio', { name: 'Any rating' }));
    expect(address()).toBe('/products?caffeine=medium&origin=Japan&sort=name');
  });

  it('apply the price range when the focus leaves it or on Enter, refusing a lowest price above the highest', async () => {
    const user = userEvent.setup();
    serve();
    showCatalogue();

    const price = await screen.findByRole('group', { name: 'Price' }, slow);
    await within(price).findByText('Prices run from $4.50 to $38.00', {}, slow);
    const from = within(price).getByLabelText('From');
    const to = within(price).getByLabelText('To');
    await user.type(from, '20');
    // Moving from one field to the other applies nothing yet.
    await user.tab();
    expect(to).toHaveFocus();
    expect(address()).toBe('/products');
    await user.type(to, '5');
    await user.tab();

    expect(within(price).getByText('The lowest price must not be above the highest')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('The lowest price must not be above the highest');
    expect(address()).toBe('/products');

    await retype(user, to, '30{Enter}');
    expect(address()).toBe('/products?minPrice=20&maxPrice=30');
    expect(within(price).queryByText('The lowest price must not be above the highest')).not.toBeInTheDocument();
    expect(from).not.toHaveAttribute('aria-invalid');

    await user.clear(from);
    await user.click(screen.getByRole('checkbox', { name: 'In stock only, 2 teas' }));
    expect(address()).toBe('/products?maxPrice=30&inStock=true');
  });

  it('on a phone open in a sheet from "Filters", which counts those in use; "Show N teas" closes it', async () => {
    const user = userEvent.setup();
    serve();
    showCatalogue('/products?caffeine=low&origin=China');

    const button = await screen.findByRole('button', { name: 'Filters, 2 in use' }, slow);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(button);

    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(sheet).getByRole('checkbox', { name: 'Low, 1 tea' })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: 'China, 2 teas' })).toBeChecked();
    await user.click(within(sheet).getByRole('checkbox', { name: 'In stock only, 2 teas' }));
    expect(address()).toBe('/products?inStock=true&caffeine=low&origin=China');
    expect(screen.getByRole('button', { name: 'Filters, 3 in use' })).toBeInTheDocument();

    const show = await within(sheet).findByRole('button', { name: 'Show 3 teas' }, slow);
    await user.click(show);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // Reset clears the sheet's filters, and leaves the search and category alone.
    await user.click(button);
    await user.click(within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'Reset' }));
    expect(address()).toBe('/products');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('are all cleared by Clear filters', async () => {
    const user = userEvent.setup();
    serve();
    showCatalogue(
      '/products?q=sencha&category=Green+Tea&minPrice=5&maxPrice=20&inStock=true&caffeine=low&origin=China&rating=3&sort=name',
    );

    expect(await screen.findByRole('checkbox', { name: 'China, 2 teas' }, slow)).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('/products?sort=name');
    expect(screen.getByRole('checkbox', { name: 'China, 2 teas' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Any rating' })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue(null);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});

describe('The filter panel alone', () => {
  it('names the change each choice makes, a ticked choice with no tea left still untickable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CatalogueFilterPanel
        filters={{ ...NO_PANEL_FILTERS, caffeine: ['high'], origin: ['Nepal'] }}
        facets={facets}
        onChange={onChange}
        layout="sheet"
      />,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Medium, 2 teas' }));
    expect(onChange).toHaveBeenLastCalledWith({ caffeine: ['medium', 'high'] });
    const high = screen.getByRole('checkbox', { name: 'High, 0 teas' });
    expect(high).toBeChecked();
    expect(high).toBeEnabled();
    await user.click(high);
    expect(onChange).toHaveBeenLastCalledWith({ caffeine: [] });
    // A country ticked in the address that no tea comes from now stays, to be unticked.
    await user.click(screen.getByRole('checkbox', { name: 'Nepal, 0 teas' }));
    expect(onChange).toHaveBeenLastCalledWith({ origin: [] });
    await user.click(screen.getByRole('checkbox', { name: 'China, 2 teas' }));
    expect(onChange).toHaveBeenLastCalledWith({ origin: ['China', 'Nepal'] });
    await user.click(screen.getByRole('radio', { name: '3 stars & up, 2 teas' }));
    expect(onChange).toHaveBeenLastCalledWith({ rating: 3 });
  });

  it('shows the choices without counts before the counts arrive', () => {
    render(<CatalogueFilterPanel filters={NO_PANEL_FILTERS} facets={undefined} onChange={vi.fn()} layout="bar" />);

    expect(screen.getByRole('checkbox', { name: 'Caffeine-free' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '2 stars & up' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeEnabled();
    expect(screen.getByText('Loading countries…')).toBeInTheDocument();
  });
});
