import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deliveryText, hasBreakdown, TotalsList, type TotalsShown } from '../totals';

/** 16.50 of tea, 4.90 of shipping, 7 % on the tea added (1.155 rounds to 1.16). */
const added: TotalsShown = {
  subtotal: 16.5,
  shipping: 4.9,
  tax: 1.16,
  taxes: [{ rate: 7, amount: 1.16 }],
  total: 22.56,
  pricesIncludeTax: false,
};

/** A code and an offer taken off 26.50 of tea. */
const withPromotions: TotalsShown = {
  ...added,
  subtotal: 26.5,
  promotions: [
    { code: 'TEA10', name: 'Tea time', amount: 1.65 },
    { code: null, name: 'Free shipping over $20', amount: 4.9 },
  ],
  tax: 1.74,
  taxes: [{ rate: 7, amount: 1.74 }],
  total: 26.59,
};

/** Collected at the shop, with two rates, highest first as the server gives them. */
const freeShippingTwoRates: TotalsShown = {
  ...added,
  subtotal: 49.5,
  shipping: 0,
  tax: 2.37,
  taxes: [
    { rate: 8, amount: 0.88 },
    { rate: 3, amount: 1.49 },
  ],
  total: 51.87,
};

const list = () => screen.getByLabelText('Order total');
const terms = () => screen.getAllByRole('term').map((term) => term.textContent);
const figures = () => screen.getAllByRole('definition').map((figure) => figure.textContent);

describe('TotalsList, the breakdown of an order', () => {
  it('adds tax to prices without it, line by line, with the method beside the shipping', () => {
    render(<TotalsList totals={added} method="Standard" />);
    expect(list()).toHaveTextContent('Subtotal$16.50Shipping (Standard)$4.90Tax (7 %)$1.16Total$22.56');
    expect(terms()).toEqual(['Subtotal', 'Shipping (Standard)', 'Tax (7 %)', 'Total']);
    expect(figures()).toEqual(['$16.50', '$4.90', '$1.16', '$22.56']);
  });

  it('shows each promotion as a row of its own under the subtotal: a code by its code, an offer by its name', () => {
    render(<TotalsList totals={withPromotions} method="Standard" />);
    expect(terms()).toEqual([
      'Subtotal',
      'Discount (TEA10)',
      'Free shipping over $20',
      'Shipping (Standard)',
      'Tax (7 %)',
      'Total',
    ]);
    expect(figures()).toEqual(['$26.50', '−$1.65', '−$4.90', '$4.90', '$1.74', '$26.59']);
    expect(hasBreakdown({ ...added, shipping: 0, tax: 0, shippingMethod: null, promotions: [] })).toBe(false);
    expect(
      hasBreakdown({
        ...added,
        shipping: 0,
        tax: 0,
        shippingMethod: null,
        promotions: [{ code: 'TEA10', name: 'Tea time', amount: 1 }],
      }),
    ).toBe(true);
  });

  it('says the tax is included when the prices hold it, and adds none to the total', () => {
    render(
      <TotalsList
        totals={{ ...added, tax: 1.08, taxes: [{ rate: 7, amount: 1.08 }], total: 21.4, pricesIncludeTax: true }}
        method="Standard"
      />,
    );
    expect(terms()).toEqual(['Subtotal', 'Shipping (Standard)', 'Includes tax (7 %)', 'Total']);
    expect(figures()).toEqual(['$16.50', '$4.90', '$1.08', '$21.40']);
  });

  it('says Free for free shipping, and shows each rate, highest first as the server gave them', () => {
    render(<TotalsList totals={freeShippingTwoRates} method="Collect at the shop" totalLabel="Estimated total" />);
    expect(list()).toHaveTextContent(
      'Subtotal$49.50Shipping (Collect at the shop)FreeTax (8 %)$0.88Tax (3 %)$1.49Estimated total$51.87',
    );
  });

  it('names the total for the tests that read it alone, when asked', () => {
    render(<TotalsList totals={added} totalTestId="paid-total" />);
    expect(screen.getByTestId('paid-total')).toHaveTextContent(/^\$22\.56$/);
    expect(terms()[1]).toBe('Shipping');
  });
});

describe('an order’s delivery and whether it has a breakdown', () => {
  it('names the method with its estimate', () => {
    expect(deliveryText({ name: 'Standard', days: { min: 2, max: 4 } })).toBe('Standard · 2–4 days');
    expect(deliveryText({ name: 'Express', days: { min: 1, max: 1 } })).toBe('Express · 1 day');
    expect(deliveryText({ name: 'Collect at the shop', days: null })).toBe('Collect at the shop');
  });

  it('has one when the order has a method, shipping or tax; an order from before has none', () => {
    const old = { ...added, shipping: 0, tax: 0, taxes: [], total: 16.5, shippingMethod: null };
    expect(hasBreakdown(old)).toBe(false);
    expect(hasBreakdown({ ...old, tax: 0.5 })).toBe(true);
    expect(hasBreakdown({ ...old, shippingMethod: { name: 'Collect at the shop', collect: true, days: null } })).toBe(
      true,
    );
  });
});
