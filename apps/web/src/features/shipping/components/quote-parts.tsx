import type { UseQueryResult } from '@tanstack/react-query';
import type { Quote } from '@teatree/shared/schemas/quote';
import type { ReactNode } from 'react';
import { SkeletonBars } from '../../../components/ui/skeleton-bars';
import { GiftLines } from './gift-lines';

/**
 * What a quote shows while the shop charges no delivery (docs/decisions/0033-shipping-and-tax.md): the
 * discount code (`codeField`, when the page takes one), the teas a gift adds, and, once a discount
 * applies, the rows `discounts` draws of the totals. Nothing shows when there is none of these.
 */
export function NoDeliveryQuote({
  quote: { totals, gifts },
  codeField,
  className,
  discounts,
}: {
  quote: Pick<Quote, 'totals' | 'gifts'>;
  codeField: ReactNode;
  className: string;
  discounts: (totals: NonNullable<Quote['totals']>) => ReactNode;
}) {
  const discounted = totals !== null && totals.promotions.length > 0;
  if (!codeField && gifts.length === 0 && !discounted) return null;
  return (
    <div className={className}>
      {codeField}
      <GiftLines gifts={gifts} />
      {discounted && (
        <dl className="flex flex-col gap-1.5 border-t border-dashed border-base-300 pt-3">{discounts(totals)}</dl>
      )}
    </div>
  );
}

/**
 * A quote's delivery methods (`children`) once it offers them; before that their place: a skeleton of
 * `skeleton`'s bars while the quote is on its way, `failed` when it could not be had, and the quote's own
 * word when it offers no method ("We do not ship to Chile yet").
 */
export function QuoteMethods({
  quote,
  skeleton,
  failed,
  children,
}: {
  quote: Pick<UseQueryResult<Quote>, 'data' | 'isPending' | 'isError'>;
  /** Each bar's size: "h-12 w-full". */
  skeleton: readonly string[];
  failed: string;
  children: ReactNode;
}) {
  if (quote.isPending) {
    return <SkeletonBars className="flex flex-col gap-2" bars={skeleton} />;
  }
  if (quote.isError) return <p className="text-sm text-base-content/75">{failed}</p>;
  if (quote.data?.message) {
    return (
      <p role="status" className="rounded-field border border-warning/40 bg-warning/15 px-4 py-3 text-sm">
        {quote.data.message}
      </p>
    );
  }
  return children;
}
