import { addressLine, type DeliveryAddress } from '@teatree/shared/schemas/address';

/**
 * What an order is asked with, by each way of ordering (src/workflows/place-order.ts): the purchase
 * form's values, a checkout's address, a guest's browser cart, and the customer the session names.
 */

export interface PurchaseValues {
  productId: string;
  /** The size ordered (docs/decisions/0032-sizes-and-stock-by-weight.md); none: the tea's default size. */
  sizeId?: string;
  quantity: number;
  address: string;
  phone: string;
}

/**
 * Where an order goes: the purchase form's one address box, or a checkout's address field by field
 * (docs/product.md, "Delivery addresses"), which the order keeps and makes its one line from.
 */
export type Delivery = Pick<PurchaseValues, 'address' | 'phone'> & { delivery?: DeliveryAddress };

export const deliveryTo = (address: DeliveryAddress): Delivery => ({
  address: addressLine(address),
  phone: address.phone,
  delivery: address,
});

/**
 * A cart's checkout: where it goes, the delivery method picked, and the total the shopper was shown
 * (docs/decisions/0033-shipping-and-tax.md).
 */
export interface Checkout {
  address: DeliveryAddress;
  shippingMethodId?: string;
  total?: number;
  /** A discount code, upper case (docs/decisions/0035-promotions.md). */
  discountCode?: string | undefined;
}

/** A guest's checkout (docs/decisions/0027-guest-orders.md): their e-mail, and the cart their browser kept. */
export interface GuestCheckout extends Checkout {
  email: string;
  lines: readonly { productId: string; sizeId?: string; quantity: number; name?: string }[];
}

/** Who orders, as the session knows them: placing the order checks it against their locked account. */
export interface Customer {
  id: string;
  name: string;
  email: string;
  /** The network address they order from, kept on the order (docs/decisions/0026-unpaid-holds-bounded.md). */
  clientAddress?: string;
}
