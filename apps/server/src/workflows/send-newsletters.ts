import { roundInTurn } from '../db/turns.ts';
import { activeNewsletterBatch } from '../modules/consents/repository.ts';
import { newsletterMail } from '../modules/newsletters/mails.ts';
import { recordBatch, unfinishedNewsletters } from '../modules/newsletters/repository.ts';
import type { CustomerMailContext } from './customer-mail-context.ts';

/** Subscribers a round writes a newsletter to: the queue sends them in the background, ten at a time. */
export const NEWSLETTER_BATCH = 200;

/**
 * Writes the next batch of each newsletter under way into the mail queue, in subscriber order, and moves
 * its mark past them in the same transaction: no subscriber gets it twice, whichever server writes, and a
 * subscriber who left before their batch gets none. A short batch finishes the newsletter.
 */
export async function writeNewsletters(ctx: CustomerMailContext): Promise<number> {
  return roundInTurn(ctx.db, 'newsletters', async (tx) => {
    let written = 0;
    for (const letter of await unfinishedNewsletters(tx)) {
      const batch = await activeNewsletterBatch(tx, letter.after, NEWSLETTER_BATCH);
      for (const subscriber of batch) {
        await ctx.mailer.send(
          newsletterMail(ctx.links, ctx.origin(), letter, { email: subscriber.email, consentId: subscriber.id }),
          tx,
        );
      }
      await recordBatch(tx, letter.id, batch.length, batch.at(-1)?.id, batch.length < NEWSLETTER_BATCH);
      written += batch.length;
    }
    return written;
  });
}
