import { apiError } from '@teatree/shared/schemas/api-error';
import {
  accountConsentInput,
  accountConsentKind,
  type ConsentKind,
  consentList,
  consentMessages,
  guestCartReminderAnswer,
  guestCartReminderInput,
  linkAnswer,
  linkTokenInput,
  PENDING_PER_ADDRESS,
  SIGNUPS_PER_CLIENT,
  subscribeAnswer,
  subscribeInput,
} from '@teatree/shared/schemas/consent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../lib/http-errors.ts';
import { noStore } from '../lib/route-hooks.ts';
import { confirmationMail, consentLinks, consentTopic } from '../modules/consents/mails.ts';
import {
  type Consent,
  consentsOf,
  cupsPerDayOf,
  dropGuestCart,
  giveConsent,
  keepConsent,
  keepGuestCart,
  lockedConsent,
  pendingFor,
  withdrawAccountConsent,
  withdrawConsent,
} from '../modules/consents/repository.ts';
import { findProduct, readProduct } from '../modules/products/repository.ts';

const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError, 429: apiError };
const tags = ['subscriptions'];

/** A mail program's one-click unsubscribe (RFC 8058) posts a form, `List-Unsubscribe=One-Click`, to the link's address. */
const oneClickBody = z
  .object({ token: z.string().max(200).optional(), 'List-Unsubscribe': z.string().max(40).optional() })
  .optional();

