import { formatPrice } from '@teatree/shared/money';
import type { Quote } from '@teatree/shared/schemas/quote';
import { ProductThumb } from '../../../components/product/product-photo';

/**
 * The teas a gift promotion adds to the order free (docs/decisions/0035-promotions.md), as the quote
 * names them: each with its photo, its name and size, and what it would cost, struck through. Its
 * discount row in the totals takes that price off again. Nothing shows without a gift.
 */
export function GiftLines({ gifts }: { gifts: Quote['gifts'] }) {
  if (gifts.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label="Free with this order">
      {gifts.map((gift) => (
        <li key={gift.sizeId} className="flex items-center gap-3 text-sm">
          {gift.photo ? (
            <ProductThumb photo={gift.photo} px={40} className="size-10 shrink-0" />
          ) : (
            <div className="size-10 shrink-0 rounded-field bg-base-200" aria-hidden="true" />
          )}
          <span className="min-w-0 flex-1">
            Free with this order: <span className="font-medium">{gift.name}</span>
          </span>
          <span className="shrink-0 tabular-nums">
            <s className="text-base-content/75">
              <span className="sr-only">worth </span>
              {formatPrice(gift.price)}
            </s>{' '}
            <span className="font-medium">Free</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
