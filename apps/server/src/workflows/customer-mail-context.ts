import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { ConsentLinks } from '../modules/consents/mails.ts';
import type { Mailer } from '../modules/outbox/mailer.ts';

/** What the mails that bring customers back are written with (docs/decisions/0044-mails-with-consent.md). */
export interface CustomerMailContext {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  links: ConsentLinks;
  origin(): string;
  /** The shop's calendar (SHOP_TIMEZONE): a refill's day is said in it. */
  timeZone: string;
}
