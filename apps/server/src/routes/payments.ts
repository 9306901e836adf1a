import { apiError } from '@teatree/shared/schemas/api-error';
import { createPaymentIntentInput, paymentIntentAnswer, testCardConfirmInput } from '@teatree/shared/schemas/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { openerOf } from '../modules/orders/order-keys.ts';
import type { WebhookEvent } from '../modules/payments/provider.ts';
import { completePayment, confirmTestCard, startPayment } from '../workflows/pay-order.ts';

const errors = { 400: apiError, 401: apiError, 402: apiError, 403: apiError, 404: apiError, 409: apiError };

/**
 * Paying an order (docs/product.md, "Orders and payments" and departure 3; docs/decisions/0011-order-states.md):
 * the amount always comes from the order in the database, an order becomes paid only on the provider's
 * word, and the flows themselves live in src/workflows/pay-order.ts, which records each payment in one
 * place, with what follows it, however it was confirmed. These are the provider's routes; the
 * customer's page reports a payment on the order itself (PATCH /api/purchase/{id}, routes/orders.ts).
 */
const paymentRoutes: FastifyPluginAsyncZod<{ cardRateLimit: number }> = async (app, { cardRateLimit }) => {
  const provider = app.shop.provider;
  /** Card attempts per client address and minute (CARD_RATE_LIMIT): enough for typing mistakes, not for card testing. */
  const CARD_ATTEMPTS = { max: cardRateLimit, timeWindow: '1 minute' };

  app.post(
    '/create-payment-intent',
    {
      preHandler: app.requireBuyer,
      config: { rateLimit: CARD_ATTEMPTS },
      schema: {
        tags: ['payments'],
        summary:
          "Prepare paying one of the caller's orders (or a guest's, with its key in X-Order-Key): the client secret of its one live intent, for its total. A `price` in the body is ignored.",
        body: createPaymentIntentInput,
        response: { 200: paymentIntentAnswer, ...errors },
      },
    },
    async (request) => {
      const prepared = await startPayment(app.shop, request.body.orderId, openerOf(request));
      return { ...prepared, provider: provider.name };
    },
  );

  if (provider.cards) {
    app.post(
      '/test-payments/confirm',
      {
        preHandler: app.requireBuyer,
        config: { rateLimit: CARD_ATTEMPTS },
        schema: {
          tags: ['payments'],
          summary:
            "The test provider's card confirmation (Stripe test mode, offline): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.",
          body: testCardConfirmInput,
          response: {
            200: z.object({
              paymentIntent: z.object({ id: z.string(), status: z.string(), amount: z.number(), currency: z.string() }),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        const { intent } = await confirmTestCard(
          app.shop,
          request.body.clientSecret,
          request.body.card,
          openerOf(request),
          app.origins.of(request),
        );
        return {
          paymentIntent: {
            id: intent.id,
            status: intent.status,
            amount: intent.amountCents,
            currency: intent.currency,
          },
        };
      },
    );
  }

  const { readWebhook } = provider;
  if (readWebhook) {
    await app.register(async (webhook) => {
      // The signature is over the exact bytes Stripe sent, so this route keeps the body raw.
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 512 * 1024 },
        (_req, body, done) => done(null, body),
      );
      webhook.post(
        '/stripe/webhook',
        {
          schema: {
            tags: ['payments'],
            summary:
              "Stripe's events, signed with STRIPE_WEBHOOK_SECRET; payment_intent.succeeded marks its order paid, or refunds the money when the order can no longer take it.",
            hide: false,
          },
        },
        async (request, reply) => {
          const signature = request.headers['stripe-signature'];
          let event: WebhookEvent;
          try {
            if (typeof signature !== 'string') throw new Error('no signature');
            event = readWebhook(request.body as Buffer, signature);
          } catch {
            throw badRequest('The webhook signature is not valid');
          }
          if (event.type === 'payment_succeeded' && event.orderId) {
            try {
              // completePayment asks the provider again: the event is a hint, the intent is the truth.
              await completePayment(app.shop, event.orderId, event.intentId, app.shop.origin());
            } catch (err) {
              if (!(err instanceof HttpError)) throw err;
              request.log.warn(
                { orderId: event.orderId, intent: event.intentId, reason: err.message },
                'webhook payment not applied',
              );
            }
          }
          return reply.send({ received: true });
        },
      );
    });
  }
};

export default paymentRoutes;
