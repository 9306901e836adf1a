import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@teatree/shared/money';
import { useEffect, useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { daysText, PromotionLines, shippingText, TotalsList } from '../../../components/money/totals';
import { codeMessage, type QuotedLine, quoteQuery } from '../api/quote';
import { DiscountCodeField } from './discount-code-field';
import { GiftLines } from './gift-lines';
import { NoDeliveryQuote, QuoteMethods } from './quote-parts';

/** The part of a checkout's values the delivery choice reads and writes. */
type ChoiceValues = {
  address: { country: string; region: string };
  shippingMethodId?: string;
  total?: number;
};

/**
 * The checkout's delivery (docs/decisions/0033-shipping-and-tax.md): the methods that serve the address
 * typed above, each with its price and estimate, priced again whenever the country or region changes;
 * the one picked and the total it makes are sent with the order, which the server refuses, nothing
 * charged, if they no longer hold. Drawn inside a checkout form (its FormProvider). While the shop
 * charges no shipping there is no method to pick: only the teas a gift adds and the discounts show, and
 * the total sent is the teas' less those discounts.
 */
export function DeliveryMethods({
  lines,
  code,
  onCode,
}: {
  lines: readonly QuotedLine[];
  code?: string;
  /** Gives another code or none: the checkout takes a code too (docs/decisions/0035-promotions.md). */
  onCode?: (code: string | undefined) => void;
}) {
  const id = useId();
  const { register, setValue, formState } = useFormContext<ChoiceValues>();
  const [country, region, picked] = useWatch<ChoiceValues, ['address.country', 'address.region', 'shippingMethodId']>({
    name: ['address.country', 'address.region', 'shippingMethodId'],
  });
  const quote = useQuery({
    ...quoteQuery(country, lines, region ?? '', code),
    enabled: Boolean(country) && lines.length > 0,
  });
  const methods = quote.data?.configured ? quote.data.methods : [];
  const chosen = methods.find((method) => method.id === picked);

  // The first method is picked until the shopper picks another; a method the new address has not is let go.
  useEffect(() => {
    if (!quote.data || quote.isPlaceholderData) return;
    if (!quote.data.configured) {
      setValue('shippingMethodId', undefined);
      setValue('total', quote.data.totals?.total);
    } else if (!chosen) {
      setValue('shippingMethodId', methods[0]?.id);
    }
  }, [quote.data, quote.isPlaceholderData, chosen, methods, setValue]);
  useEffect(() => {
    if (chosen) setValue('total', chosen.totals.total);
  }, [chosen, setValue]);

  if (!country) return null;
  const codeField = onCode && <DiscountCodeField code={code} onCode={onCode} message={codeMessage(quote)} inForm />;
  if (quote.data?.configured === false) {
    return (
      <NoDeliveryQuote
        quote={quote.data}
        codeField={codeField}
        className="flex flex-col gap-3"
        discounts={(totals) => (
          <>
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <dt className="text-base-content/80">Subtotal</dt>
              <dd className="tabular-nums">{formatPrice(totals.subtotal)}</dd>
            </div>
            <PromotionLines totals={totals} />
          </>
        )}
      />
    );
  }
  const error = formState.errors.shippingMethodId?.message;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">Delivery</legend>
      <QuoteMethods
        quote={quote}
        skeleton={['h-12 w-full', 'h-12 w-full']}
        failed="Delivery costs could not be worked out just now. Please try again in a moment."
      >
        <div className="flex flex-col gap-2">
          {methods.map((method) => (
            <label
              key={method.id}
              className="flex cursor-pointer items-center gap-3 rounded-field border border-base-300 px-4 py-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                className="radio radio-primary radio-sm"
                value={method.id}
                {...register('shippingMethodId')}
              />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{method.name}</span>
                {daysText(method.days) && <span className="text-sm text-base-content/70">{daysText(method.days)}</span>}
              </span>
              <span className="tabular-nums font-medium">{shippingText(method.price)}</span>
            </label>
          ))}
        </div>
      </QuoteMethods>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
      {codeField}
      {chosen && <GiftLines gifts={quote.data?.gifts ?? []} />}
      {chosen && (
        <TotalsList
          totals={chosen.totals}
          method={chosen.name}
          withTotal={false}
          className="border-t border-dashed border-base-300 pt-3"
        />
      )}
      {chosen?.addForFree != null && (
        <p className="text-sm text-base-content/75">Add {formatPrice(chosen.addForFree)} for free shipping</p>
      )}
    </fieldset>
  );
}
