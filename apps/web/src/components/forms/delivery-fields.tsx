import type { UseFormRegisterReturn } from 'react-hook-form';
import { paths } from '../../config/paths';
import { FormAlert, TextAreaField, TextField } from '../ui/form-field';
import { Link } from '../ui/link';
import { OptionalLabel } from '../ui/optional-label';
import { SubmitButton } from '../ui/submit-button';

/**
 * The parts every order form shares (the purchase form of a tea's page, and checkout from the cart):
 * who orders, read-only from the session; where it goes; and the customer's own limits when the server
 * gives one (docs/decisions/0011-order-states.md).
 */

export function CustomerFields({
  customer,
  stacked = false,
}: {
  customer: { name: string; email: string };
  stacked?: boolean;
}) {
  return (
    <div className={`grid gap-5 ${stacked ? '' : 'sm:grid-cols-2'}`}>
      <TextField label="Name" value={customer.name} readOnly autoComplete="off" className="bg-base-200/70" />
      <TextField
        label="Email"
        type="email"
        value={customer.email}
        readOnly
        autoComplete="off"
        className="bg-base-200/70"
      />
    </div>
  );
}

type DeliveryFieldsProps = {
  address: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  errors: { address?: string; phone?: string };
};

export function DeliveryFields({ address, phone, errors }: DeliveryFieldsProps) {
  return (
    <>
      <TextAreaField
        label="Address"
        rows={3}
        autoComplete="street-address"
        error={errors.address}
        hint="Where we send your tea: street, town, postcode and country."
        {...address}
      />
      <TextField
        label={<OptionalLabel>Phone</OptionalLabel>}
        type="tel"
        autoComplete="tel"
        error={errors.phone}
        hint="Only for the courier, if they cannot find you."
        {...phone}
      />
    </>
  );
}

/** A refusal about the customer rather than a field (not verified, too many unpaid orders…), in red. */
export type OrderRefusal = { message: string; reason: string | undefined };

export function OrderRefusalNotice({ refusal }: { refusal: OrderRefusal | null }) {
  if (!refusal) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      <FormAlert message={refusal.message} />
      {refusal.reason === 'TOO_MANY_UNPAID_ORDERS' && (
        <Link to={paths.myOrders.getHref()} className="link link-primary text-sm font-medium">
          Pay or delete an order in My Orders
        </Link>
      )}
    </div>
  );
}

/**
 * The foot of an order form: the refusal, if any, then the total and the button that places the order.
 * `total` is already written out ("$24.00"); `live` reads it out as it changes (a quantity typed).
 */
export function OrderFormFooter({
  refusal,
  total,
  live = false,
  label,
  submitting,
  disabled = false,
  note,
}: {
  refusal: OrderRefusal | null;
  total: string;
  live?: boolean;
  label: string;
  submitting: boolean;
  disabled?: boolean;
  /** A word under the total: what it leaves out. */
  note?: string;
}) {
  return (
    <>
      <OrderRefusalNotice refusal={refusal} />
      <div className="flex flex-col gap-4 border-t border-base-300 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-base-content/80" aria-live={live ? 'polite' : undefined}>
            Total <strong className="text-2xl font-semibold text-primary tabular-nums">{total}</strong>
          </p>
          {note && <p className="mt-1 text-sm text-base-content/70">{note}</p>}
        </div>
        <SubmitButton
          className="btn btn-primary btn-lg px-10"
          busy={submitting}
          busyLabel="Placing your order…"
          disabled={disabled}
        >
          {label}
        </SubmitButton>
      </div>
    </>
  );
}
