import { paymentText } from '@teatree/shared/messages';
import { formatAmount } from '@teatree/shared/money';
import { orderNumberLabel } from '@teatree/shared/orders/number';

type PaymentSummaryProps = {
  customer: string;
  productName: string;
  /** The order's number (#1001), for the customer who writes or phones about it. */
  number: number;
  /** The order's total in dollars: what the card is charged. */
  total: number;
};

/**
 * The payment card (docs/product.md): 'Hello {user}', 'Make payment for {product}', the order's number,
 * 'Thank you for shopping', 'Please Pay ${price}'.
 */
export function PaymentSummary({ customer, productName, number, total }: PaymentSummaryProps) {
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-amber-ink">{paymentText.hello(customer)}</p>
      <h1 className="text-2xl font-semibold sm:text-3xl">{paymentText.payingFor(productName)}</h1>
      <p className="text-sm font-semibold tabular-nums text-base-content/80">Order number {orderNumberLabel(number)}</p>
      <p className="text-base-content/75">{paymentText.thanks}</p>
      <p className="mt-2 text-xl font-semibold text-primary tabular-nums">
        {paymentText.pleasePay(formatAmount(total))}
      </p>
    </div>
  );
}
