import { apiError } from '@teatree/shared/schemas/api-error';
import {
  browserCartInput,
  CART_LINES_MAX,
  cart,
  cartItemInput,
  cartQuantityInput,
  mergedCart,
} from '@teatree/shared/schemas/cart';
import { checkoutInput, guestCheckoutInput, guestPlacedOrder } from '@teatree/shared/schemas/checkout';
import { placedOrder } from '@teatree/shared/schemas/order';
import { toOrderDto } from '@teatree/shared/schemas/order-answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noStore } from '../lib/route-hooks.ts';
import { addToCart, mergeIntoCart, removeFromCart, setLineQuantity } from '../modules/cart/changes.ts';
import { previewCart, readCart } from '../modules/cart/repository.ts';
import { checkOut, checkOutAsGuest } from '../workflows/place-order.ts';
import { placeForCustomer } from './customer-order.ts';

/** A cart line's id: its size's, or a tea's for that tea's default size's line (links and old clients). */
const lineParam = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 429: apiError };

/**
 * The cart (docs/decisions/0013-carts.md): a signed-in customer's cart is kept here, a visitor's in the
 * browser (read through POST /api/cart/preview and merged at sign-in through POST /api/cart/merge).
 * Every answer is the whole cart as it reads today, so the page shows what the server decided; a
 * customer's cart is theirs alone, and no cache keeps it.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart',
    {
      preHandler: [app.requireUser, noStore],
      schema: {
        tags: ['cart'],
        summary: "The caller's cart, each line with today's price and whatever stops it from being ordered",
        response: { 200: cart, ...errors },
      },
    },
    async (request) => readCart(app.db, request.user!.id),
  );

  app.post(
    '/cart/items',
    {
      preHandler: [app.requireUser, noStore],
      schema: {
        tags: ['cart'],
        summary: `Put a size of a tea in the cart (none named: its default size), or more of one it holds: the line keeps to the size's minimum, the tea's stock and one order's limit. At most ${CART_LINES_MAX} lines.`,
        body: cartItemInput,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => addToCart(app.db, request.user!.id, request.body),
  );

  app.put(
    '/cart/items/:id',
    {
      preHandler: [app.requireUser, noStore],
      schema: {
        tags: ['cart'],
        summary: "Change a line's quantity, within the tea's minimum, its stock and one order's limit",
        params: lineParam,
        body: cartQuantityInput,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => setLineQuantity(app.db, request.user!.id, request.params.id, request.body.quantity),
  );

  app.delete(
    '/cart/items/:id',
    {
      preHandler: [app.requireUser, noStore],
      schema: {
        tags: ['cart'],
        summary: 'Take a tea out of the cart (a tea that is not there is simply not there)',
        params: lineParam,
        response: { 200: cart, ...errors },
      },
    },
    async (request) => removeFromCart(app.db, request.user!.id, request.params.id),
  );

  app.post(
    '/cart/merge',
    {
      preHandler: [app.requireUser, noStore],
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['cart'],
        summary:
          "Merge the browser's cart into the caller's at sign-in: quantities of the same tea add up, kept within its stock and limits; teas no longer sold, and new teas once the cart holds 20, are left out and named in `leftOut`",
        body: browserCartInput,
        response: { 200: mergedCart, ...errors },
      },
    },
    async (request) => mergeIntoCart(app.db, request.user!.id, request.body.lines),
  );

  app.post(
    '/cart/preview',
    {
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['cart'],
        summary:
          "A visitor's cart, kept in their browser, as it reads today: the same answer as GET /api/cart, for the lines sent",
        body: browserCartInput,
        response: { 200: cart, 400: apiError },
      },
    },
    async (request) => previewCart(app.db, request.body.lines),
  );

  app.post(
    '/cart/checkout',
    {
      preHandler: app.requireUser,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['cart'],
        summary:
          "Place one order of every line of the caller's cart (a verified customer, within MAX_UNPAID_ORDERS and ORDER_RATE_LIMIT), at today's prices, and empty the cart. All the stock is taken or none; a line that no longer fits is named.",
        body: checkoutInput,
        response: { 201: placedOrder, ...errors },
      },
    },
    (request, reply) =>
      placeForCustomer(app, request, reply, (customer, origin) => checkOut(app.shop, request.body, customer, origin)),
  );

  app.post(
    '/cart/checkout/guest',
    {
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['cart'],
        summary:
          "A visitor's checkout, without an account (docs/decisions/0027-guest-orders.md): one order of the lines sent, at today's prices, under the rules of a customer's checkout counted per e-mail address and per client address. The answer's `orderKey` opens the order (header X-Order-Key); every mail of the order links to it with a key of its own.",
        body: guestCheckoutInput,
        response: { 201: guestPlacedOrder, ...errors },
      },
    },
    async (request, reply) => {
      const placed = await checkOutAsGuest(app.shop, request.body, request.ip, app.origins.of(request));
      app.effects.ordersPlaced(null);
      return reply.code(201).send({
        insertedId: placed.order.id,
        order: toOrderDto(placed.order, placed.lines),
        orderKey: placed.key!,
      });
    },
  );
};

export default cartRoutes;
