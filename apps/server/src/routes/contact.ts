import { BRAND } from '@teatree/shared/messages';
import { contactInput } from '@teatree/shared/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { htmlMail } from '../lib/mail-layout.ts';
import { keepMessage } from '../modules/contact/repository.ts';

/**
 * The contact form: the message is kept in the database (the shop's record) and mailed to the shop.
 * A mail failure is logged but does not lose the message, so the visitor is told it arrived.
 */
const contactRoutes: FastifyPluginAsyncZod<{ shopEmail: string; rateLimit: number }> = async (app, opts) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: opts.rateLimit, timeWindow: '1 minute' } },
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        body: contactInput,
        response: { 201: z.object({ insertedId: z.string() }) },
      },
    },
    async (request, reply) => {
      const { name, email, message } = request.body;
      const id = await keepMessage(app.db, { name, email, message, ip: request.ip });
      try {
        const subject = `${BRAND} contact form: message from ${name}`;
        await app.mailer.send({
          to: opts.shopEmail,
          replyTo: email,
          subject,
          text: `${name} <${email}> wrote:\n\n${message || '(no message)'}\n`,
          html: htmlMail({
            subject,
            greeting: `${name} <${email}> wrote:`,
            intro: (message || '(no message)').split(/\n{2,}/),
            action: { label: `Reply to ${name}`, url: `mailto:${email}` },
          }),
        });
      } catch (err) {
        request.log.error(
          { err, contactMessageId: id },
          'could not mail a contact message; it is kept in the database',
        );
      }
      return reply.code(201).send({ insertedId: id });
    },
  );
};

export default contactRoutes;
