import { useQueryClient } from '@tanstack/react-query';
import { lineProblem, orderBounds } from '@teatree/shared/cart-rules';
import { useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import type { TeaToAdd } from '../api/cart-actions';

function CartPlusIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      className={className}
      aria-hidden="true"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M2.25 3h1.39c.51 0 .96.34 1.09.84l.38 1.44m0 0L6.6 12.1a1.5 1.5 0 0 0 1.45 1.15h9.18a1.5 1.5 0 0 0 1.44-1.08l1.6-5.6a.75.75 0 0 0-.72-.96H5.11ZM8.25 20.25a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0Zm10.5 0a.75.75 0 1 1-1.5 0 .75.75 0 0 1 1.5 0ZM13.5 7.5v3.75m1.875-1.875h-3.75"
      />
    </svg>
  );
}

/** Puts `quantity` of a tea in the cart and says so; the cart's code loads on the first click. */
function useAddToCart(tea: TeaToAdd) {
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
export function AddToCartButton({ tea, className = '' }: { tea: TeaToAdd; className?: string }) {
  const { add, adding } = useAddToCart(tea);
  if (orderBounds(tea).soldOut) return null;
  return (
    <button
      type="button"
      className={`btn gap-1.5 ${className}`}
      disabled={adding}
      aria-label={`Add ${tea.name} to cart`}
      onClick={() => void add(tea.minOrder)}
    >
      {adding ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <CartPlusIcon />}
      Add to cart
    </button>
  );
}

/**
 * "Add to cart" on a tea's own page, with a quantity kept between the tea's minimum and what there is
 * (and what one order may cost). Not shown for a sold-out tea.
 */
export function AddToCartForm({ tea }: { tea: TeaToAdd }) {
  const { add, adding } = useAddToCart(tea);
  const { min, max, soldOut } = orderBounds(tea);
  const [quantity, setQuantity] = useState(String(tea.minOrder));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  if (soldOut) return null;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const count = Number(quantity);
    const refusal =
      quantity.trim() === '' || !Number.isInteger(count)
        ? 'Please enter a whole number of tins'
        : (lineProblem(tea.name, tea, count)?.message ?? null);
    setError(refusal ?? (await add(count)));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            Tins
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={quantity}
            onChange={(event) => {
              setQuantity(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`input w-28 tabular-nums ${error ? 'input-error' : ''}`}
          />
        </div>
        <button type="submit" className="btn btn-secondary gap-1.5" disabled={adding}>
          {adding ? <span className="loading loading-spinner loading-xs" aria-hidden="true" /> : <CartPlusIcon />}
          Add to cart
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
