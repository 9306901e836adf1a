import { useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '@teatree/shared/money';
import type { SavedAddress } from '@teatree/shared/schemas/address';
import { checkoutInput } from '@teatree/shared/schemas/checkout';
import type { DeliveredTo } from '@teatree/shared/schemas/order';
import { useId, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { CustomerFields, OrderFormFooter, type OrderRefusal } from '../../../components/forms/delivery-fields';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/auth';
import { useAuthFailure } from '../../../lib/auth-failure';
import { showServerErrors } from '../../../lib/form-errors';
import { useCheckOut } from '../api/check-out';
import { CartReminderChoice, NewsletterChoice, subscribeAfterOrder } from './checkout-consents';
import { ADDRESS_FIELDS, blankAddress, type CheckoutExtras, DeliveryAddressFields } from './delivery-address';

type Output = z.output<typeof checkoutInput>;

const fieldsOf = ({ fullName, country, line1, line2, city, region, postalCode, phone }: DeliveredTo): DeliveredTo => ({
  fullName,
  country,
  line1,
  line2,
  city,
  region,
  postalCode,
  phone,
});

/**
 * Checkout (docs/decisions/0013-carts.md): where the order goes, field by field by its country's rules
 * (docs/product.md, "Delivery addresses"), started from the customer's default address (or the one an
 * "Buy again" came with), then one order of every line of the cart, paid once on its payment page.
 */
export function CheckoutForm({
  customer,
  total,
  shopCountry,
  saved = [],
  delivery,
  deliveryMethods,
  discountCode,
}: {
  customer: { name: string; email: string };
  total: number;
  shopCountry: string;
  /** The customer's kept addresses (My Profile), the default first. */
  saved?: readonly SavedAddress[];
} & CheckoutExtras) {
  const checkOut = useCheckOut();
  const onAuthFailure = useAuthFailure();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pickerId = useId();
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  const [newsletter, setNewsletter] = useState(false);
  const first = delivery ?? saved.find((address) => address.isDefault) ?? null;
  const form = useZodForm(checkoutInput, {
    address: first ? fieldsOf(first) : blankAddress(shopCountry, customer.name),
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;

  // The total with delivery and tax, once a method is picked (features/shipping's DeliveryMethods).
  const shownTotal = useWatch({ control: form.control, name: 'total' });

  const onSubmit = async (values: Output) => {
    setRefusal(null);
    try {
      const { insertedId } = await checkOut.mutateAsync({ ...values, discountCode });
      toast.success('Your order is placed. Now for the payment.');
      if (newsletter) subscribeAfterOrder(customer.email);
      navigate(paths.payment.getHref(insertedId));
    } catch (error) {
      if (await onAuthFailure(error)) return;
      const message = showServerErrors(error, setError, [...ADDRESS_FIELDS, 'shippingMethodId']);
      if (message) {
        toast.error(message);
        setRefusal({ message, reason: error instanceof ApiError ? error.reason : undefined });
      }
      if (error instanceof ApiError && error.reason === 'EMAIL_NOT_VERIFIED') {
        void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      }
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
        <CustomerFields customer={customer} stacked />
        {saved.length > 0 && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={pickerId} className="text-sm font-medium">
              Send to a kept address
            </label>
            <select
              id={pickerId}
              className="select w-full"
              defaultValue={delivery ? '' : (saved.find((address) => address.isDefault)?.id ?? '')}
              onChange={(event) => {
                const picked = saved.find((address) => address.id === event.target.value);
                reset({ address: picked ? fieldsOf(picked) : blankAddress(shopCountry, customer.name) });
              }}
            >
              <option value="">A new address</option>
              {saved.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.line}
                </option>
              ))}
            </select>
          </div>
        )}
        <fieldset disabled={isSubmitting} className="contents">
          <DeliveryAddressFields shopCountry={shopCountry} />
          {deliveryMethods}
        </fieldset>
        <div className="flex flex-col gap-3">
          <NewsletterChoice checked={newsletter} onChange={setNewsletter} />
          <CartReminderChoice />
        </div>
        <OrderFormFooter
          refusal={refusal}
          total={formatPrice(shownTotal ?? total)}
          label="Place order"
          submitting={isSubmitting}
        />
      </form>
    </FormProvider>
  );
}
