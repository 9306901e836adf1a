import { useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '@teatree/shared/money';
import { type CheckoutInput, checkoutInput } from '@teatree/shared/schemas/cart';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  CustomerFields,
  DeliveryFields,
  OrderFormFooter,
  type OrderRefusal,
} from '../../../components/forms/delivery-fields';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useZodForm } from '../../../hooks/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/auth';
import { useAuthFailure } from '../../../lib/auth-failure';
import { showServerErrors } from '../../../lib/form-errors';
import { useCheckOut } from '../api/check-out';

type Output = z.output<typeof checkoutInput>;
const fieldNames: Path<CheckoutInput>[] = ['address', 'phone'];

/**
 * Checkout (docs/decisions/0013-carts.md): where the order goes, as on the purchase form, then one
 * order of every line of the cart, paid once on its payment page.
 */
export function CheckoutForm({
  customer,
  total,
  delivery,
}: {
  customer: { name: string; email: string };
  total: number;
  /** Where an earlier order went, when the cart was filled from it ("Order again"). */
  delivery?: { address: string; phone: string };
}) {
  const checkOut = useCheckOut();
  const onAuthFailure = useAuthFailure();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(checkoutInput, { address: delivery?.address ?? '', phone: delivery?.phone ?? '' });

  const onSubmit = async (values: Output) => {
    setRefusal(null);
    try {
      const { insertedId } = await checkOut.mutateAsync(values);
      toast.success('Your order is placed. Now for the payment.');
      navigate(paths.payment.getHref(insertedId));
    } catch (error) {
      if (await onAuthFailure(error)) return;
      const message = showServerErrors(error, setError, fieldNames);
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
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <CustomerFields customer={customer} stacked />
      <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
        <legend className="sr-only">Delivery</legend>
        <DeliveryFields
          address={register('address')}
          phone={register('phone')}
          errors={{ address: errors.address?.message, phone: errors.phone?.message }}
        />
      </fieldset>
      <OrderFormFooter refusal={refusal} total={formatPrice(total)} label="Place order" submitting={isSubmitting} />
    </form>
  );
}
