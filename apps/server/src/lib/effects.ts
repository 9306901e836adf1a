import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** What follows each kind of change, called by the handler or workflow that made it (lib/effects.ts). */
    effects: Effects;
  }
}

/**
 * What follows a change, in one list: each route or workflow that changes something calls the one
 * that names its change, once the change is committed and before its answer leaves, so that the
 * caller's next request, on this server or (for accounts) on any, already sees it. Every app server
 * learns of the same changes from the database's announcements within milliseconds, whoever made them
 * (docs/decisions/0016-caches.md); these calls make it at once where the change was made. A failed
 * change calls none of them.
 */
export interface Effects {
  /**
   * A tea was added, edited or removed, or a review posted or deleted: the catalogue (its ratings
   * among it) and the review pages are dropped.
   */
  catalogueChanged(): void;
  /**
   * A customer or a guest (null) placed orders: their teas' stock moved (announced by the database and written into the
   * catalogue; dropped here only while announcements are not heard) and the customer's kept order
   * pages are forgotten. A new order is unpaid and makes no verified buyer: the review pages stay.
   */
  ordersPlaced(customerId: string | null): void;
  /**
   * An order was paid (workflows/pay-order.ts): its customer becomes a verified buyer, so the review
   * pages are dropped, and the customer's kept order pages are forgotten. Paying moves no stock.
   */
  orderPaid(customerId: string | null): void;
  /**
   * An order was cancelled, deleted, shipped or delivered: its goods may have gone back to stock (as
   * for `ordersPlaced`), its customer may no longer be a verified buyer (the review pages are
   * dropped), and the customer's kept order pages are forgotten.
   */
  orderMoved(customerId: string | null): void;
  /** The owner added, changed or deleted a promotion: the promotions kept are forgotten (docs/decisions/0035-promotions.md). */
  promotionsChanged(): void;
  /** The owner changed a zone, a method or the tax: the delivery kept is forgotten (docs/decisions/0033-shipping-and-tax.md). */
  shippingChanged(): void;
  /**
   * An account or a session changed (a role, a profile, a sign-in or sign-out, a password): answers
   * once every listening app server has confirmed hearing the change (docs/decisions/0016-caches.md),
   * so the very next request, wherever it lands, meets the session as it is now.
   */
  accountChanged(log: FastifyBaseLogger): Promise<void>;
  /**
   * An account was removed: its reviews now read "Former customer" and its unpaid orders ended (as
   * `catalogueChanged` and `orderMoved`), then as `accountChanged`.
   */
  accountRemoved(customerId: string | null, log: FastifyBaseLogger): Promise<void>;
}

/** What the effects act on: the lists each app server keeps, and the database's announcements. */
export interface KeptLists {
  catalogue: { invalidate(): void; stockChanged(): void };
  reviewPages: { clear(): void };
  orderPages: { forget(customers: string): void };
  promotions: { forget(): void };
  shipping: { forget(): void };
  /** Waits until every listening app server has heard what was committed so far (db/notifications.ts). */
  settle(): Promise<boolean>;
}

export function shopEffects({ catalogue, reviewPages, orderPages, promotions, shipping, settle }: KeptLists): Effects {
  const forgetOrdersOf = (customerId: string | null) => {
    if (customerId) orderPages.forget(customerId);
  };
  const catalogueChanged = () => {
    catalogue.invalidate();
    reviewPages.clear();
  };
  const orderMoved = (customerId: string | null) => {
    catalogue.stockChanged();
    reviewPages.clear();
    forgetOrdersOf(customerId);
  };
  const accountChanged = async (log: FastifyBaseLogger) => {
    if (!(await settle())) {
      log.warn(
        'Not every app server confirmed within a second that it heard this change to an account; one may still use a session it kept until it does',
      );
    }
  };
  return {
    catalogueChanged,
    ordersPlaced(customerId) {
      catalogue.stockChanged();
      forgetOrdersOf(customerId);
    },
    orderPaid(customerId) {
      reviewPages.clear();
      forgetOrdersOf(customerId);
    },
    orderMoved,
    promotionsChanged: () => promotions.forget(),
    shippingChanged: () => shipping.forget(),
    accountChanged,
    async accountRemoved(customerId, log) {
      catalogueChanged();
      orderMoved(customerId);
      await accountChanged(log);
    },
  };
}
