import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { FormAlert, TextAreaField, TextField } from '../ui/form-field';

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
        label={
          <>
            Phone <span className="font-normal text-base-content/70">(optional)</span>
          </>
        }
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
