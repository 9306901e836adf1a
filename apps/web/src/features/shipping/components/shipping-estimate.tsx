import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@teatree/shared/money';
import { useId, useState } from 'react';
import { daysText, PromotionLines, shippingText, TaxLines } from '../../../components/money/totals';
import { codeMessage, type QuotedLine, quoteQuery } from '../api/quote';
import { CountryOptions } from './country-options';
import { DiscountCodeField } from './discount-code-field';
import { GiftLines } from './gift-lines';
import { NoDeliveryQuote, QuoteMethods } from './quote-parts';

const CHOSEN_COUNTRY = 'teatree.shipTo';

/** The country a shopper last chose in the cart, kept in this browser. */
function rememberedCountry(): string | null {
  try {
    return window.localStorage.getItem(CHOSEN_COUNTRY);
  } catch {
    return null;
  }
}

type ShippingEstimateProps = {
  lines: readonly QuotedLine[];
  /** The shop's own country: the first choice, and the country offered when the shopper has none. */
  shopCountry: string;
  /** The country of the customer's default address, when they keep one. */
  savedCountry?: string;
  /** The discount code given, and how to give another or none (docs/decisions/0035-promotions.md). */
  code?: string;
  onCode?: (code: string | undefined) => void;
};

/**
 * What delivery and tax add to the cart (docs/decisions/0033-shipping-and-tax.md): the shopper picks a
 * country (their default address's, or the shop's, until they choose), and sees each method that
 * takes the parcel with its price and estimate, how much more ships free, the tax and the estimated
 * total by the first method. While the shop has set up no delivery, there is none to show: only the
 * discount code, the teas a gift adds, and the discounts with the total they make.
 */
export function ShippingEstimate({ lines, shopCountry, savedCountry, code, onCode }: ShippingEstimateProps) {
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(rememberedCountry);
  const country = chosen ?? savedCountry ?? shopCountry;
  const quote = useQuery({ ...quoteQuery(country, lines, '', code), enabled: lines.length > 0 });
  const choose = (code: string) => {
    setChosen(code);
    try {
      window.localStorage.setItem(CHOSEN_COUNTRY, code);
    } catch {
      // A browser that keeps nothing asks again next time.
    }
  };

  if (lines.length === 0) return null;
  const codeField = onCode && <DiscountCodeField code={code} onCode={onCode} message={codeMessage(quote)} />;
  if (quote.data?.configured === false) {
    return (
      <NoDeliveryQuote
        quote={quote.data}
        codeField={codeField}
        className="flex flex-col gap-3 border-t border-base-300 pt-5"
        discounts={(totals) => (
          <>
            <PromotionLines totals={totals} />
            <div className="flex items-baseline justify-between gap-4">
              <dt className="font-medium">Estimated total</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatPrice(totals.total)}</dd>
            </div>
          </>
        )}
      />
    );
  }
  const [first] = quote.data?.methods ?? [];
  const toFree = quote.data?.methods.find((method) => method.addForFree !== null && !method.collect)?.addForFree;

  return (
    <section aria-labelledby={`${selectId}-heading`} className="flex flex-col gap-3 border-t border-base-300 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${selectId}-heading`} className="font-semibold">
          Delivery
        </h3>
        <label htmlFor={selectId} className="flex items-center gap-2 text-sm">
          <span className="text-base-content/80">Deliver to</span>
          <select
            id={selectId}
            className="select select-sm w-44"
            value={country}
            onChange={(event) => choose(event.target.value)}
            autoComplete="country"
          >
            <CountryOptions shopCountry={shopCountry} />
          </select>
        </label>
      </div>
      <QuoteMethods
        quote={quote}
        skeleton={['h-5 w-full', 'h-5 w-3/4']}
        failed="Delivery costs could not be worked out just now; you will see them at checkout."
      >
        <ul className="flex flex-col gap-1.5" aria-label="Delivery methods">
          {quote.data?.methods.map((method) => (
            <li key={method.id} className="flex items-baseline justify-between gap-4 text-sm">
              <span>
                {method.name}
                {daysText(method.days) && <span className="text-base-content/70"> · {daysText(method.days)}</span>}
              </span>
              <span className="tabular-nums font-medium">{shippingText(method.price)}</span>
            </li>
          ))}
        </ul>
        {toFree != null && (
          <p className="rounded-field bg-leaf-100 px-4 py-2.5 text-sm font-medium text-base-content">
            Add {formatPrice(toFree)} for free shipping
          </p>
        )}
        {codeField}
        <GiftLines gifts={quote.data?.gifts ?? []} />
        {first && (
          <dl className="flex flex-col gap-1.5 border-t border-dashed border-base-300 pt-3">
            <PromotionLines totals={first.totals} />
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <dt className="text-base-content/80">Shipping ({first.name})</dt>
              <dd className="tabular-nums">{shippingText(first.totals.shipping)}</dd>
            </div>
            <TaxLines totals={first.totals} />
            <div className="flex items-baseline justify-between gap-4">
              <dt className="font-medium">Estimated total</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatPrice(first.totals.total)}</dd>
            </div>
          </dl>
        )}
      </QuoteMethods>
    </section>
  );
}
