import type { SavedAddress } from '@teatree/shared/schemas/address';
import type { ShopUser } from '@teatree/shared/schemas/auth';
import type { ConsentItem } from '@teatree/shared/schemas/consent';
import type { Order } from '@teatree/shared/schemas/order';
import type { Review } from '@teatree/shared/schemas/review';
import type { Executor } from '../../db/client.ts';
import { addressesOf } from '../addresses/repository.ts';
import { cartOf } from '../cart/repository.ts';
import { consentsOf } from '../consents/repository.ts';
import { listOrders } from '../orders/order-list.ts';
import { reviewsOf } from '../reviews/repository.ts';
import { findUserById, toShopUser } from '../users/repository.ts';

/** What "Download my data" gives a customer: everything the shop keeps that is linked to their account. */
export interface CustomerData {
  exportedAt: string;
  profile: ShopUser;
  orders: Order[];
  reviews: Review[];
  /** What their cart holds now: teas and quantities. */
  cart: { productId: string; name: string; quantity: number }[];
  /** The delivery addresses kept for next time. */
  addresses: SavedAddress[];
  /** Every consent to a mail, with when it was asked for and given (docs/decisions/0044-mails-with-consent.md). */
  consents: ConsentItem[];
}

const ORDERS_PER_READ = 500;

export async function customerData(db: Executor, userId: string, now = new Date()): Promise<CustomerData | undefined> {
  const row = await findUserById(db, userId);
  if (!row) return undefined;
  // Every order, however many: read in pages, so no single answer from the database grows without bound.
  const orders: Order[] = [];
  for (let offset = 0; ; offset += ORDERS_PER_READ) {
    const { items } = await listOrders(db, { userId, withDeleted: true, limit: ORDERS_PER_READ, offset });
    orders.push(...items);
    if (items.length < ORDERS_PER_READ) break;
  }
  return {
    exportedAt: now.toISOString(),
    profile: toShopUser(row),
    orders,
    reviews: await reviewsOf(db, userId),
    cart: await cartOf(db, userId),
    addresses: await addressesOf(db, userId),
    consents: await consentsOf(db, { userId, email: row.email.toLowerCase() }),
  };
}
