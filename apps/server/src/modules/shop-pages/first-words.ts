import type { ShopPageSlug } from '@teatree/shared/schemas/shop-page';

/**
 * What a page says until the owner writes their own (docs/decisions/0038-shop-pages.md): true of the
 * shop as it ships (its delivery is set on the Shipping screen, its refunds in Manage All Orders).
 */
export function firstWords(slug: ShopPageSlug, { returnDays }: { returnDays: number }): string {
  switch (slug) {
    case 'shipping-and-returns':
      return shippingAndReturns(returnDays);
  }
}

const returns = (days: number) =>
  days > 0
    ? `Tea that arrives damaged, or that is not what you ordered, is ours to put right. Ask for a return from your order's page within ${days} ${days === 1 ? 'day' : 'days'} of delivery:
- say which tins, and why
- keep them sealed if you can
- we answer within two working days`
    : 'Tea that arrives damaged, or that is not what you ordered, is ours to put right: write to us within a week of delivery.';

const shippingAndReturns = (returnDays: number) => `## Delivery
We pack every order by hand once it is paid, usually within two working days. The cart and the checkout show the delivery methods open to your address, what each costs and how long it takes, before you pay.

## Tracking
When your parcel leaves us, its carrier and tracking number appear on your order's page, and we write to tell you.

## Returns
${returns(returnDays)}

## Refunds
A refund goes back to the card you paid with. A refund of part of an order says what it was for, and your order's page shows every refund.

## Questions
Write to us with the contact form on the home page: we answer every message.`;
