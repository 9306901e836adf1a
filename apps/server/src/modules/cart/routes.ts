import { apiError } from '@teatree/shared/schemas/api-error';
import {
  browserCartInput,
  CART_LINES_MAX,
  type CartProblem,
  cart,
  cartItemInput,
  cartMessages,
  cartQuantityInput,
  checkoutInput,
  lineProblem,
  orderBounds,
} from '@teatree/shared/schemas/cart';
import { placedOrder } from '@teatree/shared/schemas/order';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { checkOut } from '../../workflows/place-order.ts';
import { toOrderDto } from '../orders/repository.ts';
import { findProduct, type ProductRow } from '../products/repository.ts';
import { boundsOf, cartOf, productsOf, putLine, readCart, removeLine, toCart } from './repository.ts';

const productParam = z.object({ productId: z.string().min(1).max(64) });
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 429: apiError };

/** Refusals of a quantity that does not fit: the stock is a conflict with the shop's state, the rest bad input. */
const PROBLEM_STATUS: Record<CartProblem, number> = {
  gone: 404,
  soldOut: 409,
  onlyLeft: 409,
  tooDear: 400,
  belowMin: 400,
};

/** The tea a request names, or a 404 naming `productId`. */
async function teaOf(db: Executor, productId: string): Promise<ProductRow> {
  const product = await findProduct(db, productId);
  if (!product) throw notFound('This product does not exist', { productId: 'This product does not exist' });
  return product;
}

/** Refuses a line quantity outside the tea's minimum, stock and one order's limit, naming `quantity`. */
function checkQuantity(product: ProductRow, quantity: number) {
  const refused = lineProblem(product.name, boundsOf(product), quantity);
  if (refused) throw new HttpError(PROBLEM_STATUS[refused.problem], refused.message, { quantity: refused.message });
}

/**
 * The cart (docs/decisions/0013-carts.md): a signed-in customer's cart is kept here, a visitor's in the
 * browser (read through POST /api/cart/preview and merged at sign-in through POST /api/cart/merge).
 * Every answer is the whole cart as it reads today, so the page shows what the server decided.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (reply: FastifyReply, userId: string) => {
    reply.header('Cache-Control', 'private, no-store');
    return readCart(app.db, userId);
  };

  app.get(
    '/cart',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: "The caller's cart, each line with today's price and whatever stops it from being ordered",
        response: { 200: cart, ...errors },
      },
    },
    async (request, reply) => answer(reply as unknown as FastifyReply, request.user!.id),
  );

  app.post(
    '/cart/items',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: `Put a tea in the cart, or more of a tea it holds: the line keeps to the tea's minimum, its stock and one order's limit. At most ${CART_LINES_MAX} teas.`,
        body: cartItemInput,
        response: { 200: cart, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { productId, quantity } = request.body;
      await app.db.transaction(async (tx) => {
        const product = await teaOf(tx, productId);
        const lines = await cartOf(tx, userId, { lock: true });
        const held = lines.find((line) => line.productId === productId);
        if (!held && lines.length >= CART_LINES_MAX) {
          throw conflict(cartMessages.full, { productId: cartMessages.full }, 'CART_FULL');
        }
        const total = (held?.quantity ?? 0) + quantity;
        checkQuantity(product, total);
        await putLine(tx, userId, { productId, name: product.name, quantity: total });
      });
      return answer(reply as unknown as FastifyReply, userId);
    },
  );

  app.put(
    '/cart/items/:productId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: "Change a line's quantity, within the tea's minimum, its stock and one order's limit",
        params: productParam,
        body: cartQuantityInput,
        response: { 200: cart, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { productId } = request.params;
      await app.db.transaction(async (tx) => {
        const held = (await cartOf(tx, userId, { lock: true })).find((line) => line.productId === productId);
        if (!held) throw notFound(cartMessages.notInCart, { productId: cartMessages.notInCart });
        const product = await findProduct(tx, productId);
        if (!product) {
          const gone = cartMessages.gone(held.name);
          throw notFound(gone, { productId: gone });
        }
        checkQuantity(product, request.body.quantity);
        await putLine(tx, userId, { productId, name: product.name, quantity: request.body.quantity });
      });
      return answer(reply as unknown as FastifyReply, userId);
    },
  );

  app.delete(
    '/cart/items/:productId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Take a tea out of the cart (a tea that is not there is simply not there)',
        params: productParam,
        response: { 200: cart, ...errors },
      },
    },
    async (request, reply) => {
      await removeLine(app.db, request.user!.id, request.params.productId);
      return answer(reply as unknown as FastifyReply, request.user!.id);
    },
  );

  app.post(
    '/cart/merge',
    {
      preHandler: app.requireUser,
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['cart'],
        summary:
          "Merge the browser's cart into the caller's at sign-in: quantities of the same tea add up, kept within its stock and limits; teas no longer sold are left out",
        body: browserCartInput,
        response: { 200: cart, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      await app.db.transaction(async (tx) => {
        const lines = await cartOf(tx, userId, { lock: true });
        const held = new Map(lines.map((line) => [line.productId, line.quantity]));
        const merged = uniqueLines(request.body.lines);
        const catalogue = await productsOf(
          tx,
          merged.map((line) => line.productId),
        );
        for (const line of merged) {
          const product = catalogue.get(line.productId);
          if (!product) continue;
          const before = held.get(line.productId);
          if (before === undefined && held.size >= CART_LINES_MAX) continue;
          const { min, max, soldOut } = orderBounds(boundsOf(product));
          const wanted = (before ?? 0) + line.quantity;
          // A sold-out tea keeps its line (the cart says it is sold out); any other keeps to its bounds.
          const quantity = soldOut ? Math.max(1, before ?? min) : Math.min(Math.max(wanted, min), max);
          held.set(line.productId, quantity);
          await putLine(tx, userId, { productId: product.id, name: product.name, quantity });
        }
      });
      return answer(reply as unknown as FastifyReply, userId);
    },
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
    async (request) => {
      const lines = uniqueLines(request.body.lines);
      return toCart(
        lines,
        await productsOf(
          app.db,
          lines.map((line) => line.productId),
        ),
      );
    },
  );

  app.post(
    '/cart/checkout',
    {
      config: { changesCatalogue: true },
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
    async (request, reply) => {
      const placed = await checkOut(app.shop, request.body, request.user!.id, app.origins.of(request));
      return reply.code(201).send({ insertedId: placed.order.id, order: toOrderDto(placed.order, placed.lines) });
    },
  );
};

/** A browser's lines, one per tea (a repeated tea's quantities add up), with a name for each. */
function uniqueLines(lines: readonly { productId: string; quantity: number; name?: string }[]) {
  const byTea = new Map<string, { productId: string; quantity: number; name: string }>();
  for (const line of lines) {
    const seen = byTea.get(line.productId);
    if (seen) seen.quantity += line.quantity;
    else
      byTea.set(line.productId, { productId: line.productId, quantity: line.quantity, name: line.name ?? 'This tea' });
  }
  return [...byTea.values()];
}

export default cartRoutes;
