import { formatPrice } from '@teatree/shared/money';
import type { Product } from '@teatree/shared/schemas/product';
import type { ProductSize } from '@teatree/shared/schemas/size';
import { useId } from 'react';
import { sizeSoldOut } from '../../../components/product/size-text';
import { per100gText } from '../../../components/product/tea-price';

/*
 * A tea's sizes on its page (docs/decisions/0032-sizes-and-stock-by-weight.md): a choice of rows when
 * it has several, the one size in words when it has one. The cart, Buy now and the order form then
 * order the size chosen.
 */

/** One size's row: a radio button named by the size's label, its price and price per 100 g at the end. */
function SizeCard({
  size,
  name,
  chosen,
  perPiece,
  onChoose,
}: {
  size: ProductSize;
  name: string;
  chosen: boolean;
  perPiece: boolean;
  onChoose: (id: string) => void;
}) {
  const id = useId();
  const soldOut = sizeSoldOut(size);
  return (
    <label
      htmlFor={id}
      className={`flex items-center gap-3 rounded-field border px-3 py-2.5 transition-colors has-checked:border-primary has-checked:bg-leaf-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary ${soldOut ? 'cursor-not-allowed border-base-300 bg-base-200/60 text-base-content/75' : 'cursor-pointer border-base-300 hover:border-primary/60'}`}
      data-testid="size-option"
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={size.id}
        checked={chosen}
        disabled={soldOut}
        onChange={() => onChoose(size.id)}
        aria-labelledby={`${id}-label`}
        aria-describedby={soldOut ? `${id}-about ${id}-sold` : `${id}-about`}
        className="radio radio-primary radio-sm shrink-0"
      />
      <span className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-0.5">
        <span className="flex flex-col">
          <span id={`${id}-label`} className="font-semibold leading-snug">
            {size.label}
          </span>
          {soldOut && (
            <span id={`${id}-sold`} className="text-xs font-semibold uppercase tracking-wide">
              Sold out
            </span>
          )}
        </span>
        <span id={`${id}-about`} className="flex flex-col items-end text-right">
          <span className={`font-semibold tabular-nums ${soldOut ? '' : 'text-primary'}`}>
            {formatPrice(size.price)}
          </span>
          {!perPiece && (
            <span className="whitespace-nowrap text-xs text-base-content/70 tabular-nums">
              {per100gText(size.pricePer100g)}
            </span>
          )}
        </span>
      </span>
    </label>
  );
}

/** The sizes of a tea of several, as a choice; a tea of one names its size and price per 100 g. */
export function SizeChoice({
  product,
  chosenId,
  onChoose,
}: {
  product: Pick<Product, 'sizes' | 'stockedBy'>;
  chosenId: string | undefined;
  onChoose: (id: string) => void;
}) {
  const name = useId();
  const perPiece = product.stockedBy === 'piece';
  const [only] = product.sizes;
  if (product.sizes.length === 1 && only) {
    return (
      <p className="text-sm text-base-content/80" data-testid="size-only">
        <span className="font-medium">{only.label}</span>
        {!perPiece && <span className="tabular-nums"> · {per100gText(only.pricePer100g)}</span>}
      </p>
    );
  }
  if (product.sizes.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Size</legend>
      <div className="grid gap-2">
        {product.sizes.map((size) => (
          <SizeCard
            key={size.id}
            size={size}
            name={name}
            chosen={size.id === chosenId}
            perPiece={perPiece}
            onChoose={onChoose}
          />
        ))}
      </div>
    </fieldset>
  );
}
