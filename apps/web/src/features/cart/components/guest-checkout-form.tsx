import { useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '@teatree/shared/money';
import type { Cart } from '@teatree/shared/schemas/cart';
import { guestCheckoutInput } from '@teatree/shared/schemas/checkout';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { OrderFormFooter, type OrderRefusal } from '../../../components/forms/delivery-fields';
import { EmailField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { showServerErrors } from '../../../lib/form-errors';
import { removeLine } from '../api/cart-actions';
import { useCheckOutAsGuest } from '../api/check-out-as-guest';
import { writeBrowserCart } from '../browser-cart';
import {
  CartReminderChoice,
  GuestCartReminderChoice,
  NewsletterChoice,
  subscribeAfterOrder,
} from './checkout-consents';
import { ADDRESS_FIELDS, blankAddress, type CheckoutExtras, DeliveryAddressFields } from './delivery-address';

type Output = z.output<typeof guestCheckoutInput>;

/**
 * Checkout without an account (docs/decisions/0027-guest-orders.md): the buyer's e-mail address and
 * where the order goes, then one order of every line of the cart, paid on its payment page, which the
 * order's key opens. A signed-in customer whose address is not verified yet orders this way with their
 * own address.
 */
export function GuestCheckoutForm({
  cart,
  shopCountry,
  account,
  delivery,
  deliveryMethods,
  discountCode,
}: {
  cart: Cart;
  shopCountry: string;
  account?: { name: string; email: string };
} & CheckoutExtras) {
  const checkOut = useCheckOutAsGuest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  const [newsletter, setNewsletter] = useState(false);
  const lines = cart.lines.map(({ productId, sizeId, quantity, name }) => ({ productId, sizeId, quantity, name }));
  const form = useZodForm(guestCheckoutInput, {
    email: account?.email ?? '',
    address: delivery ?? blankAddress(shopCountry, account?.name),
    lines,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  // The total with delivery and tax, once a method is picked (features/shipping's DeliveryMethods).
  const shownTotal = useWatch({ control: form.control, name: 'total' });
  const typedEmail = useWatch({ control: form.control, name: 'email' });

  const onSubmit = async (values: Output) => {
    setRefusal(null);
    try {
      const placed = await checkOut.mutateAsync({ ...values, lines, discountCode });
      // The cart's teas are ordered: the cart is emptied of them, wherever it is kept.
      if (account) await Promise.all(lines.map((line) => removeLine(queryClient, true, line)));
      else writeBrowserCart([]);
      toast.success('Your order is placed. Now for the payment.');
      if (newsletter) subscribeAfterOrder(values.email);
      navigate(paths.payment.getHref(placed.insertedId, placed.orderKey));
    } catch (error) {
      const message = showServerErrors(error, setError, ['email', ...ADDRESS_FIELDS, 'shippingMethodId']);
      if (message) {
        toast.error(message);
        setRefusal({ message, reason: error instanceof ApiError ? error.reason : undefined });
      }
    }
  };

  return (
    <FormProvider {...form}>
      <form
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        className="flex flex-col gap-5"
        aria-label="Check out as a guest"
      >
        <fieldset disabled={isSubmitting} className="contents">
          <EmailField
            readOnly={Boolean(account)}
            className={account ? 'bg-base-200/70' : undefined}
            error={errors.email?.message}
            hint={account ? undefined : 'Your receipt and the link to your order go here.'}
            {...register('email')}
          />
          <DeliveryAddressFields shopCountry={shopCountry} />
          {deliveryMethods}
        </fieldset>
        <div className="flex flex-col gap-3">
          <NewsletterChoice checked={newsletter} onChange={setNewsletter} />
          {/* A signed-in customer whose address is not verified yet checks out here too. */}
          {account ? (
            <CartReminderChoice />
          ) : (
            <GuestCartReminderChoice
              email={typedEmail ?? ''}
              lines={lines.map(({ productId, sizeId, quantity }) => ({ productId, sizeId, quantity }))}
            />
          )}
        </div>
        <OrderFormFooter
          refusal={refusal}
          total={formatPrice(shownTotal ?? cart.total)}
          label="Place order"
          submitting={isSubmitting}
        />
      </form>
    </FormProvider>
  );
}
