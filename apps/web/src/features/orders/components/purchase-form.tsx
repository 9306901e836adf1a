import { useQueryClient } from '@tanstack/react-query';
import { toasts } from '@teatree/shared/messages';
import { formatPrice, toCents, toDollars } from '@teatree/shared/money';
import { type Order, orderMessages } from '@teatree/shared/schemas/order';
import type { Product } from '@teatree/shared/schemas/product';
import { purchaseFormSchema } from '@teatree/shared/schemas/purchase';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Path, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CustomerFields,
  DeliveryFields,
  OrderFormFooter,
  type OrderRefusal,
} from '../../../components/forms/delivery-fields';
import { isSoldOut } from '../../../components/product/sold-out';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useZodForm } from '../../../hooks/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/auth';
import { useAuthFailure } from '../../../lib/auth-failure';
import { showServerErrors } from '../../../lib/form-errors';
import { usePlaceOrder } from '../api/place-order';

type PurchaseFormSchema = ReturnType<typeof purchaseFormSchema>;
type PurchaseFormValues = z.input<PurchaseFormSchema>;
type PurchaseFormOutput = z.output<PurchaseFormSchema>;
const fieldNames: Path<PurchaseFormValues>[] = ['quantity', 'address', 'phone'];

type PurchaseFormProps = {
  /**
   * The tea as the size chosen on its page sells it (docs/decisions/0032-sizes-and-stock-by-weight.md):
   * price, quantity and minimum are the size's, `sizeId` names it (none: the tea's default size).
   */
  product: Pick<Product, '_id' | 'name' | 'price' | 'quantity' | 'minOrder'> & { sizeId?: string };
  customer: { name: string; email: string };
  onPlaced: (order: Order) => void;
  /** The product changed under the form (sold out meanwhile, or removed): its page should ask again. */
  onProductChanged: () => void;
};

function orderTotal(price: number, quantity: unknown): string | null {
  const count = Number(quantity);
  if (!Number.isInteger(count) || count < 1) return null;
  return formatPrice(toDollars(toCents(price) * count));
}

/**
 * The customer's own limits (docs/decisions/0011-order-states.md): a verified e-mail, a few unpaid orders
 * at once, and so many orders an hour. The server says which, in a sentence the form shows as it is.
 */

function isCustomerRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 429 || error.reason === 'EMAIL_NOT_VERIFIED');
}

/**
 * The purchase form (docs/product.md, "Validation rules"): a quantity between the product's minimum and its stock
 * (and no more than $100,000 worth), an address, and an optional phone. The customer's name and e-mail come from the session and are shown
 * read-only; the server takes them from the session too.
 */
export function PurchaseForm({ product, customer, onPlaced, onProductChanged }: PurchaseFormProps) {
  const placeOrder = usePlaceOrder();
  const onAuthFailure = useAuthFailure();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<OrderRefusal | null>(null);
  const soldOut = isSoldOut(product);
  const schema = useMemo(
    () => purchaseFormSchema({ minOrder: product.minOrder, quantity: product.quantity, price: product.price }),
    [product.minOrder, product.quantity, product.price],
  );
  const {
    register,
    handleSubmit,
    setError,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { quantity: product.minOrder, address: '', phone: '' });
  // Another size chosen on the page: the quantity starts again from its minimum, the address stays.
  const shownSize = useRef(product.sizeId);
  useEffect(() => {
    if (shownSize.current === product.sizeId) return;
    shownSize.current = product.sizeId;
    setValue('quantity', product.minOrder, { shouldValidate: false });
  }, [product.sizeId, product.minOrder, setValue]);
  const quantity = useWatch({ control, name: 'quantity' });
  const total = orderTotal(product.price, quantity);

  const onSubmit = async (values: PurchaseFormOutput) => {
    setRefusal(null);
    try {
      const { order } = await placeOrder.mutateAsync({
        productId: product._id,
        ...(product.sizeId ? { sizeId: product.sizeId } : {}),
        ...values,
      });
      toast.success(toasts.purchaseOk);
      onPlaced(order);
    } catch (error) {
      if (await onAuthFailure(error)) return;
      if (isCustomerRefusal(error)) {
        toast.error(error.message);
        setRefusal({ message: error.message, reason: error.reason });
        // The page thought the address verified: it asks again, and then shows how to verify it.
        if (error.reason === 'EMAIL_NOT_VERIFIED') {
          void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
        }
        return;
      }
      showServerErrors(error, setError, fieldNames);
      toast.error(toasts.purchaseFailed);
      // Out of stock meanwhile (409) or gone (404): the page shows the product as it is now.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) onProductChanged();
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <CustomerFields customer={customer} />
      {soldOut && (
        <p role="status" className="rounded-field border border-warning/40 bg-warning/15 px-4 py-3 font-medium">
          {orderMessages.soldOut}. We are packing more; please look again soon.
        </p>
      )}
      <fieldset disabled={soldOut || isSubmitting} className="flex flex-col gap-5">
        <legend className="sr-only">Your order</legend>
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={product.minOrder}
          max={product.quantity}
          step={1}
          error={errors.quantity?.message}
          hint={
            soldOut ? undefined : `At least ${product.minOrder}, at most ${product.quantity} (what we have in stock).`
          }
          {...register('quantity')}
        />
        <DeliveryFields
          address={register('address')}
          phone={register('phone')}
          errors={{ address: errors.address?.message, phone: errors.phone?.message }}
        />
      </fieldset>
      <OrderFormFooter
        refusal={refusal}
        total={total ?? formatPrice(0)}
        live
        label="Purchase"
        submitting={isSubmitting}
        disabled={soldOut}
        // docs/product.md, "Shipping and tax": the order goes by the shop's first method at home, priced on the payment page.
        note="Delivery and any tax are added on the payment page, before you pay."
      />
    </form>
  );
}