/**
 * Consents to the mails that bring customers back (docs/decisions/0044-mails-with-consent.md): signing
 * up (the footer's and the checkout's newsletter, a sold-out tea's alert), the mailed links that confirm
 * and unsubscribe without a sign-in, and a customer's own list on the profile.
 */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = consentLinks(() => app.origins.primary(), app.links);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/subscriptions',
    {
      preHandler: app.identifyUser,
      config: { rateLimit: { max: SIGNUPS_PER_CLIENT, timeWindow: '10 minutes' } },
      bodyLimit: 4 * 1024,
      schema: {
        tags,
        summary:
          "Subscribe to the newsletter or to a sold-out tea's back-in-stock alert (anyone; a guest confirms by a mailed link)",
        body: subscribeInput,
        response: { 200: subscribeAnswer, 201: subscribeAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { kind, email, productId, sizeId } = request.body;
      const alert = kind === 'back_in_stock' ? await soldOutTea(productId!, sizeId) : null;
      const account = request.user?.email.toLowerCase() === email ? request.user : null;
      const proven = Boolean(account?.emailVerified);
      const topic = consentTopic(kind, alert?.name ?? null);
      const answer = await app.db.transaction(async (tx) => {
        const key = { kind, email, productId: alert?.id ?? null, sizeId: alert?.sizeId ?? null };
        const before = await lockedConsent(tx, key);
        if (before?.status === 'active')
          return { code: 200, status: 'active', message: consentMessages.alreadyActive } as const;
        if (!proven && !before && (await pendingFor(tx, email)) >= PENDING_PER_ADDRESS) {
          throw tooManyRequests(consentMessages.tooManyPending, { email: consentMessages.tooManyPending });
        }
        const row = await keepConsent(tx, {
          ...key,
          status: proven ? 'active' : 'pending',
          userId: account?.id ?? null,
        });
        if (proven) return { code: 201, status: 'active', message: givenMessage(kind, alert?.name ?? null) } as const;
        await app.mailer.send(confirmationMail(email, topic, links.confirm(kind, row.id)), tx);
        return { code: 201, status: 'pending', message: consentMessages.confirmSent } as const;
      });
      return reply.code(answer.code).send({ status: answer.status, message: answer.message });
    },
  );

  app.put(
    '/cart/reminder',
    {
      config: { rateLimit: { max: 3 * SIGNUPS_PER_CLIENT, timeWindow: '10 minutes' } },
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary:
          'A guest\'s "Remind me of this cart if I leave it" at checkout: their cart (kept in their browser) kept for one reminder, or the reminder withdrawn',
        body: guestCartReminderInput,
        response: { 200: guestCartReminderAnswer, ...errors },
      },
    },
    async (request) => {
      const { email, remind, lines } = request.body;
      await app.db.transaction((tx) => (remind ? keepGuestCart(tx, email, lines) : dropGuestCart(tx, email)));
      return { remind, message: remind ? consentMessages.guestCartKept : consentMessages.guestCartDropped };
    },
  );

  /** The tea (and size) an alert is asked for, which must exist and be sold out. */
  async function soldOutTea(productId: string, sizeId: string | undefined) {
    const tea = await readProduct(app.db, productId);
    if (!tea) throw notFound(consentMessages.productNotFound, { productId: consentMessages.productNotFound });
    const size = sizeId ? tea.sizes.find((s) => s.id === sizeId) : tea.sizes.find((s) => s.id === tea.defaultSizeId);
    if (!size) throw badRequest(consentMessages.sizeNotFound, { sizeId: consentMessages.sizeNotFound });
    if (size.quantity >= size.minOrder) throw conflict(consentMessages.inStock, { productId: consentMessages.inStock });
    // One size of a tea of one size is the tea: the alert names no size then.
    return { id: tea._id, name: tea.name, sizeId: sizeId && tea.sizes.length > 1 ? size.id : null };
  }

  app.post(
    '/subscriptions/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Follow a confirmation link: the consent is given (no sign-in)',
        body: linkTokenInput,
        response: { 200: linkAnswer, ...errors },
      },
    },
    async (request) => {
      const subject = links.readConfirm(request.body.token);
      if (!subject) throw badRequest(consentMessages.badLink, { token: consentMessages.badLink });
      return app.db.transaction(async (tx) => {
        const done = await giveConsent(tx, subject.id);
        if (!done) {
          return {
            kind: subject.kind,
            productName: null,
            changed: false,
            message:
              'This sign-up has ended since: it was withdrawn or has done its work. Subscribe again if you wish.',
          };
        }
        const productName = await productNameOf(tx, done.row);
        return {
          kind: subject.kind,
          productName,
          changed: done.changed,
          message: done.changed
            ? givenMessage(subject.kind, productName)
            : 'You had already confirmed: nothing changed.',
        };
      });
    },
  );

  app.post(
    '/subscriptions/unsubscribe',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Unsubscribe by a mail's link, at once and without a sign-in: the page posts `{ token }`, a mail program posts `List-Unsubscribe=One-Click` to the link (RFC 8058)",
        querystring: z.object({ token: z.string().max(200).optional() }),
        body: oneClickBody,
        response: { 200: linkAnswer, ...errors },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token ?? '';
      const subject = links.readUnsubscribe(token);
      if (!subject) throw badRequest(consentMessages.badLink, { token: consentMessages.badLink });
      const removed = await withdrawConsent(app.db, subject.id);
      const productName = removed ? await productNameOf(app.db, removed) : null;
      const topic = consentTopic(subject.kind, productName);
      return {
        kind: subject.kind,
        productName,
        changed: Boolean(removed),
        message: removed
          ? `Done: you will no longer get ${topic}.`
          : `You had already unsubscribed: nothing more of ${topic} will be sent.`,
      };
    },
  );

  const owner = (request: { user: { id: string; email: string } | null }) => ({
    userId: request.user!.id,
    email: request.user!.email.toLowerCase(),
  });
  const listOf = async (tx: Executor, who: { userId: string; email: string }) => ({
    consents: await consentsOf(tx, who),
    cupsPerDay: await cupsPerDayOf(tx, who),
  });

  app.get(
    '/profile/consents',
    {
      preHandler: [app.requireUser, noStore],
      schema: {
        tags,
        summary: 'Every consent of the signed-in customer, with when it was asked for and given',
        response: { 200: consentList, ...errors },
      },
    },
    async (request) => listOf(app.db, owner(request)),
  );

  app.put(
    '/profile/consents/:kind',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Give or withdraw an account-wide consent (newsletter, cart reminders, refill reminders); an address not yet verified confirms by a mailed link',
        params: accountConsentKind,
        body: accountConsentInput,
        response: { 200: consentList, ...errors },
      },
    },
    async (request) => {
      const who = owner(request);
      const { kind } = request.params;
      const { given, cupsPerDay } = request.body;
      return app.db.transaction(async (tx) => {
        if (!given) {
          await withdrawAccountConsent(tx, kind, who);
          return listOf(tx, who);
        }
        const proven = request.user!.emailVerified;
        const before = await lockedConsent(tx, { kind, email: who.email });
        const row = await keepConsent(tx, {
          kind,
          email: who.email,
          userId: who.userId,
          status: proven ? 'active' : 'pending',
          cupsPerDay: kind === 'refill_reminders' ? (cupsPerDay ?? null) : null,
        });
        if (row.status === 'pending' && before?.status !== 'pending') {
          await app.mailer.send(confirmationMail(who.email, consentTopic(kind, null), links.confirm(kind, row.id)), tx);
        }
        return listOf(tx, who);
      });
    },
  );

  app.delete(
    '/profile/consents/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Withdraw one consent of the signed-in customer (a back-in-stock alert, say)',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: consentList, ...errors },
      },
    },
    async (request) => {
      const who = owner(request);
      return app.db.transaction(async (tx) => {
        if (!(await withdrawConsent(tx, request.params.id, who))) throw notFound(consentMessages.notFound);
        return listOf(tx, who);
      });
    },
  );

  async function productNameOf(tx: Executor, consent: Consent) {
    if (!consent.productId) return null;
    return (await findProduct(tx, consent.productId))?.name ?? null;
  }
};

function givenMessage(kind: ConsentKind, productName: string | null): string {
  switch (kind) {
    case 'newsletter':
      return 'Thank you: you will get our newsletter.';
    case 'back_in_stock':
      return `Thank you: we will mail you once when ${productName ?? 'this tea'} is back.`;
    case 'cart_reminders':
      return 'Thank you: we will remind you of a cart you leave.';
    case 'refill_reminders':
      return 'Thank you: we will remind you before your tea runs out.';
  }
}

export default subscriptionRoutes;
