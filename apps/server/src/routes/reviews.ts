import type { ReviewerNameStyle } from '@teatree/shared/privacy';
import { apiError } from '@teatree/shared/schemas/api-error';
import { review, reviewInput, reviewListQuery, reviewMessages } from '@teatree/shared/schemas/review';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, tooManyRequests } from '../lib/http-errors.ts';
import { ID_PATTERN } from '../lib/ids.ts';
import { sendKeptAtAddress, sendKeptPage } from '../lib/kept-page.ts';
import { findProduct } from '../modules/products/repository.ts';
import { deleteReview, findReview, listReviews, saveReview, toPublicReview } from '../modules/reviews/repository.ts';

const DEFAULT_PAGE = 50;
/**
 * Reviews one customer may send a minute. Counted per account (a review needs a session), so an
 * office or a household behind one address never shares a limit; generous for anyone reviewing the
 * teas they bought, and a wall for a script.
 */
export const REVIEW_RATE_LIMIT = 10;

const idParam = z.object({ id: z.string().regex(ID_PATTERN, { error: 'This is not a review id' }) });
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 429: apiError };
const insertedAnswer = z.object({ insertedId: z.string() });

const reviewRoutes: FastifyPluginAsyncZod<{ perClientPerMinute: number; reviewerNames: ReviewerNameStyle }> = async (
  app,
  opts,
) => {
  // Beside the count per account, one per client address: throwaway accounts made from one place share
  // it. Counted by hand, as the limiter runs only one limit per request; a counter that cannot be
  // reached lets the review through, as the route's own limit does.
  const countPerClient = app.createRateLimit({
    max: opts.perClientPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `review-client:${request.ip}`,
  });
  const perClient = async (request: FastifyRequest) => {
    const count = await countPerClient(request).catch(() => undefined);
    if (count && !count.isAllowed && count.isExceeded) {
      throw tooManyRequests(
        `Too many requests. Please try again in ${Math.max(1, Math.ceil(count.ttl / 1000))} seconds.`,
      );
    }
  };

  const page = (query: { limit?: number; offset?: number; productId?: string }) => ({
    limit: query.limit ?? DEFAULT_PAGE,
    offset: query.offset ?? 0,
    productId: query.productId,
  });

  app.get(
    '/reviews',
    {
      // Its kept page is compressed once for each encoding (lib/kept-page.ts), not on every answer.
      compress: false,
      // A page asked for before at this very address is sent before its query is read again.
      preValidation: sendKeptAtAddress((address) => app.reviewPages.pageAt(address)),
      schema: {
        tags: ['reviews'],
        summary:
          "Reviews, newest first (one tea's with ?productId=), each reviewer's e-mail masked (m•••@gmail.com, b•••@•••.store) and name as the owner prefers (REVIEWER_NAMES), each saying whether its author bought the tea. The same answer for everyone. " +
          'The total is in the X-Total-Count header.',
        querystring: reviewListQuery,
        response: { 200: z.array(review), 400: apiError },
      },
    },
    async (request, reply) => {
      const query = page(request.query);
      // The same page for everyone: kept in memory until a review or an order's state changes.
      const kept = await app.reviewPages.page(
        `${query.limit} ${query.offset} ${query.productId ?? ''}`,
        async () => {
          const { items, total } = await listReviews(app.db, query);
          return { items: items.map((item) => toPublicReview(item, opts.reviewerNames)), total };
        },
        request.url,
      );
      return sendKeptPage(request, reply as unknown as FastifyReply, kept);
    },
  );

  app.get(
    '/reviews/all',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reviews'],
        summary:
          "Manage All Reviews (admin): reviews newest first with each reviewer's e-mail whole. " +
          'The total is in the X-Total-Count header.',
        querystring: reviewListQuery,
        response: { 200: z.array(review), ...errors },
      },
    },
    async (request, reply) => {
      const { items, total } = await listReviews(app.db, page(request.query));
      // Whole addresses are for this administrator alone, never for a shared cache.
      reply.header('X-Total-Count', String(total)).header('Cache-Control', 'private, no-store');
      return items;
    },
  );

  app.post(
    '/reviews',
    {
      preHandler: [app.requireUser, perClient],
      config: {
        // After requireUser (the preHandler hook), so the count is per signed-in customer.
        rateLimit: {
          max: REVIEW_RATE_LIMIT,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `review:${request.user?.id ?? request.ip}`,
        },
      },
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['reviews'],
        summary:
          "Review a product (signed in, with a verified e-mail address: 403 EMAIL_NOT_VERIFIED otherwise). The reviewer comes from the session, the product's details from the catalogue. " +
          'One review per customer per product: a second one replaces the first (201 when new, 200 when replaced). ' +
          'Limited a minute per account and per client address (429).',
        body: reviewInput,
        response: { 201: insertedAnswer, 200: insertedAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const author = request.user!;
      // A throwaway sign-up must not weigh on a tea's rating: a review needs a proven address.
      if (!author.emailVerified) throw forbidden(reviewMessages.verifyFirst, undefined, 'EMAIL_NOT_VERIFIED');
      const product = await findProduct(app.db, request.body.productId);
      if (!product) throw notFound('This product does not exist');
      const saved = await saveReview(app.db, {
        author,
        product,
        review: request.body.review,
        rating: request.body.rating,
      });
      app.effects.catalogueChanged();
      return reply.code(saved.created ? 201 : 200).send({ insertedId: saved.id });
    },
  );

  app.delete(
    '/reviews/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review (its author, or an admin)',
        params: idParam,
        response: { 200: z.object({ deletedCount: z.number() }), ...errors },
      },
    },
    async (request) => {
      const caller = request.user!;
      const found = await findReview(app.db, request.params.id);
      if (!found) throw notFound('This review does not exist');
      if (caller.role !== 'admin' && found.userId !== caller.id) {
        throw forbidden('Only the author of a review or an administrator may delete it');
      }
      const deletedCount = await deleteReview(app.db, found.id);
      if (!deletedCount) throw notFound('This review does not exist');
      app.effects.catalogueChanged();
      return { deletedCount };
    },
  );
};

export default reviewRoutes;
