import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageToasts, Toasts } from '../../../components/ui/toast';
import { showCartNotice } from '../components/cart-notice';

describe("the cart's notice", () => {
  it('names the tea with its photo, leads to the cart and its checkout, and closes', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<Toasts />);

    showCartNotice({ name: 'Sencha', photo: '/media/sencha/400.webp', checkoutHref: '/cart?checkout=guest', navigate });
    const notice = (await screen.findByText('Sencha is in your cart', { exact: true })).closest('div')!.parentElement!;
    expect(screen.getByRole('status')).toHaveTextContent('Sencha is in your cart');
    expect(within(notice).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(within(notice).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/cart?checkout=guest');
    expect(notice.querySelector('img')).not.toBeNull();

    await user.click(within(notice).getByRole('link', { name: 'Checkout' }));
    expect(navigate).toHaveBeenCalledWith('/cart?checkout=guest');

    // Another tea replaces it; Close takes it away.
    showCartNotice({ name: 'Assam', checkoutHref: '/cart?checkout=account', navigate });
    await screen.findByText('Assam is in your cart', { exact: true });
    expect(screen.queryByText('Sencha is in your cart', { exact: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByText('Assam is in your cart').closest('[role="status"]')).toHaveStyle({ opacity: '0' }),
    );
    // While it fades, its links are no longer there for a reader or the keyboard.
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('is gone at once when another page opens', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <PageToasts />
              <Toasts />
            </>
          ),
        },
      ],
      { initialEntries: ['/products/sencha'] },
    );
    render(<RouterProvider router={router} />);
    showCartNotice({ name: 'Sencha', checkoutHref: '/cart?checkout=guest', navigate: vi.fn() });
    await screen.findByText('Sencha is in your cart', { exact: true });

    await act(() => router.navigate('/cart'));
    // Not faded for a second: the page it spoke of is gone, and /cart has a Checkout of its own.
    expect(screen.queryByText('Sencha is in your cart', { exact: true })).not.toBeInTheDocument();
  });
});
