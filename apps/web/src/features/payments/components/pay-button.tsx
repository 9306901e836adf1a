import { HiOutlineLockClosed } from 'react-icons/hi2';

type PayButtonProps = { ready: boolean; processing: boolean; retry: boolean };

/** docs/product.md, "Validation rules": Pay Now stays disabled until the card provider is ready and the client secret is here. */
export function PayButton({ ready, processing, retry }: PayButtonProps) {
  return (
    <button type="submit" className="btn btn-primary btn-lg w-full gap-2" disabled={!ready || processing}>
      {processing ? (
        <span className="loading loading-spinner loading-sm" aria-hidden="true" />
      ) : (
        <HiOutlineLockClosed className="size-5" aria-hidden="true" />
      )}
      {processing ? 'Paying…' : retry ? 'Try again' : 'Pay Now'}
    </button>
  );
}
