import { screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../../components/layout/footer';
import { renderAt } from '../../../testing/render';

describe('The footer’s shop information', () => {
  it('links the terms, the privacy page, shipping and returns, and the contact form', () => {
    renderAt('/', <Route path="/" element={<Footer />} />);

    const links = within(screen.getByRole('navigation', { name: 'Shop information' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Shipping and returns', '/shipping-and-returns'],
      ['Contact', '/#contact'],
    ]);
    // The spec's footer stays as it was.
    expect(screen.getByRole('navigation', { name: 'Company' })).toHaveTextContent('About usContactJobsPress kit');
    expect(screen.getByText(/Copyright © 2023/)).toBeInTheDocument();
  });
});
