import { lineProblem, orderBounds } from '@teatree/shared/cart-rules';
import { useId, useState } from 'react';
import type { TeaToAdd } from '../api/cart-actions';
import { CartPlusIcon, useAddToCart } from './add-to-cart';

/**
 * "Add to cart" on a tea's own page, with a quantity kept between the tea's minimum and what there is
 * (and what one order may cost). Not shown for a sold-out tea. `tea` is the tea as the size chosen on
 * the page sells it; a tea of `several` sizes counts them as they are, not as tins
 * (docs/decisions/0032-sizes-and-stock-by-weight.md).
 */
export function AddToCartForm({ tea, several = false }: { tea: TeaToAdd; several?: boolean }) {
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
        ? `Please enter a whole number${several ? '' : ' of tins'}`
        : (lineProblem(tea.name, tea, count)?.message ?? null);
    setError(refusal ?? (await add(count)));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {several ? 'How many' : 'Tins'}
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
        <button type="submit" className="btn btn-secondary gap-1.5" aria-disabled={adding || undefined}>
          {adding ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <CartPlusIcon className="size-5" />
          )}
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
