import type { OrderDetail } from '@teatree/shared/schemas/order';
import { useState } from 'react';
import { HiOutlineArrowUturnLeft, HiOutlineInformationCircle } from 'react-icons/hi2';
import { canAskReturn, latestReturn } from '../utils/return-form';
import { AskReturnDialog } from './ask-return-dialog';

/** Where the customer's latest return stands, in one sentence; null before any was asked. */
function returnSentence(order: OrderDetail): string | null {
  const latest = latestReturn(order);
  if (!latest) return null;
  switch (latest.status) {
    case 'asked':
      return "Your return request is waiting for the shop's answer.";
    case 'accepted':
      return 'Your return was accepted and refunded.';
    default:
      return latest.answer ? `Your return request was declined: ${latest.answer}` : 'Your return request was declined.';
  }
}

/**
 * Returns, on the customer's own order page: where their latest request stands, and, once the order
 * arrived and while no request waits, the button to ask to send some tins back.
 */
export function ReturnStatus({ order }: { order: OrderDetail }) {
  const [asking, setAsking] = useState(false);
  const sentence = returnSentence(order);
  const canAsk = canAskReturn(order);
  // The dialog stays mounted once the request is sent, so it can say so while the page refreshes.
  const dialog = <AskReturnDialog order={order} open={asking} onClose={() => setAsking(false)} />;
  if (!sentence && !canAsk) return order.status === 'delivered' ? dialog : null;
  return (
    <section
      aria-label="Returns"
      className="flex flex-col gap-4 rounded-box bg-base-100 p-5 ring-1 ring-base-300 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <HiOutlineInformationCircle className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <p className="leading-relaxed text-base-content/80">
          {sentence ?? 'Something not right with your teas? You can send some tins back.'}
        </p>
      </div>
      {canAsk && (
        <button
          type="button"
          className="btn btn-outline btn-primary shrink-0 gap-1.5"
          aria-haspopup="dialog"
          onClick={() => setAsking(true)}
        >
          <HiOutlineArrowUturnLeft className="size-5" aria-hidden="true" />
          Return some teas
        </button>
      )}
      {dialog}
    </section>
  );
}
