import { apiError } from '@teatree/shared/schemas/api-error';
import {
  consentMessages,
  newsletterInput,
  newsletterItem,
  newsletterList,
  newsletterPreview,
  reminderSettings,
} from '@teatree/shared/schemas/consent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict } from '../lib/http-errors.ts';
import { noStore } from '../lib/route-hooks.ts';
import { consentLinks } from '../modules/consents/mails.ts';
import { newsletterSubscribers } from '../modules/consents/repository.ts';
import { newsletterMail } from '../modules/newsletters/mails.ts';
import {
  addNewsletter,
  cartReminderHours,
  listNewsletters,
  setCartReminderHours,
  toItem,
} from '../modules/newsletters/repository.ts';

const errors = { 400: apiError, 401: apiError, 403: apiError, 409: apiError };
const tags = ['newsletters'];

/**
 * The owner's marketing mails (docs/decisions/0044-mails-with-consent.md), administrators only: write a
 * newsletter and preview it in the shop's mail layout, send it to every subscriber (written into the mail
 * queue in batches in the background, `workflows/customer-mail.ts`) and follow its progress; and the wait
 * before a cart reminder.
 */
const newsletterRoutes: FastifyPluginAsyncZod<{ wake: () => Promise<void> }> = async (app, opts) => {
  const links = consentLinks(() => app.origins.primary(), app.links);

  app.get(
    '/newsletters',
    {
      preHandler: [app.requireAdmin, noStore],
      schema: {
        tags,
        summary: 'The newsletters sent, newest first, with their progress, and the subscribers now (administrators)',
        response: { 200: newsletterList, ...errors },
      },
    },
    async () => ({
      newsletters: await listNewsletters(app.db),
      subscribers: await newsletterSubscribers(app.db),
    }),
  );

  app.post(
    '/newsletters/preview',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: "A newsletter as a subscriber would read it, in the shop's mail layout (administrators)",
        body: newsletterInput,
        response: { 200: newsletterPreview, ...errors },
      },
    },
    async (request) => {
      const mail = newsletterMail(links, app.origins.primary(), request.body, {
        email: request.user!.email,
        consentId: 'preview',
      });
      return { subject: mail.subject, html: mail.html!, text: mail.text };
    },
  );

  app.post(
    '/newsletters',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        summary: 'Send a newsletter to every subscriber, each once, in batches in the background (administrators)',
        body: newsletterInput,
        response: { 201: newsletterItem, ...errors },
      },
    },
    async (request, reply) => {
      const recipients = await newsletterSubscribers(app.db);
      if (recipients === 0) throw conflict(consentMessages.noSubscribers);
      const row = await addNewsletter(app.db, { ...request.body, createdByName: request.user!.name, recipients });
      void opts.wake();
      return reply.code(201).send(toItem(row, 0));
    },
  );

  app.get(
    '/reminder-settings',
    {
      preHandler: [app.requireAdmin, noStore],
      schema: {
        tags,
        summary: 'How long a cart waits before its reminder (administrators)',
        response: { 200: reminderSettings, ...errors },
      },
    },
    async () => ({ cartReminderHours: await cartReminderHours(app.db) }),
  );

  app.put(
    '/reminder-settings',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Set how long a cart waits before its reminder (administrators)',
        body: reminderSettings,
        response: { 200: reminderSettings, ...errors },
      },
    },
    async (request) => {
      await setCartReminderHours(app.db, request.body.cartReminderHours);
      return { cartReminderHours: await cartReminderHours(app.db) };
    },
  );
};

export default newsletterRoutes;
