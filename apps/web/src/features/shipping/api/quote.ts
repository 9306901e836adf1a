import { queryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { Quote } from '@teatree/shared/schemas/quote';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type QuotedLine = { productId: string; sizeId: string; quantity: number };

/**
 * POST /api/shipping/quote (docs/decisions/0033-shipping-and-tax.md): what a cart's teas cost delivered
 * to a country, by each method that takes them. Kept under the cart's key, so a change of the cart asks again.
 */
export const quoteQuery = (country: string, lines: readonly QuotedLine[], region = '', code?: string) =>
  queryOptions({
    queryKey: [...queryKeys.cart, 'shipping', country, region, lines, code ?? ''],
    // With a discount code, the quote says whether it is used, or why not (docs/decisions/0035-promotions.md).
    queryFn: () => api.post<Quote>('/shipping/quote', { country, region, lines, ...(code ? { code } : {}) }),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });

/** Why the discount code given is not used, as the quote now says; null while the quote is on its way again. */
export const codeMessage = (quote: Pick<UseQueryResult<Quote>, 'data' | 'isPlaceholderData'>) =>
  quote.isPlaceholderData ? null : (quote.data?.codeMessage ?? null);
