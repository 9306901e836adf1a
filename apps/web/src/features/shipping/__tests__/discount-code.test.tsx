import type { Quote } from '@teatree/shared/schemas/shipping';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render';
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

    await user.clear(field);
    await user.type(field, 'BIG20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Spend $12.50 more to use BIG20');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'TEA10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('$22.56')).toBeInTheDocument();
    expect(field).toHaveValue('');
    // Each code is asked once ("tea10" as TEA10); the quotes already asked are kept.
    expect(asked).toEqual([undefined, 'TEA10', 'BIG20']);
  });
});
