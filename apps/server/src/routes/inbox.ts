import { apiError } from '@teatree/shared/schemas/api-error';
import {
  inboxMessage,
  inboxMessages,
  inboxPage,
  inboxQuery,
  messageChange,
  replyInput,
} from '@teatree/shared/schemas/inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/http-errors.ts';
import { noStore } from '../lib/route-hooks.ts';
import { replyMail } from '../modules/contact/reply-mail.ts';
import {
  changeMessage,
  findMessage,
  keepReply,
  listMessages,
  inboxMessage as readMessage,
} from '../modules/contact/repository.ts';

const idParam = z.object({ id: z.string().max(64) });
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const tags = ['inbox'];

/**
 * The Inbox (docs/decisions/0036-inbox.md), administrators only: the contact form's messages newest
 * first, searched, marked read or handled, and answered through the shop's mail queue.
 */
const inboxRoutes: FastifyPluginAsyncZod<{ shopEmail: string; origin: string; timeZone: string }> = async (
  app,
  opts,
) => {
  app.get(
    '/messages',
    {
      preHandler: [app.requireAdmin, noStore],
      schema: {
        tags,
        summary: 'One page of the contact messages, newest first, each with its answers (administrators)',
        querystring: inboxQuery,
        response: { 200: inboxPage, ...errors },
      },
    },
    async (request) => listMessages(app.db, request.query),
  );

  app.patch(
    '/messages/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Mark a message read or unread, handled or waiting (administrators)',
        params: idParam,
        body: messageChange,
        response: { 200: inboxMessage, ...errors },
      },
    },
    async (request) => {
      if (!(await changeMessage(app.db, request.params.id, request.body))) throw notFound(inboxMessages.notFound);
      return (await readMessage(app.db, request.params.id))!;
    },
  );

  app.post(
    '/messages/:id/replies',
    {
      preHandler: app.requireAdmin,
      bodyLimit: 32 * 1024,
      schema: {
        tags,
        summary: 'Answer a message: the answer is mailed with the message quoted, and kept beside it (administrators)',
        params: idParam,
        body: replyInput,
        response: { 201: inboxMessage, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const admin = request.user!;
      const { body } = request.body;
      await app.db.transaction(async (tx) => {
        const message = await findMessage(tx, id);
        if (!message) throw notFound(inboxMessages.notFound);
        await keepReply(tx, message, { body, authorId: admin.id, authorName: admin.name });
        // The answer and its mail are written together: never one without the other.
        await app.mailer.send(replyMail(message, body, opts), tx);
      });
      return reply.code(201).send((await readMessage(app.db, id))!);
    },
  );
};

export default inboxRoutes;
