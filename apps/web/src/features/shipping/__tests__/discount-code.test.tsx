import type { Quote } from '@teatree/shared/schemas/quote';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
import { retype } from '../../../testing/user-steps';
import { DeliveryMethods } from '../components/delivery-methods';
import { ShippingEstimate } from '../components/shipping-estimate';

/** A quote of one $16.50 tin by Standard at $4.90, 7 % on the tea; with TEA10, 10 % off it. */
function quoteFor(code: string | undefined): Quote {
  const used = code === 'TEA10';
  return {
    code: code ?? null,
    codeMessage: code && !used ? `Spend $12.50 more to use ${code}` : null,
    configured: true,
    country: 'US',
    message: null,
    grams: 100,
    methods: [
      {
        id: 'ship_1',
        name: 'Standard',
        collect: false,
        price: 4.9,
        days: { min: 3, max: 5 },
        addForFree: null,
        totals: {
          subtotal: 16.5,
          shipping: 4.9,
          discount: used ? 1.65 : 0,
          promotions: used ? [{ code: 'TEA10', name: 'Tea time', amount: 1.65 }] : [],
          tax: used ? 1.04 : 1.16,
          taxes: [{ rate: 7, amount: used ? 1.04 : 1.16 }],
          total: used ? 20.79 : 22.56,
          pricesIncludeTax: false,
        },
      },
    ],
    totals: null,
    gifts: [],
  };
}

/** A gift of a $4.50 Sencha sample with the tin: its price is in the subtotal, and its row takes it off. */
const withGift: Quote = {
  ...quoteFor(undefined),
  methods: [
    {
      ...quoteFor(undefined).methods[0]!,
      totals: {
        subtotal: 21,
        shipping: 4.9,
        discount: 4.5,
        promotions: [{ code: null, name: 'A sample with your order', amount: 4.5 }],
        tax: 1.16,
        taxes: [{ rate: 7, amount: 1.16 }],
        total: 22.56,
        pricesIncludeTax: false,
      },
    },
  ],
  gifts: [{ productId: 'p2', sizeId: 's2', name: 'Sencha, 25 g sample', photo: '/sencha.webp', price: 4.5 }],
};

/** The tin in a shop with no shipping set up: no methods, and the order's totals, TEA10 taking 10 % off. */
function unconfigured(code: string | undefined): Quote {
  const used = code === 'TEA10';
  return {
    ...quoteFor(code),
    configured: false,
    methods: [],
    totals: {
      subtotal: 16.5,
      shipping: 0,
      discount: used ? 1.65 : 0,
      promotions: used ? [{ code: 'TEA10', name: 'Tea time', amount: 1.65 }] : [],
      tax: 0,
      taxes: [],
      total: used ? 14.85 : 16.5,
      pricesIncludeTax: false,
    },
  };
}

function Estimate() {
  const [code, setCode] = useState<string | undefined>();
  return (
    <ShippingEstimate
      lines={[{ productId: 'p1', sizeId: 's1', quantity: 1 }]}
      shopCountry="US"
      code={code}
      onCode={setCode}
    />
  );
}

describe("the cart's discount code", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prices the estimate with the code, shows its discount as a line, says why another is not used, and removes it', async () => {
    const asked: (string | undefined)[] = [];
    vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body)) as { code?: string };
      asked.push(body.code);
      return Response.json(quoteFor(body.code));
    });
    const user = userEvent.setup();
    renderAt('/cart', <Route path="/cart" element={<Estimate />} />);

    const field = await screen.findByRole('textbox', { name: 'Discount code' });
    await user.type(field, 'tea10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('TEA10 applied');
    const totals = screen.getByText('Estimated total').closest('dl')!;
    expect(within(totals).getByText('Discount (TEA10)')).toBeInTheDocument();
    expect(within(totals).getByText('−$1.65')).toBeInTheDocument();
    expect(within(totals).getByText('$20.79')).toBeInTheDocument();

    await retype(user, field, 'BIG20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Spend $12.50 more to use BIG20');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await retype(user, field, 'TEA10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('$22.56')).toBeInTheDocument();
    expect(field).toHaveValue('');
    // Each code is asked once ("tea10" as TEA10); the quotes already asked are kept.
    expect(asked).toEqual([undefined, 'TEA10', 'BIG20']);
  });

  it('lists the teas a gift adds to the order, free', async () => {
    vi.stubGlobal('fetch', async () => Response.json(withGift));
    renderAt('/cart', <Route path="/cart" element={<Estimate />} />);

    const gifts = await screen.findByRole('list', { name: 'Free with this order' });
    const [gift] = within(gifts).getAllByRole('listitem');
    expect(gift).toHaveTextContent('Free with this order: Sencha, 25 g sample');
    expect(gift).toHaveTextContent('$4.50');
    expect(gift).toHaveTextContent('Free');
    const totals = screen.getByText('Estimated total').closest('dl')!;
    expect(within(totals).getByText('A sample with your order')).toBeInTheDocument();
    expect(within(totals).getByText('−$4.50')).toBeInTheDocument();
    expect(within(totals).getByText('$22.56')).toBeInTheDocument();
  });

  it('offers the code where the shop has set up no shipping, with its discount and the total it makes', async () => {
    vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body)) as { code?: string };
      return Response.json(unconfigured(body.code));
    });
    const user = userEvent.setup();
    renderAt('/cart', <Route path="/cart" element={<Estimate />} />);

    const field = await screen.findByRole('textbox', { name: 'Discount code' });
    // No discount: the cart's own total says it, and there is no delivery to choose.
    expect(screen.queryByText('Estimated total')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Deliver to' })).not.toBeInTheDocument();

    await user.type(field, 'tea10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('TEA10 applied');
    const totals = (await screen.findByText('Estimated total')).closest('dl')!;
    expect(within(totals).getByText('Discount (TEA10)')).toBeInTheDocument();
    expect(within(totals).getByText('−$1.65')).toBeInTheDocument();
    expect(within(totals).getByText('$14.85')).toBeInTheDocument();
    expect(within(totals).queryByText(/^Shipping/)).not.toBeInTheDocument();
    expect(within(totals).queryByText(/Tax/)).not.toBeInTheDocument();
  });
});

/** The checkout's delivery, inside a form of its own as the checkout draws it. */
function Checkout({ onPlace }: { onPlace: () => void }) {
  const [code, setCode] = useState<string | undefined>();
  const form = useForm({ defaultValues: { address: { country: 'US', region: '' } } });
  return (
    <FormProvider {...form}>
      <form aria-label="Checkout" onSubmit={form.handleSubmit(onPlace)}>
        <DeliveryMethods lines={[{ productId: 'p1', sizeId: 's1', quantity: 1 }]} code={code} onCode={setCode} />
        <button type="submit">Place order</button>
      </form>
    </FormProvider>
  );
}

describe("the checkout's discount code", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a code inside the checkout: Enter applies it and places nothing', async () => {
    vi.stubGlobal('fetch', async (_input: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body)) as { code?: string };
      return Response.json(quoteFor(body.code));
    });
    const placed = vi.fn();
    const user = userEvent.setup();
    renderAt('/cart', <Route path="/cart" element={<Checkout onPlace={placed} />} />);

    const group = await screen.findByRole('group', { name: 'Discount code' });
    await user.type(within(group).getByRole('textbox', { name: 'Discount code' }), 'tea10{Enter}');
    expect(await within(group).findByRole('status')).toHaveTextContent('TEA10 applied');
    expect(await screen.findByText('Discount (TEA10)')).toBeInTheDocument();
    expect(placed).not.toHaveBeenCalled();
  });
});
