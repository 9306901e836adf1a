import { toOrderDto } from '@teatree/shared/schemas/order-answers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Customer } from '../workflows/order-input.ts';
import type { placeOrder } from '../workflows/place-order.ts';

type Placed = Awaited<ReturnType<typeof placeOrder>>;

/**
 * What a signed-in customer's two ways of ordering share at their routes, a tea's page (POST
 * /api/purchase) and a cart's checkout (POST /api/cart/checkout): the order placed for the session's
 * customer from the client's address, what follows a new order (app.effects), and the 201 answer
 * with the order. One order path behind both: docs/decisions/0024-one-order-path.md.
 */
export async function placeForCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  place: (customer: Customer, origin: string) => Promise<Placed>,
) {
  const placed = await place({ ...request.user!, clientAddress: request.ip }, app.origins.of(request));
  app.effects.ordersPlaced(request.user!.id);
  return reply.code(201).send({ insertedId: placed.order.id, order: toOrderDto(placed.order, placed.lines) });
}
