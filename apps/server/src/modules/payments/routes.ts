import { apiError } from '@teatree/shared/schemas/api-error';
import { order } from '@teatree/shared/schemas/order';
import {
  createPaymentIntentInput,
  paymentIntentAnswer,
  payOrderInput,
  testCardConfirmInput,
} from '@teatree/shared/schemas/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { findOrder, toOrderDto } from '../orders/repository.ts';
import type { PaymentProvider } from './provider.ts';
import { completePayment, type PaymentContext, startPayment } from './service.ts';
import type { StripeProvider } from './stripe-provider.ts';
import { CardError, type TestProvider } from './test-provider.ts';

const idParam = z.object({ id: z.string().max(64) });
const errors = { 400: apiError, 401: apiError, 402: apiError, 403: apiError, 404: apiError, 409: apiError };
/** Card attempts per client address and minute: enough for typing mistakes, not for card testing. */
const CARD_ATTEMPTS = { max: 20, timeWindow: '1 minute' };

/**
 * Paying an order (docs/product.md, "Orders and payments" and departure 3): the amount always
 * comes from the order in the database, and an order becomes paid only on the provider's word.
 */
const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const ctx = (): PaymentContext => ({ db: app.db, provider, mailer: app.mailer, log: app.log });

  /** The caller's own order, or 404: paying goes through its customer only. */
  async function ownOrder(id: string, caller: { id: string }) {
    const row = await findOrder(app.db, id);
    if (!row || row.userId !== caller.id) throw notFound('This order does not exist');
    return row;
  }

  app.post(
    '/create-payment-intent',
    {
      preHandler: app.requireUser,
      config: { rateLimit: CARD_ATTEMPTS },
      schema: {
        tags: ['payments'],
        summary:
          "Start paying one of the caller's orders: the client secret for its total. A `price` in the body is ignored.",
        body: createPaymentIntentInput,
        response: { 200: paymentIntentAnswer, ...errors },
      },
    },
    async (request) => {
      const row = await ownOrder(request.body.orderId, request.user!);
      return { ...(await startPayment(ctx(), row)), provider: provider.name };
    },
  );

  app.patch(
    '/purchase/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          'Record a payment: the order becomes paid only if the provider confirms this payment for this order and amount.',
        params: idParam,
        body: payOrderInput,
        response: { 200: order, ...errors },
      },
    },
    async (request) => {
      await ownOrder(request.params.id, request.user!);
      return toOrderDto(await completePayment(ctx(), request.params.id, request.body.transactionId));
    },
  );

  if (provider.name === 'test') {
    const testProvider = provider as TestProvider;
    app.post(
      '/test-payments/confirm',
      {
        preHandler: app.requireUser,
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
        const intent = await testProvider.findByClientSecret(request.body.clientSecret);
        if (!intent?.orderId) throw notFound('This payment does not exist');
        const row = await ownOrder(intent.orderId, request.user!);
        if (row.status !== 'pending' && row.transactionId !== intent.id) {
          throw new HttpError(
            409,
            row.status === 'cancelled' ? 'This order was cancelled' : 'This order is already paid',
          );
        }
        let confirmed: typeof intent;
        try {
          confirmed = await testProvider.confirm(intent, request.body.card);
        } catch (err) {
          if (err instanceof CardError) {
            throw new HttpError(402, err.message, err.field ? { [err.field]: err.message } : undefined, err.code);
          }
          throw err;
        }
        // What Stripe's webhook does for real payments: the order is paid even if the page closes now.
        await completePayment(ctx(), row.id, confirmed.id);
        return {
          paymentIntent: {
            id: confirmed.id,
            status: confirmed.status,
            amount: confirmed.amountCents,
            currency: confirmed.currency,
          },
        };
      },
    );
  }

  if (provider.name === 'stripe') {
    const stripeProvider = provider as StripeProvider;
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
              "Stripe's events, signed with STRIPE_WEBHOOK_SECRET; payment_intent.succeeded marks its order paid.",
            hide: false,
          },
        },
        async (request, reply) => {
          const signature = request.headers['stripe-signature'];
          let event: ReturnType<StripeProvider['verifyWebhook']>;
          try {
            if (typeof signature !== 'string') throw new Error('no signature');
            event = stripeProvider.verifyWebhook(request.body as Buffer, signature);
          } catch {
            throw new HttpError(400, 'The webhook signature is not valid');
          }
          if (event.type === 'payment_intent.succeeded') {
            const intent = event.data.object;
            const orderId = intent.metadata?.orderId;
            if (orderId) {
              try {
                // completePayment asks Stripe again: the event is a hint, the intent is the truth.
                await completePayment(ctx(), orderId, intent.id);
              } catch (err) {
                if (!(err instanceof HttpError)) throw err;
                request.log.warn({ orderId, intent: intent.id, reason: err.message }, 'webhook payment not applied');
              }
            }
          }
          return reply.send({ received: true });
        },
      );
    });
  }
};

export default paymentRoutes;
