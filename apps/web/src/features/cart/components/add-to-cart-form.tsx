import { lineProblem, orderBounds } from '@teatree/shared/cart-rules';
import { useId, useState } from 'react';
import type { TeaToAdd } from '../api/cart-actions';
import { CartPlusIcon, useAddToCart } from './add-to-cart';
import { BuyNowButton, type BuyNowCheckout, useBuyNow } from './buy-now';

/**
 * "Add to cart" on a tea's own page, with a quantity kept between the tea's minimum and what there is
 * (and what one order may cost), and "Buy now" beside it for the same quantity where the shopper can pay
 * (`buyNow`: the checkout it opens; `'waiting'` keeps its place while the page does not know yet who is
 * there; none: no Buy now). Not shown for a sold-out tea. `tea` is the tea as the size chosen on the page
 * sells it; a tea of `several` sizes counts them as they are, not as tins
 * (docs/decisions/0032-sizes-and-stock-by-weight.md).
 */
export function AddToCartForm({
  tea,
  several = false,
  buyNow,
}: {
  tea: TeaToAdd;
  several?: boolean;
  buyNow?: BuyNowCheckout | 'waiting';
}) {
  const { add, adding } = useAddToCart(tea);
  const { buy, buying } = useBuyNow(tea, buyNow === 'account' ? 'account' : 'guest');
  const { min, max, soldOut } = orderBounds(tea);
  const [quantity, setQuantity] = useState(String(tea.minOrder));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  if (soldOut) return null;

  /** The quantity typed, once it is one the cart takes; else why not, said under the field. */
  const checked = (): number | null => {
    const count = Number(quantity);
    const refusal =
      quantity.trim() === '' || !Number.isInteger(count)
        ? `Please enter a whole number${several ? '' : ' of tins'}`
        : (lineProblem(tea.name, tea, count)?.message ?? null);
    setError(refusal);
    return refusal ? null : count;
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (buying) return;
    const count = checked();
    if (count !== null) setError(await add(count));
  };

  const onBuyNow = async () => {
    if (adding) return;
    const count = checked();
    if (count !== null) setError(await buy(count));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
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
          className={`input w-24 tabular-nums ${error ? 'input-error' : ''}`}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="btn btn-primary btn-lg flex-1 gap-2 whitespace-nowrap"
          aria-disabled={adding || undefined}
        >
          {adding ? (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          ) : (
            <CartPlusIcon className="size-5" />
          )}
          Add to cart
        </button>
        {buyNow === 'waiting' ? (
          // Its place, until the page knows whether the shopper can pay (drawn so by the server too).
          <div className="skeleton h-12 flex-1 rounded-field" aria-hidden="true" />
        ) : (
          buyNow && <BuyNowButton buying={buying} onClick={() => void onBuyNow()} />
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </form>
  );
}
