import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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

/** Puts `quantity` of a tea in the cart and says so; the cart's code loads on the first click. */
export function useAddToCart(tea: TeaToAdd) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [adding, setAdding] = useState(false);
  const add = async (quantity: number): Promise<string | null> => {
    setAdding(true);
    try {
      const { addToCart } = await import('../api/cart-actions');
      await addToCart(queryClient, Boolean(user), tea, quantity);
      toast.success(`${tea.name} is in your cart`);
      return null;
    } catch (error) {
      const message =
        (error instanceof ApiError && error.status < 500) || (error instanceof Error && error.name === 'CartRefusal')
          ? error.message
          : 'We could not add this tea to your cart just now. Please try again.';
      toast.error(message);
      return message;
    } finally {
      setAdding(false);
    }
  };
  return { add, adding };
}

/** "Add to cart" on a tea's card: its minimum order goes in. Not offered for a sold-out tea. */
export function AddToCartButton({
  tea,
  className = '',
  compact = false,
}: {
  tea: TeaToAdd;
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
      disabled={adding}
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
