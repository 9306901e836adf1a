import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { outlineIcon } from '../../../components/ui/icon';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import type { TeaToAdd } from '../api/cart-actions';

export const CartPlusIcon = outlineIcon(
  [
    'M2.25 3h1.39c.51 0 .96.34 1.09.84l.38 1.44m0 0L6.6 12.1a1.5 1.5 0 0 0 1.45 1.15h9.18a1.5 1.5 0 0 0 1.44-1.08l1.6-5.6a.75.75 0 0 0-.72-.96H5.11ZM8.25 20.25a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0Zm10.5 0a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0ZM13.5 7.5v3.75m1.875-1.875h-3.75',
  ],
  1.6,
);

/** Why a tea did not go in the cart, in the shop's words: the cart's own refusal, the server's, or the connection. */
export function addFailure(error: unknown): string {
  return (error instanceof ApiError && error.status < 500) || (error instanceof Error && error.name === 'CartRefusal')
    ? error.message
    : 'We could not add this tea to your cart just now. Please try again.';
}

/**
 * One press of a cart button (Add to cart, Buy now) at a time: `attempt` runs the work unless the last
 * press is still on its way, and answers what went wrong, said in a red toast too, or null. The button
 * is never disabled meanwhile: a disabled button drops the keyboard's focus to the page.
 */
export function useCartAttempt() {
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const attempt = async (work: () => Promise<string | null>): Promise<string | null> => {
    if (busy.current) return null;
    busy.current = true;
    setRunning(true);
    try {
      return await work();
    } catch (error) {
      const message = addFailure(error);
      toast.error(message);
      return message;
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };
  return { attempt, running };
}

/**
 * Puts `quantity` of a tea in the cart and says so in the cart's notice (./cart-notice.tsx), with View
 * cart and Checkout; the cart's code loads on the first click.
 */
export function useAddToCart(tea: TeaToAdd & { photo?: string }, { notice = true } = {}) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const navigate = useNavigate();
  const { attempt, running: adding } = useCartAttempt();
  const add = (quantity: number): Promise<string | null> =>
    attempt(async () => {
      const [{ addToCart }, { showCartNotice }] = await Promise.all([
        import('../api/cart-actions'),
        import('./cart-notice'),
      ]);
      await addToCart(queryClient, Boolean(user), tea, quantity);
      // A visitor checks out as a guest at once; a customer goes to the cart's checkout.
      const checkoutHref = user ? '/cart?checkout=account' : '/cart?checkout=guest';
      if (notice) showCartNotice({ name: tea.name, photo: tea.photo, checkoutHref, navigate });
      return null;
    });
  return { add, adding };
}

/** "Add to cart" on a tea's card: its minimum order goes in. Not offered for a sold-out tea. */
export function AddToCartButton({
  tea,
  className = '',
  compact = false,
}: {
  tea: TeaToAdd & { photo?: string };
  className?: string;
  /** Only the icon (the button's name still says it all), where a table row is short of room. */
  compact?: boolean;
}) {
  const { add, adding } = useAddToCart(tea);
  if (tea.quantity < tea.minOrder) return null;
  return (
    <button
      type="button"
      className={`btn gap-1.5 ${className}`}
      aria-disabled={adding || undefined}
      aria-label={`Add ${tea.name} to cart`}
      title={compact ? 'Add to cart' : undefined}
      onClick={() => void add(tea.minOrder)}
    >
      {adding ? (
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
      ) : (
        <CartPlusIcon className="size-5" />
      )}
      <span className={compact ? 'sr-only' : ''}>Add to cart</span>
    </button>
  );
}
