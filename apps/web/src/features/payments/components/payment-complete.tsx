import { paymentText } from '@teatree/shared/messages';
import { type ReactNode, useEffect, useRef } from 'react';
import { HiOutlineCheckCircle } from 'react-icons/hi2';

type PaymentCompleteProps = {
  transactionId: string;
  /** True right after paying here; false when the order was already paid before this visit. */
  justPaid: boolean;
  children?: ReactNode;
};

/** docs/product.md: 'Your payment is completed' and 'Your transaction ID: {id}'. */
export function PaymentComplete({ transactionId, justPaid, children }: PaymentCompleteProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the customer paid with has gone: their focus (and a screen reader) moves to the outcome.
  useEffect(() => {
    if (justPaid) headingRef.current?.focus();
  }, [justPaid]);

  return (
    <div className="flex flex-col items-center gap-4 text-center" role={justPaid ? 'status' : undefined}>
      <span className="grid size-14 place-items-center rounded-full bg-leaf-100 text-success">
        <HiOutlineCheckCircle className="size-8" aria-hidden="true" />
      </span>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-success outline-none">
        {justPaid ? paymentText.completed : 'This order is paid'}
      </h1>
      <p className="break-all text-base-content/80">{paymentText.transactionId(transactionId)}</p>
      {children}
    </div>
  );
}
